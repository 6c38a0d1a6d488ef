import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventoStatus, invalidPageCursorMessage, toQueryString } from '@ocupacional/shared';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { newId } from '../../functions/src/data/entities/keys';
import { lotesEsocial } from '../../functions/src/data/entities/lote-esocial';
import { uploads } from '../../functions/src/data/entities/upload';
import { migrarEventosParaListas } from '../../functions/src/data/esocial/eventos';
import { contarLotesExistentes } from '../../functions/src/data/esocial/lotes';
import { countExistingUploads } from '../../functions/src/data/uploads';
import { countExistingMailLog, queueMail } from '../../functions/src/mail/queue';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { dynamo, resources } from '../../functions/src/platform';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  empresaA,
  empresaB,
  esocialPath,
  esocialTenant,
  trabalhadores,
  startEsocialCloud,
  type EsocialCaller as Caller,
  type EsocialCloud,
} from '../support/esocial-fixtures';

/*
 * Issue 17, the keyed lists of the eSocial events (per layout and the manual ones), the lotes, the e-mail log and
 * the uploads history: on a data set bigger than two pages (written with the entities' batch puts, counters counted
 * by the migrations' own functions), the first page is the newest rows, following `next` walks every row once, a
 * page reads at most 2 × page size items (+ the one counter of the total, and for the windowed lists the one oldest
 * item that says whether the window holds the whole history), totals follow the writes, and a cursor of another
 * tenant, of another company or tampered answers 400 'Página inválida…' with no rows.
 */

type Row = Record<string, unknown> & { id: string };
type Page = { data: Row[]; pagination: { page: number; pagination: number; total: number | null; last_page: number | null; next?: string | null } };

const { tenant } = esocialTenant;
const size = 5;
const seeded = 12;
const hour = 3_600_000;
const now = Date.now();

/** `count` instants an hour apart, the newest first, ending an hour ago. */
const instants = (count: number, offsetHours = 0) => Array.from({ length: count }, (_, index) => new Date(now - (index + 1 + offsetHours) * hour));

const evento = (at: Date, layout: 'S-2220' | 'S-2240', empresa: typeof empresaA, avulso: boolean) => {
  const funcionario = empresa.id === empresaA.id ? trabalhadores.maria : trabalhadores.ana;
  return {
    tenant,
    id: newId(at),
    layout,
    empresaId: empresa.id,
    empresaNome: empresa.nome,
    empresaCnpj: empresa.cnpj,
    funcionarioId: funcionario.id,
    funcionarioNome: funcionario.nome,
    funcionarioCpf: funcionario.cpf,
    origem: avulso ? ('avulso' as const) : ('consulta' as const),
    avulso,
    tipoStatus: avulso ? eventoStatus.avulsoNaoEnviado : eventoStatus.pendente,
    createdAt: at.toISOString(),
  };
};

/** A cursor as the server writes it (base64url JSON of an index key), for the tampered cases. */
const cursorOf = (key: Record<string, string>) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('issue 17: keyed lists of eSocial events, lotes, the e-mail log and the uploads', () => {
  let esocial: EsocialCloud<'admin' | 'empresaA'> | undefined;
  let admin: Caller;
  let empresaUser: Caller;
  const ids = { s2220: [] as string[], avulsos: [] as string[], lotes: [] as string[], emails: [] as string[], uploads: [] as string[] };

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin', 'empresaA'] });
    ({ admin, empresaA: empresaUser } = esocial.callers);
    // S-2220 of company A (12, the newest first) and B (3, older), manual S-2240 of A (12), and another tenant's.
    const s2220 = instants(seeded).map((at) => evento(at, 'S-2220', empresaA, false));
    const deB = instants(3, seeded).map((at) => evento(at, 'S-2220', empresaB, false));
    const avulsos = instants(seeded).map((at) => evento(at, 'S-2240', empresaA, true));
    const outro = instants(3).map((at) => ({ ...evento(at, 'S-2220', empresaA, false), tenant: 'outro-tenant' }));
    await eventosEsocial().put([...s2220, ...deB, ...avulsos, ...outro]).go();
    ids.s2220 = s2220.map((item) => item.id);
    ids.avulsos = avulsos.map((item) => item.id);
    const lotes = instants(seeded).map((at, index) => ({
      tenant,
      id: newId(at),
      numero: index + 1,
      empresaId: empresaA.id,
      empresaNome: empresaA.nome,
      empresaCnpj: empresaA.cnpj,
      layout: 'S-2220' as const,
      eventoIds: ['evento-que-nao-existe'],
      totalEvento: 1,
      situacao: 'pronto' as const,
      createdAt: at.toISOString(),
    }));
    await lotesEsocial().put(lotes).go();
    ids.lotes = lotes.map((item) => item.id);
    const emails = instants(seeded).map((at) => ({
      tenant,
      id: newId(at),
      point: 'esocial-lote',
      pointId: 'lote-1',
      remetente: 'nao-responda@esoc.example.com.br',
      destinatario: 'rh@alfa.example.com.br',
      assunto: 'Lote eSocial',
      situacao: 'enviado' as const,
      createdAt: at.toISOString(),
    }));
    await emailEnvios().put(emails).go();
    ids.emails = emails.map((item) => item.id);
    const files = instants(seeded).map((at) => {
      const uploadId = newId(at);
      return { tenant, uploadId, source: 'upload', bucket: 'files', key: `${tenant}/${uploadId}.pdf`, name: `aso-${uploadId}.pdf`, status: 'identificado' as const, createdAt: at.toISOString() };
    });
    await uploads().put(files).go();
    ids.uploads = files.map((item) => item.uploadId);
    // The counters as the migrations that introduced them count what is there.
    await migrarEventosParaListas();
    await contarLotesExistentes();
    await countExistingMailLog();
    await countExistingUploads();
  }, 180_000);

  afterAll(() => esocial?.stop());

  const get = async (caller: Caller, path: string, params: { cursor?: string; filter?: object } = {}) => {
    const answer = await caller('GET', `${path}${toQueryString({ pagination: size, ...params })}`);
    return { ...answer, page: answer.json.data as Page, itemsRead: Number(answer.response.headers.get(readMeterHeader.items)) };
  };

  /** Every page from the first, following `next`; asserts each page's reads. */
  const walk = async (caller: Caller, path: string, lookups: number, filter?: object) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const answer = await get(caller, path, { ...(cursor ? { cursor } : {}), ...(filter ? { filter } : {}) });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.response.headers.get(readMeterHeader.items)).toMatch(/^\d+$/);
      // One page: page size + 1 items of the index, plus the stated lookups.
      expect(answer.itemsRead).toBeLessThanOrEqual(2 * size + lookups);
      rows.push(...answer.page.data);
      cursor = answer.page.pagination.next ?? undefined;
      if (!cursor) break;
    }
    return rows;
  };

  const eventos = esocialPath('web', 'esocialEventos', { layout: 'S-2220' });
  const avulsos = esocialPath('web', 'esocialAvulsos');
  const lotes = esocialPath('web', 'esocialLotes');
  const emailLog = esocialPath('web', 'emailLogPonto', { pointType: 'esocial-lote', pointId: 'lote-1' });
  const uploadList = esocialPath('web', 'asoUploads');

  it("reads one page of a layout's events, newest first, and walks them all with next", async () => {
    // Act
    const first = await get(admin, eventos);
    const all = await walk(admin, eventos, 1);

    // Assess: the tenant's S-2220 (A's 12 and B's 3), newest first, each once; the total from the counter.
    expect(first.page.data.map((row) => row.id)).toEqual(ids.s2220.slice(0, size));
    expect(first.page.pagination).toMatchObject({ page: 1, pagination: size, total: seeded + 3, last_page: 3 });
    expect(all).toHaveLength(seeded + 3);
    expect(new Set(all.map((row) => row.id)).size).toBe(seeded + 3);
    expect(all.map((row) => row.created_at)).toEqual([...all.map((row) => row.created_at)].sort().reverse());
  });

  it("reads a company user's events from its company's partition only", async () => {
    // Act
    const path = esocialPath('empresa', 'esocialEventos', { layout: 'S-2220' });
    const all = await walk(empresaUser, path, 1);
    const first = await get(empresaUser, path);

    // Assess
    expect(all.map((row) => row.id)).toEqual(ids.s2220);
    expect(first.page.pagination.total).toBe(seeded);
  });

  it('reads the manual events from their sparse index, with their total', async () => {
    // Act
    const first = await get(admin, avulsos);
    const all = await walk(admin, avulsos, 1);

    // Assess
    expect(first.page.data.map((row) => row.id)).toEqual(ids.avulsos.slice(0, size));
    expect(first.page.pagination.total).toBe(seeded);
    expect(all.map((row) => row.id)).toEqual(ids.avulsos);
  });

  it('answers a null total under a narrowing filter, and the rows it narrows to', async () => {
    // Act
    const deB = await get(admin, eventos, { filter: { id_empresa: empresaB.id } });

    // Assess
    expect(deB.page.data).toHaveLength(3);
    expect(deB.page.pagination.total).toBe(3);
    const comStatus = await get(admin, eventos, { filter: { id_tipo_status: [eventoStatus.pendente] } });
    expect(comStatus.page.pagination.total).toBeNull();
    expect(comStatus.page.data.map((row) => row.id)).toEqual(ids.s2220.slice(0, size));
  });

  it('reads the lotes, the e-mail log and the uploads one page at a time', async () => {
    // Act
    const lotesFirst = await get(admin, lotes);
    const logFirst = await get(admin, emailLog);
    const uploadsFirst = await get(admin, uploadList);

    // Assess: counter BatchGet 1; the windowed lists also read their oldest item (1).
    expect(lotesFirst.page.data.map((row) => row.id)).toEqual(ids.lotes.slice(0, size));
    expect(lotesFirst.page.pagination.total).toBe(seeded);
    expect((await walk(admin, lotes, 1)).map((row) => row.id)).toEqual(ids.lotes);
    expect(logFirst.page.data.map((row) => row.id)).toEqual(ids.emails.slice(0, size));
    expect(logFirst.page.pagination.total).toBe(seeded);
    expect((await walk(admin, emailLog, 2)).map((row) => row.id)).toEqual(ids.emails);
    expect(uploadsFirst.page.data.map((row) => row.id)).toEqual(ids.uploads.slice(0, size));
    expect(uploadsFirst.page.pagination.total).toBe(seeded);
    expect((await walk(admin, uploadList, 2)).map((row) => row.id)).toEqual(ids.uploads);
  });

  it('keeps the totals with the writes', async () => {
    // Act: a manual event never sent is deleted, a lote is deleted, a message is logged, an upload is deleted.
    const apagado = await admin('POST', esocialPath('web', 'esocialEventosDeletar', { layout: 'S-2240' }), { ids: [ids.avulsos[0]] });
    const loteApagado = await admin('POST', esocialPath('web', 'esocialLotesDeletar'), { ids: [ids.lotes[0]] });
    const emailId = await queueMail(
      { tenant, point: 'esocial-lote', pointId: 'lote-1', to: 'sesmt@alfa.example.com.br', subject: 'Lote eSocial', text: 'Segue o lote.' },
      { queue: false },
    );
    const uploadApagado = await admin('POST', esocialPath('web', 'asoUploadsDeletar'), { ids: [ids.uploads[0]] });

    // Assess
    expect(apagado.status, JSON.stringify(apagado.json)).toBe(200);
    expect(loteApagado.status, JSON.stringify(loteApagado.json)).toBe(200);
    expect(uploadApagado.status, JSON.stringify(uploadApagado.json)).toBe(200);
    const avulsosDepois = await get(admin, avulsos);
    expect(avulsosDepois.page.pagination.total).toBe(seeded - 1);
    expect(avulsosDepois.page.data.map((row) => row.id)).toEqual(ids.avulsos.slice(1, size + 1));
    expect((await get(admin, lotes)).page.pagination.total).toBe(seeded - 1);
    const log = await get(admin, emailLog);
    expect(log.page.pagination.total).toBe(seeded + 1);
    expect(log.page.data[0]?.id).toBe(emailId);
    expect((await get(admin, uploadList)).page.pagination.total).toBe(seeded - 1);
  });

  it('puts a manual event written before its index into the list when the migration runs', async () => {
    // Arrange: an event as the version before issue 17 wrote it (no gsi4/gsi5 keys, no search text).
    const antigo = evento(new Date(now - 30 * 60_000), 'S-2220', empresaA, true);
    await eventosEsocial().put(antigo).go();
    await dynamo().send(
      new UpdateCommand({
        TableName: resources.tableName(),
        Key: { pk: `T#${tenant}`, sk: `ESOCIAL_EVENTO#${antigo.id}` },
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk, gsi5pk, gsi5sk, busca',
      }),
    );
    const antes = await get(admin, avulsos);

    // Act
    await migrarEventosParaListas();
    const depois = await get(admin, avulsos);

    // Assess
    expect(antes.page.data.map((row) => row.id)).not.toContain(antigo.id);
    expect(depois.page.data[0]?.id).toBe(antigo.id);
    expect(depois.page.pagination.total).toBe(antes.page.pagination.total as number + 1);
    const porNome = await admin('GET', `${avulsos}${toQueryString({ pagination: size, search: 'maria souza' })}`);
    expect((porNome.json.data as Page).data.map((row) => row.id)).toContain(antigo.id);
  });

  it("answers 400 to another tenant's, another company's or a tampered cursor, revealing nothing", async () => {
    // Arrange
    const ofOtherTenant = cursorOf({ pk: 'T#outro-tenant', sk: 'x', gsi2pk: 'T#outro-tenant#ESOCIAL#S-2220', gsi2sk: 'x' });
    const ofCompanyB = cursorOf({ pk: `T#${tenant}`, sk: 'x', gsi1pk: `T#${tenant}#EMPRESA#${empresaB.id}#ESOCIAL#S-2220`, gsi1sk: '9999' });
    const ofOtherPoint = cursorOf({ pk: `T#${tenant}`, sk: 'x', gsi2pk: `T#${tenant}#LOG_EMAIL#esocial-lote#lote-2`, gsi2sk: '9999' });
    const valid = (await get(admin, eventos)).page.pagination.next as string;

    // Act
    const answers = [
      await get(admin, eventos, { cursor: ofOtherTenant }),
      await get(empresaUser, esocialPath('empresa', 'esocialEventos', { layout: 'S-2220' }), { cursor: ofCompanyB }),
      await get(admin, eventos, { cursor: `${valid.slice(0, -4)}AAAA` }),
      await get(admin, lotes, { cursor: valid }),
      await get(admin, emailLog, { cursor: ofOtherPoint }),
      await get(admin, uploadList, { cursor: valid }),
    ];

    // Assess
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json.msg).toBe(invalidPageCursorMessage);
      expect(JSON.stringify(answer.json)).not.toContain('Maria');
    }
  });
});
