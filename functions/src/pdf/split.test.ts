import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdftotextPage, qpdfEncryption, qpdfPageCount, words } from './external-tools';
import { checkersPresent } from '../../../tests/support/external-checkers';
import {
  makeEmptyPdf,
  makeEncryptedPdf,
  makePng,
  makeSystemAsoBulk,
  makeTruncatedPdf,
  mergePdfs,
  seededRandom,
} from './fixtures';
import { openPdf } from './pdfjs';
import { extractText } from './read-page';
import { inspectPdf, pdfProblemMessages, splitPdf, splitPdfPages, PdfSplitError } from './split';

let bulk: Awaited<ReturnType<typeof makeSystemAsoBulk>>;

beforeAll(async () => {
  bulk = await makeSystemAsoBulk({ tenant: 'demo', count: 4, firstIdCon: 500 });
}, 60_000);

/** Pages that each say their number, and a link from the first to the last. */
async function linkedDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const random = seededRandom(3);
  const pages = [1, 2, 3].map((n) => {
    const page = doc.addPage();
    const filler = Array.from({ length: 3000 }, () => Math.floor(random() * 36).toString(36)).join('');
    page.drawText(`Pagina ${n} ${filler}`, { x: 20, y: 700, size: 4, font, maxWidth: 550, lineHeight: 5 });
    return page;
  });
  const [first, , last] = pages;
  if (!first || !last) throw new Error('pages missing');
  const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], Dest: [last.ref, 'Fit'], P: first.ref });
  first.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  return doc.save();
}

/** A valid file whose second page refers to a content stream that is not there. */
async function danglingDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bulk.bytes);
  doc.getPage(1).node.set(PDFName.of('Contents'), doc.context.nextRef());
  return doc.save();
}

describe('inspectPdf', { timeout: 30_000 }, () => {
  it('counts the pages of a good file', async () => {
    expect(await inspectPdf(bulk.bytes)).toEqual({ ok: true, pages: 4 });
  });

  it.each([
    ['an image', makePng, 'not-pdf', pdfProblemMessages['not-pdf']],
    ['a text file', async () => new TextEncoder().encode('nome;cpf\nJoão;52998224725\n'), 'not-pdf', pdfProblemMessages['not-pdf']],
    ['an empty file', async () => new Uint8Array(), 'not-pdf', pdfProblemMessages['not-pdf']],
    ['a truncated file', makeTruncatedPdf, 'corrupt', pdfProblemMessages.corrupt],
    ['a page tree pointing at a missing object', danglingDocument, 'corrupt', pdfProblemMessages.corrupt],
    ['a password-protected file', async () => makeEncryptedPdf({ userPassword: 'senha' }), 'encrypted', pdfProblemMessages.encrypted],
    [
      'a file restricted by an owner password',
      async () => makeEncryptedPdf({ userPassword: '' }),
      'encrypted',
      pdfProblemMessages.encryptedPermissions,
    ],
    ['a file without pages', makeEmptyPdf, 'empty', pdfProblemMessages.empty],
  ])('refuses %s with its reason', async (_, make, problem, reason) => {
    expect(await inspectPdf(await make())).toEqual({ ok: false, problem, reason });
  });

  it('gives the spec’s wording for the four reasons', () => {
    expect(pdfProblemMessages['not-pdf']).toBe('O arquivo não é um PDF.');
    expect(pdfProblemMessages.corrupt).toBe('O arquivo PDF está corrompido e não pôde ser lido.');
    expect(pdfProblemMessages.encrypted).toBe('O arquivo PDF está protegido por senha.');
    expect(pdfProblemMessages.empty).toBe('O arquivo PDF não tem páginas.');
  });

  it('accepts a file with junk before the header and one cut after its last object', async () => {
    const junk = new Uint8Array([...new TextEncoder().encode('lixo\n'), ...bulk.bytes]);
    const text = Buffer.from(bulk.bytes).toString('latin1');
    const cut = bulk.bytes.slice(0, text.lastIndexOf('startxref'));
    expect(await inspectPdf(junk)).toEqual({ ok: true, pages: 4 });
    expect(await inspectPdf(cut)).toEqual({ ok: true, pages: 4 });
  });
});

describe('the encrypted fixture', { timeout: 30_000 }, () => {
  it('is really encrypted: pdf.js asks for the password, and reads the page with it', async () => {
    const locked = makeEncryptedPdf({ userPassword: 'senha', text: 'Documento protegido' });
    await expect(openPdf(locked)).rejects.toMatchObject({ name: 'PasswordException' });
    const pdf = await openPdf(locked, { password: 'senha' });
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
    await pdf.destroy();
    expect(text).toBe('Documento protegido');
  });

  it.skipIf(!checkersPresent('qpdf'))('is seen by qpdf as needing a password, or not', () => {
    expect(qpdfEncryption(makeEncryptedPdf({ userPassword: 'senha' }))).toBe('password');
    expect(qpdfEncryption(makeEncryptedPdf({ userPassword: '' }))).toBe('open');
  });
});

describe('splitPdf', { timeout: 30_000 }, () => {
  it('gives one PDF per page, each keeping its own text', async () => {
    // Act
    const pages = await splitPdf(bulk.bytes);
    // Assess
    expect(pages).toHaveLength(4);
    for (const [i, page] of pages.entries()) {
      expect((await PDFDocument.load(page)).getPageCount()).toBe(1);
      const text = await extractText(page);
      expect(text).toContain(`Código da consulta: ${bulk.pages[i]?.code}`);
      expect(text).toContain(await extractText(bulk.bytes, { pageNumber: i + 1 }));
    }
  });

  it('keeps a three-page ASO as three pages with their order', async () => {
    const long = await makeSystemAsoBulk({ tenant: 'demo', count: 1, exams: 62 });
    const pages = await splitPdf(await mergePdfs([long.bytes, bulk.bytes]));
    expect(pages).toHaveLength(7);
    expect(await extractText(pages[2] ?? new Uint8Array())).toContain('Página 3 de 3');
  });

  it('produces pages one at a time', async () => {
    const iterator = splitPdfPages(bulk.bytes);
    const first = await iterator.next();
    expect(first.done).toBe(false);
    await iterator.return(undefined);
  });

  it('does not drag the other pages into a page that links to them', async () => {
    // Prepare
    const linked = await linkedDocument();
    // Act
    const [first, second] = await splitPdf(linked);
    // Assess: a page with a link is no bigger than one without.
    expect(first?.length).toBeLessThan((second?.length ?? 0) * 1.2);
    expect(await extractText(first ?? new Uint8Array())).toContain('Pagina 1');
  });

  it('throws the inspection’s reason for a file it cannot split', async () => {
    await expect(splitPdf(makeEncryptedPdf())).rejects.toEqual(new PdfSplitError('encrypted', pdfProblemMessages.encrypted));
  });

  it.skipIf(!checkersPresent('qpdf', 'pdftotext'))(
    'agrees with qpdf on the page count and with pdftotext on each page’s words',
    async () => {
      const pages = await splitPdf(bulk.bytes);
      expect(qpdfPageCount(bulk.bytes)).toBe(pages.length);
      for (const [i, page] of pages.entries()) {
        expect(qpdfPageCount(page)).toBe(1);
        expect(words(pdftotextPage(page, 1)).sort()).toEqual(words(pdftotextPage(bulk.bytes, i + 1)).sort());
      }
    },
  );
});
