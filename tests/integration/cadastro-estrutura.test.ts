import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  deleteForbiddenMessage,
  fdtComFuncionariosMessage,
  fdtComGhesMessage,
  funcaoEmUsoMessage,
  funcaoJaVinculadaMessage,
  invalidCaepfMessage,
  invalidCnoMessage,
  invalidCnpjMessage,
  pcmsoRevisaoAntigaMessage,
  pcmsoVencimentoAntesInicioMessage,
  recordSavedMessage,
  requiredMessage,
  toQueryString,
  type ApiRouteId,
} from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { hashPassword } from '../../functions/src/platform/passwords';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, a company's structure in the back office (the 'Estrutura' tab of empresas/editar/{id}): work fronts with
 * their registration (CNPJ, CAEPF, CNO, each by its check digits), GHEs, the functions of a GHE, the PCMSO revisions
 * with each GHE's exam table and 'Nova Revisão'; then the company portal's lookups (pcmso/fdt, pcmso/ghe,
 * pcmso/ghe/funcao, pcmso/ghe/exame, ultima-revisao) answer exactly what was written. Also: a function a GHE holds
 * cannot be deleted from Configurações › Funções, a front with GHEs or active employees stays, writes are for
 * administrators (403), and another tenant's company is 404.
 */

type Fields = { fields: Record<string, string[]> };
type Front = { id: string; descricao: string; tp_insc: number | null; nr_insc: string | null; revisao: { id: string; rev: number } | null };
type Revisao = { id: string; rev: number; parent: string | null; atual: boolean; versao: number };
type Row = { id: string; exame: { id: string; nome: string }; adm: boolean; dem: boolean; periodicidade: number; per_id1: number | null; per_id2: number | null; validade: number };

describe('issue 14: a company’s fronts, GHEs, functions and PCMSO', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '', empresa: '' };
  const empresa = 'empresa-1';
  const ids = { fabrica: '', fazenda: '', obra: '', ghe: '', funcao: '', audio: '', clinico: '', rev1: '', rev2: '' };

  const as =
    (who: keyof typeof cookies) =>
    (id: ApiRouteId, params: Record<string, string> = {}, body?: unknown, query?: { filter?: object }) =>
      call(body === undefined ? 'GET' : 'POST', `${buildPath(apiRoute(id), params)}${query ? toQueryString(query) : ''}`, {
        cookie: cookies[who],
        area: who === 'empresa' ? 'empresa' : 'web',
        ...(body !== undefined ? { body } : {}),
      });
  const admin = as('admin');
  const portal = (id: ApiRouteId, params: Record<string, string> = {}, query?: { filter?: object }) =>
    as('empresa')(id, { tenant: 'alfa', ...params }, undefined, query);
  const saveFront = (body: object) => admin('estruturaFdtSalvar', { empresa }, body);
  const revisao = { descricao: 'Elaboração do PCMSO', data: '2026-01-10', inicio: '2026-01-10', vencimento: '2099-01-09' };

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // The other tenant's web administrator (a web login names its tenant by the client's CNPJ).
    await usuarios()
      .put({
        tenant: tenants.beta.tenant,
        id: 'web-adm-beta',
        pointType: 'web',
        pointNome: 'web beta',
        pointCnpj: tenants.beta.cnpj,
        cpf: users.webAdmin.cpf,
        nome: 'Administrador beta',
        usuario: 'web-adm-beta',
        email: 'web-adm@beta.example.com.br',
        senhaHash: await hashPassword(senha),
        isAdm: true,
        sessao: 8,
      })
      .go();
    // A company only the beta tenant has.
    await empresas().put({ tenant: 'beta', id: 'empresa-beta', nome: 'Só do Beta', cnpj: '11222333000181', uf: 'SP', cidade: 'Santos' }).go();
    const web = async (cpf: string, cnpj: string) =>
      cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha, point_type: 'web' } })).setCookie);
    cookies.admin = await web(users.webAdmin.cpf, tenants.alfa.cnpj);
    cookies.operador = await web(users.webOperador.cpf, tenants.alfa.cnpj);
    cookies.beta = await web(users.webAdmin.cpf, tenants.beta.cnpj);
    cookies.empresa = cookieFrom(
      (
        await call('POST', buildPath(apiRoute('login'), { tenant: 'alfa' }), {
          area: 'empresa',
          body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha, point_type: 'empresa' },
        })
      ).setCookie,
    );
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('checks each registration by its type’s check digits and keeps its digits', async () => {
    // Act
    const vazio = await saveFront({ nr_insc: '11.222.333/0001-81' });
    const cnpj = await saveFront({ descricao: 'X', tp_insc: 1, nr_insc: '11.222.333/0001-82' });
    const caepf = await saveFront({ descricao: 'X', tp_insc: 3, nr_insc: '529.982.247/001-26' });
    const cno = await saveFront({ descricao: 'X', tp_insc: 4, nr_insc: '12.345.67890/11' });
    const semNumero = await saveFront({ descricao: 'X', tp_insc: 4 });
    const fabrica = await saveFront({ descricao: 'Fábrica Campinas', pcmso: 'PCMSO Fábrica', tp_insc: 1, nr_insc: '11.222.333/0001-81', uf: 'sp' });
    const fazenda = await saveFront({ descricao: 'Fazenda Boa Vista', tp_insc: 3, nr_insc: '529.982.247/001-25' });
    const obra = await saveFront({ descricao: 'Obra Centro', tp_insc: 4, nr_insc: '12.345.67890/10' });
    // Assess
    expect((vazio.json.data as Fields).fields).toEqual({ descricao: [requiredMessage], tp_insc: [requiredMessage] });
    expect((cnpj.json.data as Fields).fields).toEqual({ nr_insc: [invalidCnpjMessage] });
    expect((caepf.json.data as Fields).fields).toEqual({ nr_insc: [invalidCaepfMessage] });
    expect((cno.json.data as Fields).fields).toEqual({ nr_insc: [invalidCnoMessage] });
    expect((semNumero.json.data as Fields).fields).toEqual({ nr_insc: [requiredMessage] });
    expect([fabrica.json.msg, fazenda.json.msg, obra.json.msg]).toEqual([recordSavedMessage, recordSavedMessage, recordSavedMessage]);
    ids.fabrica = (fabrica.json.data as { id: string }).id;
    ids.fazenda = (fazenda.json.data as { id: string }).id;
    ids.obra = (obra.json.data as { id: string }).id;
    const lista = await admin('estruturaFdtLista', { empresa });
    expect((lista.json.data as Front[]).map((front) => [front.descricao, front.tp_insc, front.nr_insc, front.revisao])).toEqual([
      ['Fábrica Campinas', 1, '11222333000181', null],
      ['Fazenda Boa Vista', 3, '52998224700125', null],
      ['Obra Centro', 4, '123456789010', null],
    ]);
  });

  it('builds a GHE with a function and a PCMSO of two exams, and the company portal reads exactly them', async () => {
    // Prepare: the catalogue (Configurações › Exames, Funções)
    ids.audio = ((await admin('exameSalvar', {}, { nome: 'Audiometria Tonal' })).json.data as { id: string }).id;
    ids.clinico = ((await admin('exameSalvar', {}, { nome: 'Exame Clínico', clinico: 1 })).json.data as { id: string }).id;
    ids.funcao = ((await admin('funcaoSalvar', {}, { nome: 'Operador de Empilhadeira', cbo: '7822-05' })).json.data as { id: string }).id;
    // Act
    const ghe = await admin('estruturaGheSalvar', { empresa }, { id_fdt: ids.fabrica, ghe: 'GHE-01', descricao: 'Produção' });
    ids.ghe = (ghe.json.data as { id: string }).id;
    const vinculo = await admin('estruturaGheFuncaoSalvar', { empresa, ghe: ids.ghe }, { id_funcao: ids.funcao });
    const repetido = await admin('estruturaGheFuncaoSalvar', { empresa, ghe: ids.ghe }, { id_funcao: ids.funcao });
    const vencida = await admin('estruturaRevisaoNova', { empresa, fdt: ids.fabrica }, { ...revisao, vencimento: '2025-01-01' });
    const nova = await admin('estruturaRevisaoNova', { empresa, fdt: ids.fabrica }, revisao);
    ids.rev1 = (nova.json.data as { id: string }).id;
    const tabela = await admin(
      'estruturaPcmsoExamesSalvar',
      { empresa, revisao: ids.rev1, ghe: ids.ghe },
      {
        exames: [
          { id_exame: ids.clinico, adm: 1, dem: 1, periodicidade: 12, validade: 90 },
          { id_exame: ids.audio, adm: 1, periodicidade: 6, per_id1: 18, per_id2: 45, validade: 180 },
        ],
      },
    );
    // Assess: the back office
    expect(vinculo.json.msg).toBe(recordSavedMessage);
    expect((repetido.json.data as Fields).fields).toEqual({ id_funcao: [funcaoJaVinculadaMessage] });
    expect((vencida.json.data as Fields).fields).toEqual({ vencimento: [pcmsoVencimentoAntesInicioMessage] });
    expect(tabela.status, JSON.stringify(tabela.json)).toBe(200);
    const ghes = await admin('estruturaGheLista', { empresa, fdt: ids.fabrica });
    expect(ghes.json.data).toMatchObject([{ id: ids.ghe, ghe: 'GHE-01', funcoes: [{ id: ids.funcao, nome: 'Operador de Empilhadeira', cbo: '782205' }] }]);
    const web = await admin('estruturaPcmsoExames', { empresa, revisao: ids.rev1, ghe: ids.ghe });
    const rows = web.json.data as Row[];
    expect(rows.map((row) => [row.exame.nome, row.adm, row.dem, row.periodicidade, row.per_id1, row.per_id2, row.validade]).sort()).toEqual([
      ['Audiometria Tonal', true, false, 6, 18, 45, 180],
      ['Exame Clínico', true, true, 12, null, null, 90],
    ]);
    // Assess: the company portal reads the same records
    const fronts = (await portal('pcmsoFdt')).json.data as Front[];
    expect(fronts.find((front) => front.id === ids.fabrica)?.revisao).toMatchObject({ id: ids.rev1, rev: 1 });
    expect((await portal('pcmsoGhe', {}, { filter: { id_fdt: ids.fabrica } })).json.data).toEqual([
      { id: ids.ghe, ghe: 'GHE-01', descricao: 'Produção', id_fdt: ids.fabrica, funcoes: [ids.funcao], vencido: false, sem_pcmso: false, dica: null },
    ]);
    expect((await portal('pcmsoGheFuncao', {}, { filter: { id_fdt: ids.fabrica } })).json.data).toEqual([
      { id: ids.funcao, nome: 'Operador de Empilhadeira', cbo: '782205' },
    ]);
    expect((await portal('pcmsoGheExame', { id_ghe: ids.ghe })).json.data).toEqual(web.json.data);
    expect((await portal('pcmsoUltimaRevisao', { empresa, fdt: ids.fabrica })).json.data).toMatchObject({ id: ids.rev1, rev: 1, parent: null });
  });

  it('Nova Revisão copies the latest table, becomes ultima-revisao, and the older revision is closed to changes', async () => {
    // Act
    const nova = await admin('estruturaRevisaoNova', { empresa, fdt: ids.fabrica }, { ...revisao, descricao: 'Revisão anual 1', data: '2026-06-01' });
    ids.rev2 = (nova.json.data as { id: string }).id;
    const antiga = await admin('estruturaPcmsoExamesSalvar', { empresa, revisao: ids.rev1, ghe: ids.ghe }, { exames: [] });
    // Assess
    const revisoes = (await admin('estruturaRevisoes', { empresa, fdt: ids.fabrica })).json.data as Revisao[];
    expect(revisoes.map((item) => [item.id, item.rev, item.parent, item.atual])).toEqual([
      [ids.rev2, 2, ids.rev1, true],
      [ids.rev1, 1, null, false],
    ]);
    expect(antiga.status).toBe(400);
    expect(antiga.json.msg).toBe(pcmsoRevisaoAntigaMessage);
    const before = ((await admin('estruturaPcmsoExames', { empresa, revisao: ids.rev1, ghe: ids.ghe })).json.data as Row[]).map((row) => row.id);
    const copied = (await admin('estruturaPcmsoExames', { empresa, revisao: ids.rev2, ghe: ids.ghe })).json.data as Row[];
    expect(copied.map((row) => [row.exame.nome, row.periodicidade, row.per_id1]).sort()).toEqual([
      ['Audiometria Tonal', 6, 18],
      ['Exame Clínico', 12, null],
    ]);
    expect(copied.some((row) => before.includes(row.id))).toBe(false);
    expect((await portal('pcmsoUltimaRevisao', { empresa, fdt: ids.fabrica })).json.data).toMatchObject({ id: ids.rev2, rev: 2, parent: ids.rev1 });
    expect((await portal('pcmsoGheExame', { id_ghe: ids.ghe })).json.data).toEqual(copied);
  });

  it('refuses to delete a function a GHE holds, and a front with GHEs or active employees', async () => {
    // Prepare: an active employee of the CNO front
    await funcionarios()
      .create({ tenant: 'alfa', id: 'func-obra', empresaId: empresa, nome: 'Ana Obra', cpf: '52998224725', dtNas: '1990-01-01', sexo: 1, fdtId: ids.obra, funcaoId: ids.funcao })
      .go();
    // Act
    const funcao = await admin('funcaoDeletar', {}, { ids: [ids.funcao] });
    const comGhe = await admin('estruturaFdtDeletar', { empresa }, { ids: [ids.fabrica] });
    const comFuncionario = await admin('estruturaFdtDeletar', { empresa }, { ids: [ids.obra] });
    const livre = await admin('estruturaFdtDeletar', { empresa }, { ids: [ids.fazenda] });
    const desvincular = await admin('estruturaGheFuncaoDeletar', { empresa, ghe: ids.ghe }, { ids: [ids.funcao] });
    const funcaoDepois = await admin('funcaoDeletar', {}, { ids: [ids.funcao] });
    // Assess
    expect([funcao.status, funcao.json.msg]).toEqual([400, funcaoEmUsoMessage]);
    expect([comGhe.status, comGhe.json.msg]).toEqual([400, fdtComGhesMessage]);
    expect([comFuncionario.status, comFuncionario.json.msg]).toEqual([400, fdtComFuncionariosMessage]);
    expect(livre.status).toBe(200);
    expect(desvincular.status).toBe(200);
    expect(funcaoDepois.status).toBe(200);
    expect(((await admin('estruturaFdtLista', { empresa })).json.data as Front[]).map((front) => front.descricao)).toEqual([
      'Fábrica Campinas',
      'Obra Centro',
    ]);
    expect((await portal('pcmsoGhe', {}, { filter: { id_fdt: ids.fabrica } })).json.data).toMatchObject([{ id: ids.ghe, funcoes: [] }]);
  });

  it('lets every web user read, only administrators change (403), and answers 404 for another tenant’s company', async () => {
    // Act
    const leitura = await as('operador')('estruturaFdtLista', { empresa });
    const salvar = await as('operador')('estruturaFdtSalvar', { empresa }, { descricao: 'Nova' });
    const deletar = await as('operador')('estruturaGheDeletar', { empresa }, { ids: [ids.ghe] });
    const outraEmpresa = await admin('estruturaFdtLista', { empresa: 'empresa-beta' });
    const outroTenant = await as('beta')('estruturaFdt', { empresa, id: ids.fabrica });
    const outroGhe = await as('beta')('estruturaGheFuncaoSalvar', { empresa, ghe: ids.ghe }, { id_funcao: ids.funcao });
    // Assess
    expect(leitura.status).toBe(200);
    expect(salvar.status).toBe(403);
    expect([deletar.status, deletar.json.msg]).toEqual([403, deleteForbiddenMessage]);
    expect(outraEmpresa.status).toBe(404);
    expect(outroTenant.status).toBe(404);
    expect(outroGhe.status).toBe(404);
  });
});
