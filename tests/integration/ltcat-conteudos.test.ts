import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  conclusaoTecnicaNomeTakenMessage,
  conteudoNaoEditavelMessage,
  deleteForbiddenMessage,
  epiCaTakenMessage,
  invalidCaMessage,
  invalidOptionMessage,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  toQueryString,
  type ConclusaoTecnica,
  type Epi,
  type ListQueryInput,
  type LtcatConteudo,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { ltcatModeloSecoes, ltcatModeloVisivel, conclusaoTecnicaPorId, episPorIds } from '../../functions/src/data/ltcat-conteudos';
import { darModeloPadraoAosClientes, ltcatModeloPadrao } from '../../functions/src/data/ltcat-modelo-padrao';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { createTenant, newTenantSchema } from '../../infra/ops/tenant-provisioning';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, wave 1: the LTCAT catalogues. Conclusões Técnicas on the registry pattern (name unique in the tenant, 573
 * to change, soft delete, tenant isolation); the EPI catalogue (CA digits unique in the tenant, 567 to change); the
 * LTCAT model's sections (in order, only tipo 0's text editable, 569 to change, HTML sanitized on the server, the
 * ocultar switches kept) and the default model a tenant gets.
 */

type Page<R> = { data: R[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 15: LTCAT catalogues (conclusões técnicas, EPI, conteúdos do modelo)', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', tecnico: '', beta: '' };

  const login = async (cpf: string, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const senhaHash = await hashPassword(senha);
    const webUser = (tenant: string, id: string, cpf: string, cnpj: string, extra: object) =>
      usuarios()
        .put({
          tenant,
          id,
          pointType: 'web',
          pointNome: `web ${tenant}`,
          pointCnpj: cnpj,
          cpf,
          nome: `Usuário ${id}`,
          usuario: id,
          email: `${id}@${tenant}.example.com.br`,
          senhaHash,
          sessao: 8,
          ...extra,
        })
        .go();
    // An engineer with the LTCAT catalogues' permissions (not an administrator); the other tenant's administrator.
    await webUser(tenants.alfa.tenant, 'web-tecnico', '52998224725', tenants.alfa.cnpj, { isAdm: false, acessoModulo: [1], acessoPermissao: [573, 569, 567] });
    await webUser(tenants.beta.tenant, 'web-adm-beta', users.webAdmin.cpf, tenants.beta.cnpj, { isAdm: true });
    // The fixtures' tenants were written without provisioning: the migration gives them the default model.
    await darModeloPadraoAosClientes();
    cookies.admin = await login(users.webAdmin.cpf, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador.cpf, tenants.alfa.cnpj);
    cookies.tecnico = await login('52998224725', tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin.cpf, tenants.beta.cnpj);
  }, 120_000);
  afterAll(() => cloud?.stop());

  describe('Conclusões Técnicas', () => {
    const save = (body: unknown, who: keyof typeof cookies = 'tecnico') => as(who)('POST', buildPath(apiRoute('conclusaoTecnicaSalvar')), body);
    const list = async (who: keyof typeof cookies = 'admin', query: ListQueryInput = {}) => {
      const answer = await as(who)('GET', `${buildPath(apiRoute('conclusaoTecnicaLista'))}${toQueryString(query)}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.data as Page<ConclusaoTecnica>;
    };

    it('creates with 573 (name unique in the tenant, any accents or case), lists by name with the total, and refuses without 573', async () => {
      // Act
      const empty = await save({});
      const criadas: string[] = [];
      for (const nome of ['Exposição habitual e permanente', 'EPI eficaz', 'Abaixo do limite de tolerância']) {
        const answer = await save({ nome, descricao: `Texto de ${nome}` });
        expect(answer.json.msg, JSON.stringify(answer.json)).toBe(recordSavedMessage);
        criadas.push((answer.json.data as { id: string }).id);
      }
      const repetida = await save({ nome: 'EXPOSICAO  habitual e Permanente' });
      const semPermissao = await save({ nome: 'Outra' }, 'operador');
      const outroTenant = await save({ nome: 'EPI eficaz' }, 'beta');
      // Assess
      expect(empty.status).toBe(400);
      expect((empty.json.data as Fields).fields).toEqual({ nome: [requiredMessage] });
      expect(repetida.status).toBe(400);
      expect((repetida.json.data as Fields).fields).toEqual({ nome: [conclusaoTecnicaNomeTakenMessage] });
      expect(semPermissao.status).toBe(403);
      expect(outroTenant.status).toBe(200);
      const page = await list();
      expect(page.data.map((row) => row.nome)).toEqual(['Abaixo do limite de tolerância', 'EPI eficaz', 'Exposição habitual e permanente']);
      expect(page.pagination.total).toBe(3);
      expect(page.data[0]?.usuario).toBe('Usuário web-tecnico');
      expect((await list('admin', { search: 'epi' })).data.map((row) => row.nome)).toEqual(['EPI eficaz']);
      // Reading is open to the web area.
      expect((await list('operador')).data).toHaveLength(3);
    });

    it('edits at the version read (the name claim moves), keeps tenants apart (404) and soft-deletes with 573 only', async () => {
      // Prepare
      const [abaixo, epi] = (await list()).data;
      const id = abaixo?.id ?? '';
      // Act
      const edit = await save({ id, versao: 1, nome: 'Exposição eventual', descricao: null, ativo: 0 });
      const stale = await save({ id, versao: 1, nome: 'Exposição eventual' });
      const tomada = await save({ id, versao: 2, nome: 'EPI Eficaz' });
      const livre = await save({ nome: 'Abaixo do limite de tolerância' });
      const alheia = await as('beta')('GET', buildPath(apiRoute('conclusaoTecnica'), { id }));
      const alheiaEdit = await save({ id, versao: 2, nome: 'Invasão' }, 'beta');
      const alheiaDelete = await as('beta')('POST', buildPath(apiRoute('conclusaoTecnicaDeletar')), { ids: [id] });
      const negado = await as('operador')('POST', buildPath(apiRoute('conclusaoTecnicaDeletar')), { ids: [id] });
      const deleted = await as('tecnico')('POST', buildPath(apiRoute('conclusaoTecnicaDeletar')), { ids: [epi?.id] });
      const renamedAfter = await save({ nome: 'EPI eficaz' });
      // Assess
      expect(edit.status, JSON.stringify(edit.json)).toBe(200);
      expect(stale.status).toBe(409);
      expect((tomada.json.data as Fields).fields).toEqual({ nome: [conclusaoTecnicaNomeTakenMessage] });
      expect(livre.status).toBe(200);
      expect(alheia.status).toBe(404);
      expect(alheiaEdit.status).toBe(404);
      expect(alheiaDelete.status).toBe(404);
      expect(negado.status).toBe(403);
      expect(negado.json.msg).toBe(deleteForbiddenMessage);
      expect(deleted.json.msg).toBe(recordsDeletedMessage);
      expect(renamedAfter.status).toBe(200);
      const one = await as('admin')('GET', buildPath(apiRoute('conclusaoTecnica'), { id }));
      expect(one.json.data).toMatchObject({ nome: 'Exposição eventual', descricao: null, ativo: 0, versao: 2 });
      expect((await as('admin')('GET', buildPath(apiRoute('conclusaoTecnica'), { id: epi?.id ?? '' }))).status).toBe(404);
      const page = await list();
      expect(page.data.map((row) => row.nome)).toEqual(['Abaixo do limite de tolerância', 'EPI eficaz', 'Exposição eventual', 'Exposição habitual e permanente']);
      expect(page.pagination.total).toBe(4);
      // The next wave's read: a conclusion by id, never another tenant's or a deleted one.
      expect((await conclusaoTecnicaPorId(tenants.alfa.tenant, id))?.nome).toBe('Exposição eventual');
      expect(await conclusaoTecnicaPorId(tenants.beta.tenant, id)).toBeUndefined();
      expect(await conclusaoTecnicaPorId(tenants.alfa.tenant, epi?.id ?? '')).toBeUndefined();
    });
  });

  describe('Catálogo de EPI', () => {
    const save = (body: unknown, who: keyof typeof cookies = 'tecnico') => as(who)('POST', buildPath(apiRoute('epiSalvar')), body);
    const list = async (query: ListQueryInput = {}) =>
      ((await as('admin')('GET', `${buildPath(apiRoute('epiLista'))}${toQueryString(query)}`)).json.data as Page<Epi>);

    it('validates the CA (digits, leading zeros dropped, one per tenant) and the NR-6 category', async () => {
      // Act
      const invalid = await save({ nome: 'Luva', ca: '12a45', categoria: 'Z' });
      const zeros = await save({ nome: 'Luva', ca: '000' });
      const longo = await save({ nome: 'Luva', ca: '12345678901' });
      const semCa = await save({ nome: 'Luva' });
      const ok = await save({ nome: 'Protetor auditivo tipo plugue', ca: '005.745', categoria: 'c' });
      const concha = await save({ nome: 'Protetor auditivo tipo concha', ca: '14235', categoria: 'C' });
      const pff2 = await save({ nome: 'Respirador PFF2', ca: '38956', categoria: 'D' });
      const repetido = await save({ nome: 'Plugue de outro fornecedor', ca: '5745' });
      const semPermissao = await save({ nome: 'Capacete', ca: '31469' }, 'operador');
      const outroTenant = await save({ nome: 'Protetor auditivo tipo plugue', ca: '5745' }, 'beta');
      // Assess
      expect((invalid.json.data as Fields).fields).toEqual({ ca: [invalidCaMessage], categoria: [invalidOptionMessage] });
      expect((zeros.json.data as Fields).fields).toEqual({ ca: [invalidCaMessage] });
      expect((longo.json.data as Fields).fields).toEqual({ ca: [invalidCaMessage] });
      expect((semCa.json.data as Fields).fields).toEqual({ ca: [invalidCaMessage] });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(concha.status).toBe(200);
      expect(pff2.status).toBe(200);
      expect((repetido.json.data as Fields).fields).toEqual({ ca: [epiCaTakenMessage] });
      expect(semPermissao.status).toBe(403);
      expect(outroTenant.status).toBe(200);
      const page = await list();
      expect(page.data.map((row) => [row.nome, row.ca, row.categoria])).toEqual([
        ['Protetor auditivo tipo concha', '14235', 'C'],
        ['Protetor auditivo tipo plugue', '5745', 'C'],
        ['Respirador PFF2', '38956', 'D'],
      ]);
      expect(page.pagination.total).toBe(3);
      // A search of digits reads the CA prefix.
      expect((await list({ search: '389' })).data.map((row) => row.nome)).toEqual(['Respirador PFF2']);
    });

    it('edits (moving the CA claim), deletes with 567, keeps tenants apart, and answers EPIs by ids for the measurements', async () => {
      // Prepare
      const [concha, plugue, pff2] = (await list()).data;
      // Act
      const edit = await save({ id: plugue?.id, versao: 1, nome: 'Protetor auditivo tipo plugue', ca: '5746', categoria: null });
      const livre = await save({ nome: 'Outro plugue', ca: '5745', categoria: 'C' });
      const alheia = await as('beta')('GET', buildPath(apiRoute('epi'), { id: plugue?.id ?? '' }));
      const negado = await as('operador')('POST', buildPath(apiRoute('epiDeletar')), { ids: [concha?.id] });
      const deleted = await as('tecnico')('POST', buildPath(apiRoute('epiDeletar')), { ids: [concha?.id] });
      // Assess
      expect(edit.status, JSON.stringify(edit.json)).toBe(200);
      expect(livre.status).toBe(200);
      expect(alheia.status).toBe(404);
      expect(negado.status).toBe(403);
      expect(deleted.json.msg).toBe(recordsDeletedMessage);
      const one = await as('operador')('GET', buildPath(apiRoute('epi'), { id: plugue?.id ?? '' }));
      expect(one.json.data).toMatchObject({ ca: '5746', categoria: null, versao: 2 });
      const found = await episPorIds(tenants.alfa.tenant, [concha?.id ?? '', plugue?.id ?? '', pff2?.id ?? '']);
      expect([...found.values()].map((item) => item.ca).sort()).toEqual(['38956', '5746']);
      expect((await episPorIds(tenants.beta.tenant, [pff2?.id ?? ''])).size).toBe(0);
      expect((await list()).pagination.total).toBe(3);
    });
  });

  describe('Conteúdos do modelo', () => {
    const modelo = async (who: keyof typeof cookies = 'admin', query: ListQueryInput = {}) => {
      const answer = await as(who)('GET', `${buildPath(apiRoute('ltcatModeloLista'))}${toQueryString(query)}`);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer as typeof answer & { json: { data: Page<LtcatConteudo> } };
    };
    const save = (id: string, body: unknown, who: keyof typeof cookies = 'tecnico') =>
      as(who)('POST', buildPath(apiRoute('ltcatModeloConteudoSalvar'), { id }), body);
    const secao = async (chave: string) => (await modelo()).json.data.data.find((row) => row.chave === chave) as LtcatConteudo;

    it('lists the default model in document order, one page of 100 read within twice the page', async () => {
      // Act
      const answer = await modelo('operador');
      // Assess
      const { data, pagination } = answer.json.data;
      expect(data.map((row) => row.chave)).toEqual(ltcatModeloPadrao.map((row) => row.chave));
      expect(data.map((row) => row.ordem)).toEqual([...data.map((row) => row.ordem)].sort((a, b) => a - b));
      expect(pagination.total).toBe(ltcatModeloPadrao.length);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * 100 + 2);
      expect(data.find((row) => row.chave === 'avaliacao')).toMatchObject({ tipo: 1, fator_riscos: 1, ocultar: 0 });
      // The migration that gave the fixtures' tenants their model is repeatable: a second run writes nothing.
      expect(await darModeloPadraoAosClientes()).toBe(0);
      // A page of 5: the cursor goes on in order.
      const first = (await modelo('admin', { pagination: 5 })).json.data;
      const second = (await modelo('admin', { pagination: 5, cursor: first.pagination.next ?? '' })).json.data;
      expect([...first.data, ...second.data].map((row) => row.chave)).toEqual(data.slice(0, 10).map((row) => row.chave));
    });

    it('edits a tipo 0 section with 569, sanitizing the HTML on the server (a <script> never comes back)', async () => {
      // Prepare
      const objetivo = await secao('objetivo');
      const html = '<p onclick="alert(1)">Avaliar {{empresa.razao_social}}<script>alert("x")</script><img src=x onerror=alert(2)></p><a href="javascript:alert(3)">x</a>';
      // Act
      const negado = await save(objetivo.id, { versao: objetivo.versao, titulo: 'Objetivo', html: '<p>x</p>' }, 'operador');
      const salvo = await save(objetivo.id, { versao: objetivo.versao, titulo: 'Objetivo do laudo', html });
      const stale = await save(objetivo.id, { versao: objetivo.versao, titulo: 'Objetivo', html: '<p>x</p>' });
      const alheio = await save(objetivo.id, { versao: objetivo.versao + 1, titulo: 'Objetivo', html: '<p>x</p>' }, 'beta');
      // Assess
      expect(negado.status).toBe(403);
      expect(salvo.json.msg, JSON.stringify(salvo.json)).toBe(recordSavedMessage);
      expect(stale.status).toBe(409);
      expect(alheio.status).toBe(404);
      const one = (await as('admin')('GET', buildPath(apiRoute('ltcatModeloConteudo'), { id: objetivo.id }))).json.data as LtcatConteudo;
      expect(one.titulo).toBe('Objetivo do laudo');
      expect(one.html).toBe('<p>Avaliar {{empresa.razao_social}}</p><a>x</a>');
      expect(one.html).not.toMatch(/script|onerror|onclick|javascript/i);
      expect(one.usuario).toBe('Usuário web-tecnico');
    });

    it('refuses to change the text of a generated (tipo 1) section but keeps its ocultar switches', async () => {
      // Prepare
      const ghe = await secao('reconhecimento');
      // Act
      const texto = await save(ghe.id, { versao: ghe.versao, titulo: ghe.titulo, html: '<p>Outro texto</p>' });
      const titulo = await save(ghe.id, { versao: ghe.versao, titulo: 'Outro título' });
      const oculto = await save(ghe.id, { versao: ghe.versao, titulo: ghe.titulo, html: ghe.html, ocultar: 1, ocultar_texto: 1 });
      // Assess
      expect(texto.status).toBe(403);
      expect(texto.json.msg).toBe(conteudoNaoEditavelMessage);
      expect(titulo.status).toBe(403);
      expect(oculto.status, JSON.stringify(oculto.json)).toBe(200);
      expect(await secao('reconhecimento')).toMatchObject({ html: ghe.html, titulo: ghe.titulo, ocultar: 1, ocultar_texto: 1 });
      // The document's sections (next wave): in order, without the hidden one; another tenant's model untouched.
      const visiveis = await ltcatModeloVisivel(tenants.alfa.tenant);
      expect(visiveis.map((item) => item.chave)).toEqual(ltcatModeloPadrao.map((row) => row.chave).filter((chave) => chave !== 'reconhecimento'));
      expect((await ltcatModeloVisivel(tenants.beta.tenant)).map((item) => item.chave)).toContain('reconhecimento');
      // Shown again.
      const denovo = await save(ghe.id, { versao: ghe.versao + 1, ocultar: 0 });
      expect(denovo.status).toBe(200);
      expect(await secao('reconhecimento')).toMatchObject({ ocultar: 0, ocultar_texto: 0 });
    });

    it('gives a new tenant the default model when it is provisioned', async () => {
      // Act
      await createTenant(
        newTenantSchema.parse({
          tenant: 'novo-cliente',
          nome: 'Novo Cliente SST',
          cnpj: '08.347.612/0001-67',
          email: 'adm@novo.example.com.br',
          admin: { cpf: '391.847.265-55', nome: 'Administrador', usuario: 'admin', email: 'adm@novo.example.com.br', senha },
        }),
      );
      // Assess
      const secoes = await ltcatModeloSecoes('novo-cliente');
      expect(secoes.map((item) => [item.chave, item.tipo])).toEqual(ltcatModeloPadrao.map((row) => [row.chave, row.tipo]));
      expect(secoes.every((item) => !item.ocultar)).toBe(true);
    });
  });
});
