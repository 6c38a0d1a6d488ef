import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  anexoTooLargeMessage,
  anexoWrongTypeMessage,
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  ltcatAnexoArquivoMessage,
  ltcatAnexoBloqueadoMessage,
  ltcatCopiaPpraIndisponivelMessage,
  ltcatFrenteInvalidaMessage,
  ltcatOrigemNaoEncontradaMessage,
  ltcatPrimeiraRevisaoMessage,
  ltcatRevisadoMessage,
  ltcatVencimentoAnteriorMessage,
  recordSavedMessage,
  requiredMessage,
  staleRecordMessage,
  toQueryString,
  type AnexoSlot,
  type Ltcat,
  type LtcatAnexo,
  type LtcatLinha,
  type LtcatUltimaRevisao,
} from '@ocupacional/shared';
import { clientes } from '../../functions/src/data/entities/cliente';
import { fdts } from '../../functions/src/data/entities/fdt';
import { empresas } from '../../functions/src/data/entities/empresa';
import { ltcatAnexos } from '../../functions/src/data/entities/ltcat';
import { profissionais } from '../../functions/src/data/entities/profissional';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { forbiddenMessage, notFoundMessage, packageMissingMessage } from '../../functions/src/platform/messages';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { postToS3 } from '../support/aso-fixtures';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, the LTCAT record (spec 3 §2.3, §3, §4, §6, §7): create with the revision rules enforced by the server
 * (pt-BR field messages), edit at the version read, the list by expiry or company with an expiry range and search one
 * page at a time, the soft delete of a front's newest revisions, 567 to change, package 27 to create, tenant isolation,
 * and Documentos e Anexos (576; status 79 or none) with files posted to the local S3.
 */

type Page<R> = { data: R[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 15: the LTCAT record and its attachments', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', ltcat: '', beta: '' };
  const alfa = tenants.alfa.tenant;
  const beta = tenants.beta.tenant;
  const ids = { first: '', second: '', third: '', copy: '', other: '', anexo: '' };

  const login = async (cpf: string, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const path = (id: string, params: Record<string, string> = {}) => buildPath(apiRoute(id as never), params);
  const cadastrar = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', path('ltcatCadastrar'), body);
  const editar = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', path('ltcatEditar'), body);
  const ler = async (id: string, who: keyof typeof cookies = 'admin') => as(who)('GET', path('ltcat', { id }));
  const ultima = async (fdt: string, who: keyof typeof cookies = 'admin') => as(who)('GET', path('ltcatUltimaRevisao', { fdt }));
  const lista = async (query: Parameters<typeof toQueryString>[0] = {}) => {
    const answer = await as('admin')('GET', `${path('ltcatLista')}${toQueryString(query)}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return { page: answer.json.data as Page<LtcatLinha>, items: Number(answer.response.headers.get(readMeterHeader.items)) };
  };
  const fieldsOf = (answer: { json: { data?: unknown } }) => (answer.json.data as Fields).fields;
  const base = { id_emp: 'empresa-1', id_fdt: 'fdt-1', id_tipo_ltcat: 228 };

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const hash = await hashPassword(senha);
    // Beta without package 27; a web administrator there. Alfa: an operator with 567 but not 576.
    await clientes().patch({ tenant: beta }).set({ pacotes: [30] }).go();
    await usuarios()
      .put({ tenant: beta, id: 'web-adm-beta', pointType: 'web', pointNome: 'web beta', pointCnpj: tenants.beta.cnpj, cpf: users.webAdmin.cpf,
        nome: 'Administrador beta', usuario: 'web-adm-beta', email: 'adm@beta.example.com.br', senhaHash: hash, isAdm: true, sessao: 8 })
      .go();
    await usuarios()
      .put({ tenant: alfa, id: 'web-ltcat', pointType: 'web', pointNome: 'web alfa', pointCnpj: tenants.alfa.cnpj, cpf: '52998224725',
        nome: 'Técnico LTCAT', usuario: 'web-ltcat', email: 'ltcat@alfa.example.com.br', senhaHash: hash, acessoModulo: [1], acessoPermissao: [567], sessao: 8 })
      .go();
    await empresas().put({ tenant: alfa, id: 'empresa-2', nome: 'Metalúrgica Beta Ltda', cnpj: '11222333000181', uf: 'SP', cidade: 'Santos' }).go();
    for (const [id, empresaId, descricao] of [
      ['fdt-1', 'empresa-1', 'Matriz'],
      ['fdt-2', 'empresa-1', 'Filial Norte'],
      ['fdt-3', 'empresa-2', 'Galpão'],
    ] as const) {
      await fdts().put({ tenant: alfa, id, empresaId, descricao }).go();
    }
    await fdts().put({ tenant: beta, id: 'fdt-beta', empresaId: 'empresa-1', descricao: 'Beta' }).go();
    await profissionais().put({ tenant: alfa, id: 'prof-1', nome: 'Eng. Maria Souza', cpf: '11144477735', ideOc: 4, nrOc: '123456', ufOc: 'SP' }).go();
    cookies.admin = await login(users.webAdmin.cpf, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador.cpf, tenants.alfa.cnpj);
    cookies.ltcat = await login('52998224725', tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin.cpf, tenants.beta.cnpj);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('answers the field messages: required company, front and dates; expiry before the date; a copy without its source', async () => {
    // Act
    const empty = await cadastrar({});
    const backwards = await cadastrar({ ...base, data: '2025-05-10', vencimento: '2025-05-09' });
    const copy = await cadastrar({ ...base, id_tipo_ltcat: 206, data: '2025-05-10', vencimento: '2026-05-10' });
    const otherFront = await cadastrar({ ...base, id_fdt: 'fdt-3', data: '2025-05-10', vencimento: '2026-05-10' });
    // Assess
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({ id_emp: [requiredMessage], id_fdt: [requiredMessage], data: [requiredMessage], vencimento: [requiredMessage] });
    expect(fieldsOf(backwards)).toEqual({ vencimento: [ltcatVencimentoAnteriorMessage] });
    expect(fieldsOf(copy)).toEqual({ id_ltcat: [requiredMessage] });
    expect(fieldsOf(otherFront)).toEqual({ id_fdt: [ltcatFrenteInvalidaMessage] });
  });

  it('makes a front’s first LTCAT type 2 and numbers the revisions, refusing the wrong type and an earlier date', async () => {
    // Act: the first LTCAT of fdt-1
    const wrongFirst = await cadastrar({ ...base, id_tipo_revisao: 3, data: '2024-03-01', vencimento: '2025-03-01' });
    const first = await cadastrar({ ...base, id_tipo_revisao: 2, data: '2024-03-01', vencimento: '2025-03-01', id_res: 'prof-1', obs: 'Laudo inicial' });
    ids.first = (first.json.data as { id: string }).id;
    // a revision within the year
    const again2 = await cadastrar({ ...base, id_tipo_revisao: 2, data: '2024-09-01', vencimento: '2025-09-01' });
    const as4 = await cadastrar({ ...base, id_tipo_revisao: 4, data: '2024-09-01', vencimento: '2025-09-01' });
    const earlier = await cadastrar({ ...base, id_tipo_revisao: 3, data: '2024-02-29', vencimento: '2025-09-01' });
    const second = await cadastrar({ ...base, id_tipo_revisao: 3, data: '2024-09-01', vencimento: '2025-09-01' });
    ids.second = (second.json.data as { id: string }).id;
    // more than a year after the second
    const as3 = await cadastrar({ ...base, id_tipo_revisao: 3, data: '2025-09-02', vencimento: '2026-09-02' });
    const third = await cadastrar({ ...base, id_tipo_revisao: 4, data: '2025-09-02', vencimento: '2026-09-02' });
    ids.third = (third.json.data as { id: string }).id;
    // Assess
    expect(fieldsOf(wrongFirst)).toEqual({ id_tipo_revisao: [ltcatPrimeiraRevisaoMessage] });
    expect(first.json.msg).toBe(recordSavedMessage);
    expect(fieldsOf(again2)).toEqual({ id_tipo_revisao: ['O tipo de revisão desta frente de trabalho deve ser Revisão'] });
    expect(fieldsOf(as4)).toEqual({ id_tipo_revisao: ['O tipo de revisão desta frente de trabalho deve ser Revisão'] });
    expect(fieldsOf(earlier)).toEqual({ data: ['A data não pode ser anterior à da última revisão (01/03/2024)'] });
    expect(second.status).toBe(200);
    expect(fieldsOf(as3)).toEqual({ id_tipo_revisao: ['O tipo de revisão desta frente de trabalho deve ser Renovação'] });
    expect(third.status).toBe(200);
    const last = (await ultima('fdt-1')).json.data as LtcatUltimaRevisao;
    expect(last).toMatchObject({ id: ids.third, rev: 3, descricao: 'Renovação 3', data: '2025-09-02', id_tipo_revisao: 4 });
    expect(last.parent).toMatchObject({ id: ids.second, rev: 2, descricao: 'Revisão 2', data: '2024-09-01' });
    expect((await ultima('fdt-2')).json.data).toBeNull();
    const record = (await ler(ids.second)).json.data as Ltcat;
    expect(record).toMatchObject({ rev: 2, parent: ids.first, empresa: 'empresa alfa', fdt: 'Matriz', id_tipo_ltcat: 228, id_tipo_revisao: 3 });
    expect(record.revisao).toMatchObject({ id: ids.first, rev: 1, descricao: 'Elaboração', data: '2024-03-01', parent: null });
  });

  it('refuses a copy of a PPRA and of an unknown LTCAT; a copy of an LTCAT takes its professional and observation', async () => {
    // Act
    const ppra = await cadastrar({ ...base, id_fdt: 'fdt-2', id_tipo_ltcat: 205, id_rev: 'x', id_tipo_revisao: 2, data: '2025-01-10', vencimento: '2026-01-10' });
    const unknown = await cadastrar({ ...base, id_fdt: 'fdt-2', id_tipo_ltcat: 206, id_ltcat: 'nao-existe', id_tipo_revisao: 2, data: '2025-01-10', vencimento: '2026-01-10' });
    const copy = await cadastrar({ ...base, id_fdt: 'fdt-2', id_tipo_ltcat: 206, id_ltcat: ids.first, id_tipo_revisao: 2, data: '2025-01-10', vencimento: '2026-01-10' });
    ids.copy = (copy.json.data as { id: string }).id;
    // Assess
    expect(fieldsOf(ppra)).toEqual({ id_tipo_ltcat: [ltcatCopiaPpraIndisponivelMessage] });
    expect(fieldsOf(unknown)).toEqual({ id_ltcat: [ltcatOrigemNaoEncontradaMessage] });
    expect((await ler(ids.copy)).json.data).toMatchObject({ id_ltcat: ids.first, id_res: 'prof-1', obs: 'Laudo inicial', rev: 1, id_tipo_ltcat: 206 });
  });

  it('lists by expiry one page at a time, by company, within an expiry range and by search, with totals from counters', async () => {
    // Prepare: an LTCAT of the other company
    const other = await cadastrar({ id_emp: 'empresa-2', id_fdt: 'fdt-3', id_tipo_revisao: 2, data: '2025-02-01', vencimento: '2025-12-01' });
    ids.other = (other.json.data as { id: string }).id;
    // Act
    const all: LtcatLinha[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const { page, items } = await lista({ pagination: 2, cursor });
      expect(items).toBeLessThanOrEqual(2 * 2 + 2);
      expect(page.pagination.total).toBe(5);
      all.push(...page.data);
      cursor = page.pagination.next ?? undefined;
      if (!cursor) break;
    }
    const company = await lista({ filter: { id_empresa: 'empresa-2' } });
    const range = await lista({ filter: { vencimento: ['2025-09-01', '31/12/2025'] } });
    const search = await lista({ search: 'metalurgica' });
    // Assess
    expect(all.map((row) => row.vencimento)).toEqual(['2025-03-01', '2025-09-01', '2025-12-01', '2026-01-10', '2026-09-02']);
    expect(all[0]).toMatchObject({ empresa: 'empresa alfa', tipo_revisao: 'Elaboração', rev: 1 });
    expect(company.page.data.map((row) => row.id)).toEqual([ids.other]);
    expect(company.page.pagination.total).toBe(1);
    expect(range.page.data.map((row) => row.vencimento)).toEqual(['2025-09-01', '2025-12-01']);
    expect(range.page.pagination.total).toBeNull();
    expect(search.page.data.map((row) => row.empresa)).toEqual(['Metalúrgica Beta Ltda']);
  });

  it('edits the dates, professional and observation at the version read; not before the revision it revised', async () => {
    // Prepare
    const record = (await ler(ids.second)).json.data as Ltcat;
    // Act
    const early = await editar({ ...base, id: ids.second, versao: record.versao, data: '2024-02-01', vencimento: '2027-01-01' });
    const saved = await editar({ ...base, id: ids.second, versao: record.versao, data: '2024-10-01', vencimento: '2027-01-01', id_mod: 'modelo-1', obs: 'Revisado' });
    const stale = await editar({ ...base, id: ids.second, versao: record.versao, data: '2024-10-01', vencimento: '2027-01-01' });
    // Assess
    expect(fieldsOf(early)).toEqual({ data: ['A data não pode ser anterior à da última revisão (01/03/2024)'] });
    expect(saved.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(staleRecordMessage);
    expect((await ler(ids.second)).json.data).toMatchObject({ data: '2024-10-01', vencimento: '2027-01-01', id_mod: 'modelo-1', obs: 'Revisado', id_tipo_revisao: 3 });
    const { page } = await lista();
    expect(page.data.at(-1)?.id).toBe(ids.second);
  });

  it('needs 567 to change, package 27 to create, and answers 404 for another tenant’s records', async () => {
    // Act
    const noPermission = await cadastrar({ ...base, id_tipo_revisao: 4, data: '2026-01-01', vencimento: '2027-01-01' }, 'operador');
    const noPermissionDelete = await as('operador')('POST', path('ltcatDeletar'), { ids: [ids.third] });
    const noPackage = await cadastrar({ id_emp: 'empresa-1', id_fdt: 'fdt-beta', id_tipo_revisao: 2, data: '2025-01-01', vencimento: '2026-01-01' }, 'beta');
    // Assess
    expect(noPermission.status).toBe(403);
    expect(noPermission.json.msg).toBe(forbiddenMessage);
    expect(noPermissionDelete.status).toBe(403);
    expect(noPermissionDelete.json.msg).toBe(deleteForbiddenMessage);
    expect(noPackage.status).toBe(403);
    expect(noPackage.json.msg).toBe(packageMissingMessage);
    expect((await ler(ids.first, 'operador')).status).toBe(200);
    for (const answer of [
      await ler(ids.first, 'beta'),
      await ultima('fdt-1', 'beta'),
      await editar({ ...base, id: ids.first, versao: 1, data: '2024-03-01', vencimento: '2025-03-01' }, 'beta'),
      await as('beta')('POST', path('ltcatDeletar'), { ids: [ids.first] }),
      await as('beta')('GET', path('ltcatAnexoLista', { ltcat: ids.first })),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.msg).toBe(notFoundMessage);
    }
  });

  it('deletes only a front’s newest revisions and never reuses a revision number', async () => {
    // Act
    const middle = await as('ltcat')('POST', path('ltcatDeletar'), { ids: [ids.second] });
    const newest = await as('ltcat')('POST', path('ltcatDeletar'), { ids: [ids.third] });
    const next = await cadastrar({ ...base, id_tipo_revisao: 4, data: '2026-01-05', vencimento: '2027-01-05' });
    // Assess
    expect(middle.status).toBe(400);
    expect(middle.json.msg).toBe(ltcatRevisadoMessage);
    expect(newest.status).toBe(200);
    expect((await ler(ids.third)).status).toBe(404);
    const last = (await ultima('fdt-1')).json.data as LtcatUltimaRevisao;
    expect(last).toMatchObject({ id: (next.json.data as { id: string }).id, rev: 4 });
    expect(last.parent?.id).toBe(ids.second);
    expect((await lista()).page.pagination.total).toBe(5);
  });

  describe('Documentos e Anexos', () => {
    const anexoPath = (id: string, params: Record<string, string> = {}) => path(id, { ltcat: ids.first, ...params });
    const upload = async (nome: string, bytes: Uint8Array, type: string, who: keyof typeof cookies = 'admin') => {
      const answer = await as(who)('POST', anexoPath('ltcatAnexoUpload'), { nome, tamanho: bytes.length, tipo: type });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const slot = answer.json.data as AnexoSlot;
      expect((await postToS3(slot, bytes, nome, slot.content_type)).status).toBeLessThan(300);
      return slot;
    };
    const salvar = (body: unknown, who: keyof typeof cookies = 'admin') => as(who)('POST', anexoPath('ltcatAnexoEditar'), body);
    const anexos = async (who: keyof typeof cookies = 'admin') =>
      (await as(who)('GET', anexoPath('ltcatAnexoLista'))).json.data as Page<LtcatAnexo>;
    const pdf = new TextEncoder().encode('%PDF-1.4 laudo');

    it('refuses a file over 50 MB or of another type before any byte moves', async () => {
      const big = await as('admin')('POST', anexoPath('ltcatAnexoUpload'), { nome: 'a.pdf', tamanho: 50 * 1024 * 1024 + 1 });
      const doc = await as('admin')('POST', anexoPath('ltcatAnexoUpload'), { nome: 'a.doc', tamanho: 10 });
      expect(fieldsOf(big)).toEqual({ tamanho: [anexoTooLargeMessage] });
      expect(fieldsOf(doc)).toEqual({ nome: [anexoWrongTypeMessage] });
    });

    it('saves an uploaded file, lists it with a download link and edits it', async () => {
      // Act
      const slot = await upload('Laudo Técnico.pdf', pdf, 'application/pdf');
      const missing = await salvar({ descricao: 'Sem arquivo' });
      const saved = await salvar({ descricao: 'Laudo assinado', arquivo: slot.chave });
      ids.anexo = (saved.json.data as { id: string }).id;
      const page = await anexos();
      const download = await fetch(page.data[0]!.arquivo.url);
      const edited = await salvar({ id: ids.anexo, versao: page.data[0]!.versao, descricao: 'Laudo assinado v2', obs: 'ok' });
      // Assess
      expect(fieldsOf(missing)).toEqual({ arquivo: [ltcatAnexoArquivoMessage] });
      expect(saved.json.msg).toBe(recordSavedMessage);
      expect(page.pagination.total).toBe(1);
      expect(page.data[0]).toMatchObject({ descricao: 'Laudo assinado', editavel: true, tipo_status: null });
      expect(page.data[0]!.arquivo).toMatchObject({ nome: 'Laudo-Tecnico.pdf', tamanho: pdf.length, content_type: 'application/pdf' });
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
      expect(edited.status).toBe(200);
      expect((await as('admin')('GET', anexoPath('ltcatAnexo', { id: ids.anexo }))).json.data).toMatchObject({ descricao: 'Laudo assinado v2', obs: 'ok' });
    });

    it('refuses a key of another LTCAT, a file stored with another type and one over 50 MB', async () => {
      // Prepare: objects written straight to the bucket under this LTCAT, as a form breaking its policy would leave them
      const bucket = cloud.resources.bucketNames.files;
      const prefix = `ltcat/${alfa}/${ids.first}/anexo`;
      await cloud.clients.s3.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/x1/foto.pdf`, Body: pdf, ContentType: 'image/png' }));
      await cloud.clients.s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/x2/grande.zip`, Body: new Uint8Array(50 * 1024 * 1024 + 1), ContentType: 'application/zip' }),
      );
      // Act
      const foreign = await salvar({ descricao: 'x', arquivo: `ltcat/${alfa}/${ids.second}/anexo/u/a.pdf` });
      const wrongType = await salvar({ descricao: 'x', arquivo: `${prefix}/x1/foto.pdf` });
      const tooBig = await salvar({ descricao: 'x', arquivo: `${prefix}/x2/grande.zip` });
      // Assess
      for (const answer of [foreign, wrongType, tooBig]) expect(fieldsOf(answer)).toEqual({ arquivo: [ltcatAnexoArquivoMessage] });
      expect((await anexos()).pagination.total).toBe(1);
    }, 60_000);

    it('needs 576 to change an attachment and status 79 or none', async () => {
      // Act
      const page = await anexos('ltcat');
      const noUpload = await as('ltcat')('POST', anexoPath('ltcatAnexoUpload'), { nome: 'a.pdf', tamanho: 3 });
      const noEdit = await salvar({ id: ids.anexo, versao: page.data[0]!.versao, descricao: 'y' }, 'ltcat');
      const noDelete = await as('ltcat')('POST', anexoPath('ltcatAnexoDeletar'), { ids: [ids.anexo] });
      await ltcatAnexos().patch({ tenant: alfa, ltcatId: ids.first, id: ids.anexo }).set({ tipoStatus: 80 }).go();
      const processing = await anexos();
      const blockedEdit = await salvar({ id: ids.anexo, versao: processing.data[0]!.versao, descricao: 'z' });
      const blockedDelete = await as('admin')('POST', anexoPath('ltcatAnexoDeletar'), { ids: [ids.anexo] });
      await ltcatAnexos().patch({ tenant: alfa, ltcatId: ids.first, id: ids.anexo }).set({ tipoStatus: 79 }).go();
      const deleted = await as('admin')('POST', anexoPath('ltcatAnexoDeletar'), { ids: [ids.anexo] });
      // Assess
      expect(page.data[0]!.editavel).toBe(false);
      for (const answer of [noUpload, noEdit]) expect([answer.status, answer.json.msg]).toEqual([403, forbiddenMessage]);
      expect([noDelete.status, noDelete.json.msg]).toEqual([403, deleteForbiddenMessage]);
      expect(processing.data[0]).toMatchObject({ editavel: false, tipo_status: 80 });
      for (const answer of [blockedEdit, blockedDelete]) expect([answer.status, answer.json.msg]).toEqual([409, ltcatAnexoBloqueadoMessage]);
      expect(deleted.status).toBe(200);
      expect((await anexos()).data).toEqual([]);
      expect((await anexos()).pagination.total).toBe(0);
      expect((await as('admin')('GET', anexoPath('ltcatAnexo', { id: ids.anexo }))).status).toBe(404);
    });
  });
});
