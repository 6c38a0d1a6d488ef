import { describe, expect, it } from 'vitest';
import {
  browserUploadKey,
  documentPages,
  oversizeReason,
  outcomeText,
  pageAllowsEmail,
  pageObjectKey,
  parseUploadPageId,
  prontuarioObjectKey,
  prontuarioPages,
  safeFileName,
  selectPages,
  uploadIdOfBrowserKey,
  uploadPageId,
  uploadSummary,
  type LinkedPage,
} from './aso-upload';

const ulid = '01JQ3Z8Y5W6X7V8T9S0R1Q2P3N';

describe('object keys of the ASO upload', () => {
  it("puts a browser upload in its own folder under the tenant's upload prefix, with a safe name", () => {
    expect(browserUploadKey('demo', ulid, 'ASOs de março (2).PDF')).toBe(`upload/demo/${ulid}/ASOs-de-marco-2-.pdf`);
  });

  it('reads the upload id back from a browser key, and nothing from a dropped-looking name', () => {
    expect(uploadIdOfBrowserKey(`${ulid}/lote.pdf`)).toBe(ulid);
    expect(uploadIdOfBrowserKey('lote.pdf')).toBeUndefined();
    expect(uploadIdOfBrowserKey(`${ulid}/pasta/lote.pdf`)).toBeUndefined();
    expect(uploadIdOfBrowserKey('scanner/lote.pdf')).toBeUndefined();
    expect(uploadIdOfBrowserKey(`X${ulid}/lote.pdf`)).toBeUndefined();
  });

  it("keeps each page's PDF in the upload's folder of the tenant's files", () => {
    expect(pageObjectKey('demo', ulid, 3)).toBe(`arquivos/demo/upload/${ulid}/3.pdf`);
  });

  it('names a file with nothing usable, and never without .pdf', () => {
    expect(safeFileName('ççç.pdf')).toBe('ccc.pdf');
    expect(safeFileName('***')).toBe('arquivo.pdf');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(100);
  });

  it.each([
    ['.pdf only at the end is the extension', 'relatorio.pdf-v2.pdf', 'relatorio.pdf-v2.pdf'],
    ['a name that does not end in .pdf gets it', 'lote.PDF.txt', 'lote.PDF.txt.pdf'],
    ['leading dots and dashes are dropped', '..-.lote.pdf', 'lote.pdf'],
  ])('makes a safe file name: %s', (_label, name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('pads the consultation number in the medical record key', () => {
    expect(prontuarioObjectKey('demo', 42)).toBe('arquivos/demo/consulta/0000000042/prontuario.pdf');
  });
});

describe('page ids', () => {
  it('round-trip an upload id (ULID or hash) and a page', () => {
    expect(parseUploadPageId(uploadPageId(ulid, 12))).toEqual({ uploadId: ulid, pagina: 12 });
    expect(parseUploadPageId('1bc922a38ef6b0633de79f9f-3')).toEqual({ uploadId: '1bc922a38ef6b0633de79f9f', pagina: 3 });
  });

  it('reads the first page, and an id with blanks around it', () => {
    expect(parseUploadPageId(`${ulid}-1`)).toEqual({ uploadId: ulid, pagina: 1 });
    expect(parseUploadPageId(` ${ulid}-2\n`)).toEqual({ uploadId: ulid, pagina: 2 });
  });

  it.each(['', 'x-1', `${ulid}-0`, `${ulid}-`, `${ulid}-1-2`, `../${ulid}-1`])('rejects %j', (id) => {
    expect(parseUploadPageId(id)).toBeUndefined();
  });
});

describe('the 25 MB limit (spec 2 §5)', () => {
  it('lets 25 MB through and refuses one byte more, saying the size', () => {
    expect(oversizeReason(25 * 1024 * 1024)).toBeUndefined();
    expect(oversizeReason(25 * 1024 * 1024 + 1)).toBeDefined();
    expect(oversizeReason(30 * 1024 * 1024)).toBe(
      'O arquivo tem 30 MB; o limite do upload de ASO é 25 MB. Divida o arquivo e envie as partes.',
    );
  });

  it('says the size with one decimal, in Brazilian notation', () => {
    expect(oversizeReason(27_000_000)).toBe(
      'O arquivo tem 25,7 MB; o limite do upload de ASO é 25 MB. Divida o arquivo e envie as partes.',
    );
  });
});

describe('the status of an upload (spec 2 §4)', () => {
  const counters = (pendentes: number, vinculadas: number, identificadas = 3) => ({ paginas: identificadas + vinculadas + pendentes, identificadas, vinculadas, pendentes });

  it('is 80 with its reason when the file failed, whatever the counters', () => {
    expect(uploadSummary({ status: 'falha', obs: 'O arquivo não é um PDF.' }, counters(0, 0))).toEqual({
      situacao: 'falha',
      tipoStatus: 80,
      obs: 'O arquivo não é um PDF.',
    });
  });

  it('is awaiting the file, with no status or line, until the file arrives', () => {
    expect(uploadSummary({ status: 'aguardando_arquivo' }, counters(0, 0))).toEqual({
      situacao: 'aguardando_arquivo',
      tipoStatus: null,
      obs: null,
    });
  });

  it('shows the line of a retry while its pages are read, and none otherwise', () => {
    expect(uploadSummary({ status: 'recebido', obs: 'Nova tentativa em andamento.' }, counters(0, 0))).toEqual({
      situacao: 'processando',
      tipoStatus: null,
      obs: 'Nova tentativa em andamento.',
    });
    expect(uploadSummary({ status: 'dividindo' }, counters(0, 0))).toEqual({ situacao: 'processando', tipoStatus: null, obs: null });
  });

  it('is done with the outcome line once every page is counted', () => {
    expect(uploadSummary({ status: 'identificado' }, counters(0, 0, 2))).toEqual({
      situacao: 'concluido',
      tipoStatus: 79,
      obs: '2 páginas: 2 identificadas.',
    });
  });

  it('has no status while the file is awaited or its pages are read', () => {
    expect(uploadSummary({ status: 'aguardando_arquivo' }, counters(0, 0)).tipoStatus).toBeNull();
    for (const status of ['recebido', 'dividindo', 'dividido']) {
      expect(uploadSummary({ status }, counters(0, 0))).toMatchObject({ situacao: 'processando', tipoStatus: null });
    }
  });

  it('is 80 while any page waits for a manual link, else 193 when any was linked by hand, else 79', () => {
    expect(uploadSummary({ status: 'identificado' }, counters(1, 1)).tipoStatus).toBe(80);
    expect(uploadSummary({ status: 'identificado' }, counters(0, 1)).tipoStatus).toBe(193);
    expect(uploadSummary({ status: 'identificado' }, counters(0, 0)).tipoStatus).toBe(79);
  });

  it('tells the outcome in one line', () => {
    expect(outcomeText({ paginas: 5, identificadas: 3, vinculadas: 0, pendentes: 2 })).toBe(
      '5 páginas: 3 identificadas, 2 aguardando vínculo manual.',
    );
    expect(outcomeText({ paginas: 1, identificadas: 0, vinculadas: 1, pendentes: 0 })).toBe('1 página: 1 vinculada manualmente.');
  });

  it('counts the pages from the groups when the total is not known', () => {
    expect(outcomeText({ identificadas: 2, vinculadas: 1, pendentes: 1 })).toBe(
      '4 páginas: 2 identificadas, 1 vinculada manualmente, 1 aguardando vínculo manual.',
    );
  });

  it('says only the total for a file with no pages', () => {
    expect(outcomeText({ paginas: 0, identificadas: 0, vinculadas: 0, pendentes: 0 })).toBe('0 páginas.');
  });

  it('allows e-mail for pages in 79 and 193 only', () => {
    expect([79, 193, 80, undefined, null].map(pageAllowsEmail)).toEqual([true, true, false, false, false]);
  });
});

describe("a consultation's documents", () => {
  const page = (uploadId: string, pagina: number, extra: Partial<LinkedPage> = {}): LinkedPage => ({
    uploadId,
    pagina,
    tipoDocumento: 83,
    tipoStatus: 193,
    ...extra,
  });

  it('orders pages by upload, then page, leaving out deleted and unlinked ones and other types', () => {
    const pages = [page('B', 1), page('A', 2), page('A', 1), page('C', 1, { deletedAt: 'x' }), page('D', 1, { tipoStatus: 80 }), page('E', 1, { tipoDocumento: 82 })];
    expect(documentPages(pages, 83).map((p) => `${p.uploadId}${p.pagina}`)).toEqual(['A1', 'A2', 'B1']);
  });

  it("makes the medical record of the last upload without 'Juntar' and every later one", () => {
    const pages = [
      page('A', 1),
      page('B', 1, { juntar: true }),
      page('C', 1),
      page('C', 2),
      page('D', 1, { juntar: true }),
    ];
    expect(prontuarioPages(pages).map((p) => `${p.uploadId}${p.pagina}`)).toEqual(['C1', 'C2', 'D1']);
    expect(prontuarioPages(pages.slice(0, 2)).map((p) => p.uploadId)).toEqual(['A', 'B']);
    expect(prontuarioPages([page('A', 1, { juntar: true })])).toHaveLength(1);
  });

  it('preselects for e-mail the pages not sent yet', () => {
    expect(selectPages([page('A', 1, { sendEmailAt: '2025-01-01' }), page('A', 2), page('B', 1)])).toEqual([2, 3]);
  });
});
