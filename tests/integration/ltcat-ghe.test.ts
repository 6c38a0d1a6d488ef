import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  ltcatGheDuplicadoMessage,
  ltcatGheFuncaoRepetidaMessage,
  ltcatGheFuncionarioInvalidoMessage,
  ltcatGheFuncionarioRepetidoMessage,
  ltcatGheOutroLtcatMessage,
  recordSavedMessage,
  toQueryString,
  type LtcatGhe,
  type LtcatGheConclusao,
  type LtcatGheFuncao,
  type LtcatGheFuncionario,
} from '@ocupacional/shared';
import { conclusoesTecnicas } from '../../functions/src/data/entities/conclusao-tecnica';
import { empresas } from '../../functions/src/data/entities/empresa';
import { fdts } from '../../functions/src/data/entities/fdt';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { funcoes } from '../../functions/src/data/entities/funcao';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { ghesCompletosDoLtcat } from '../../functions/src/data/ltcat-ghe';
import { forbiddenMessage, notFoundMessage } from '../../functions/src/platform/messages';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15 wave 2, the GHE of an LTCAT (spec 3 §2.3 'Setores (GHE)', §3, §6, §7): a GHE with a function, an employee
 * and a technical conclusion; replication (add / substitute); copy of a GHE; LTCAT mode 206 copying the GHEs; 567 to
 * change; another tenant's LTCAT or GHE is 404; an employee of another company is refused; the lists read one tree.
 */

type Page<R> = { data: R[]; pagination: { total: number | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 15 wave 2: the GHE of an LTCAT', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '', beta: '' };
  const alfa = tenants.alfa.tenant;
  const beta = tenants.beta.tenant;
  const ids = { ltcat: '', ghe1: '', ghe2: '', funcao: '', funcionario: '', conclusao: '', copia: '', copiaGhe: '' };

  const login = async (cpf: string, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const path = (id: string, params: Record<string, string> = {}) => buildPath(apiRoute(id as never), params);
  const as = (who: keyof typeof cookies) => (method: string, route: string, body?: unknown) =>
    call(method, route, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const admin = as('admin');
  const fieldsOf = (answer: { json: { data?: unknown } }) => (answer.json.data as Fields).fields;
  const read = async <R>(route: string, query: Parameters<typeof toQueryString>[0] = {}) => {
    const answer = await admin('GET', `${route}${toQueryString(query)}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return { rows: (answer.json.data as Page<R>).data, items: Number(answer.response.headers.get(readMeterHeader.items)) };
  };
  const novoGhe = async (ltcat: string, body: Record<string, unknown>) => {
    const answer = await admin('POST', path('ltcatGheCadastrar', { ltcat }), body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { id: string }).id;
  };
  const novoLtcat = async (body: Record<string, unknown>) => {
    const answer = await admin('POST', path('ltcatCadastrar'), body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { id: string }).id;
  };

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const hash = await hashPassword(senha);
    await usuarios()
      .put({ tenant: beta, id: 'web-adm-beta', pointType: 'web', pointNome: 'web beta', pointCnpj: tenants.beta.cnpj, cpf: users.webAdmin.cpf,
        nome: 'Administrador beta', usuario: 'web-adm-beta', email: 'adm@beta.example.com.br', senhaHash: hash, isAdm: true, sessao: 8 })
      .go();
    await empresas().put({ tenant: alfa, id: 'empresa-2', nome: 'Metalúrgica Beta Ltda', cnpj: '11222333000181', uf: 'SP', cidade: 'Santos' }).go();
    await fdts().put({ tenant: alfa, id: 'fdt-1', empresaId: 'empresa-1', descricao: 'Matriz' }).go();
    await fdts().put({ tenant: alfa, id: 'fdt-3', empresaId: 'empresa-2', descricao: 'Galpão' }).go();
    await funcoes().put({ tenant: alfa, id: 'fun-sold', nome: 'Soldador', cbo: '724315' }).go();
    await funcoes().put({ tenant: alfa, id: 'fun-aux', nome: 'Auxiliar de produção' }).go();
    const pessoa = { dtNas: '1990-01-01', sexo: 1, fdtId: 'fdt-1', funcaoId: 'fun-sold' };
    await funcionarios().put({ tenant: alfa, id: 'func-1', empresaId: 'empresa-1', nome: 'João da Silva', cpf: '39053344705', ...pessoa }).go();
    await funcionarios().put({ tenant: alfa, id: 'func-2', empresaId: 'empresa-1', nome: 'Ana Souza', cpf: '71460238001', ...pessoa }).go();
    await funcionarios().put({ tenant: alfa, id: 'func-outra', empresaId: 'empresa-2', nome: 'Pedro Lima', cpf: '15350946056', ...pessoa, fdtId: 'fdt-3' }).go();
    await conclusoesTecnicas().put({ tenant: alfa, id: 'con-1', nome: 'Insalubridade por ruído', descricao: 'Exposição acima do limite de tolerância' }).go();
    cookies.admin = await login(users.webAdmin.cpf, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador.cpf, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin.cpf, tenants.beta.cnpj);
    ids.ltcat = await novoLtcat({ id_emp: 'empresa-1', id_fdt: 'fdt-1', id_tipo_ltcat: 228, data: '2025-05-10', vencimento: '2026-05-10' });
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('creates a GHE with a function, an employee and a technical conclusion, and lists them', async () => {
    // Arrange
    ids.ghe1 = await novoGhe(ids.ltcat, { ghe: 'GHE-02', descricao: 'Solda', ordem: 2 });
    ids.ghe2 = await novoGhe(ids.ltcat, { ghe: 'GHE-01', descricao: 'Montagem', ordem: 1, obs: 'Galpão A' });
    // Act
    const funcao = await admin('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe1 }), { id_fun: 'fun-sold', descricao: 'Solda MIG' });
    const funcionario = await admin('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe1 }), { id_funcionario: 'func-1', descricao: 'Soldador do turno A' });
    const conclusao = await admin('POST', path('ltcatGheConclusaoEditar', { ghe: ids.ghe1 }), { id_con_tec: 'con-1', inserir: 1 });
    const repetida = await admin('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe1 }), { id_fun: 'fun-sold' });
    const duplicado = await admin('POST', path('ltcatGheCadastrar', { ltcat: ids.ltcat }), { ghe: 'ghe-01', descricao: 'Outro' });
    // Assess
    for (const answer of [funcao, funcionario, conclusao]) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(funcao.json.msg).toBe(recordSavedMessage);
    expect(fieldsOf(repetida)).toEqual({ id_fun: [ltcatGheFuncaoRepetidaMessage] });
    expect(fieldsOf(duplicado)).toEqual({ ghe: [ltcatGheDuplicadoMessage] });
    const ghes = await read<LtcatGhe>(path('ltcatGheLista', { ltcat: ids.ltcat }));
    expect(ghes.rows.map((ghe) => [ghe.ghe, ghe.funcoes, ghe.funcionarios, ghe.conclusoes])).toEqual([
      ['GHE-01', 0, 0, 0],
      ['GHE-02', 1, 1, 1],
    ]);
    const funcoesLidas = await read<LtcatGheFuncao>(path('ltcatGheFuncaoLista', { ghe: ids.ghe1 }));
    expect(funcoesLidas.rows).toMatchObject([{ id_fun: 'fun-sold', nome: 'Soldador', cbo: '724315', descricao: 'Solda MIG' }]);
    const pessoas = await read<LtcatGheFuncionario>(path('ltcatGheFuncionarioLista', { ghe: ids.ghe1 }), { search: '3905' });
    expect(pessoas.rows).toMatchObject([{ id_funcionario: 'func-1', nome: 'João da Silva', cpf: '39053344705', funcao: 'Soldador', descricao: 'Soldador do turno A' }]);
    const conclusoes = await read<LtcatGheConclusao>(path('ltcatGheConclusaoLista', { ghe: ids.ghe1 }));
    expect(conclusoes.rows).toMatchObject([{ nome: 'Insalubridade por ruído', descricao: 'Exposição acima do limite de tolerância' }]);
    ids.funcao = funcoesLidas.rows[0]?.id ?? '';
    ids.funcionario = pessoas.rows[0]?.id ?? '';
    ids.conclusao = conclusoes.rows[0]?.id ?? '';
    // The document's read: GHEs in order with their links.
    expect(await ghesCompletosDoLtcat(alfa, ids.ltcat)).toMatchObject([
      { ghe: 'GHE-01', obs: 'Galpão A', funcoes: [], funcionarios: [], conclusoes: [] },
      { ghe: 'GHE-02', funcoes: [{ nome: 'Soldador', cbo: '724315' }], funcionarios: [{ cpf: '39053344705' }], conclusoes: [{ nome: 'Insalubridade por ruído' }] },
    ]);
  });

  it('reads one tree per list: the LTCAT and its items, never the tenant', async () => {
    // Act
    const ghes = await read<LtcatGhe>(path('ltcatGheLista', { ltcat: ids.ltcat }));
    const funcoesLidas = await read<LtcatGheFuncao>(path('ltcatGheFuncaoLista', { ghe: ids.ghe1 }));
    // Assess: the LTCAT (1) + 2 GHEs + 3 links; the GHE's tree (4) + the LTCAT (1).
    expect(ghes.items).toBeLessThanOrEqual(6);
    expect(funcoesLidas.items).toBeLessThanOrEqual(5);
  });

  it('replicates a function: adds where absent, keeps or substitutes where present', async () => {
    // Arrange: GHE-01 already has the function, with its own text.
    await admin('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe2 }), { id_fun: 'fun-sold', descricao: 'Montagem de peças' });
    const ghe3 = await novoGhe(ids.ltcat, { ghe: 'GHE-03', descricao: 'Pintura', ordem: 3 });
    // Act
    const keep = await admin('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe1 }), {
      id: ids.funcao, id_fun: 'fun-sold', descricao: 'Solda TIG', replicar: [ids.ghe2, ghe3], replicar_subs: 0,
    });
    const afterKeep = await read<LtcatGheFuncao>(path('ltcatGheFuncaoLista', { ghe: ids.ghe2 }));
    const added = await read<LtcatGheFuncao>(path('ltcatGheFuncaoLista', { ghe: ghe3 }));
    const subs = await admin('POST', path('ltcatGheFuncaoEditar', { ghe: ids.ghe1 }), {
      id: ids.funcao, id_fun: 'fun-sold', descricao: 'Solda TIG', replicar: [ids.ghe2], replicar_subs: 1,
    });
    const afterSubs = await read<LtcatGheFuncao>(path('ltcatGheFuncaoLista', { ghe: ids.ghe2 }));
    const foreign = await admin('POST', path('ltcatGheConclusaoEditar', { ghe: ids.ghe1 }), { id: ids.conclusao, id_con_tec: 'con-1', replicar: ['nao-existe'] });
    // Assess
    expect(keep.status, JSON.stringify(keep.json)).toBe(200);
    expect(subs.status).toBe(200);
    expect(afterKeep.rows.map((row) => row.descricao)).toEqual(['Montagem de peças']);
    expect(added.rows.map((row) => [row.nome, row.descricao])).toEqual([['Soldador', 'Solda TIG']]);
    expect(afterSubs.rows.map((row) => row.descricao)).toEqual(['Solda TIG']);
    expect(fieldsOf(foreign)).toEqual({ replicar: [ltcatGheOutroLtcatMessage] });
  });

  it('copies a GHE with its functions and conclusions, not its employees', async () => {
    // Act
    const copia = await novoGhe(ids.ltcat, { ghe: 'GHE-04', descricao: 'Solda (cópia)', ordem: 4, copiar: ids.ghe1 });
    // Assess
    const [completo] = (await ghesCompletosDoLtcat(alfa, ids.ltcat)).filter((ghe) => ghe.id === copia);
    expect(completo).toMatchObject({ funcoes: [{ nome: 'Soldador', descricao: 'Solda TIG' }], funcionarios: [], conclusoes: [{ nome: 'Insalubridade por ruído' }] });
  });

  it('refuses an employee of another company, and one already in a GHE of the LTCAT', async () => {
    // Act
    const outra = await admin('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe2 }), { id_funcionario: 'func-outra', descricao: 'x' });
    const nenhum = await admin('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe2 }), { id_funcionario: 'func-9', descricao: 'x' });
    const twice = await admin('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe2 }), { id_funcionario: 'func-1', descricao: 'x' });
    const semDescricao = await admin('POST', path('ltcatGheFuncionarioEditar', { ghe: ids.ghe2 }), { id_funcionario: 'func-2' });
    // Assess
    expect(fieldsOf(outra)).toEqual({ id_funcionario: [ltcatGheFuncionarioInvalidoMessage] });
    expect(fieldsOf(nenhum)).toEqual({ id_funcionario: [ltcatGheFuncionarioInvalidoMessage] });
    expect(fieldsOf(twice)).toEqual({ id_funcionario: [ltcatGheFuncionarioRepetidoMessage('GHE-02')] });
    expect(Object.keys(fieldsOf(semDescricao))).toEqual(['descricao']);
  });

  it('copies the GHEs with their links into an LTCAT created as a copy (206)', async () => {
    // Act
    const copia = await novoLtcat({ id_emp: 'empresa-1', id_fdt: 'fdt-1', id_tipo_ltcat: 206, id_ltcat: ids.ltcat, id_tipo_revisao: 3, data: '2025-06-10', vencimento: '2026-06-10' });
    // Assess
    const origem = await ghesCompletosDoLtcat(alfa, ids.ltcat);
    const copiados = await ghesCompletosDoLtcat(alfa, copia);
    const semId = (ghes: typeof origem) => ghes.map(({ id: _id, ...rest }) => rest);
    expect(copiados).toHaveLength(4);
    expect(semId(copiados)).toEqual(semId(origem));
    expect(copiados.map((ghe) => ghe.id)).not.toContain(ids.ghe1);
    ids.copia = copia;
    ids.copiaGhe = copiados[0]?.id ?? '';
  });

  it('needs 567 to change; reading is open', async () => {
    // Act
    const operador = as('operador');
    const create = await operador('POST', path('ltcatGheCadastrar', { ltcat: ids.ltcat }), { ghe: 'GHE-09', descricao: 'x' });
    const link = await operador('POST', path('ltcatGheFuncionarioDeletar', { ghe: ids.ghe1 }), { ids: [ids.funcionario] });
    const list = await operador('GET', path('ltcatGheLista', { ltcat: ids.ltcat }));
    // Assess
    expect(create.status).toBe(403);
    expect(create.json.msg).toBe(forbiddenMessage);
    expect(link.status).toBe(403);
    expect(list.status).toBe(200);
  });

  it("answers 404 for another tenant's LTCAT or GHE", async () => {
    // Act
    const otherTenant = as('beta');
    const answers = await Promise.all([
      otherTenant('GET', path('ltcatGheLista', { ltcat: ids.ltcat })),
      otherTenant('POST', path('ltcatGheCadastrar', { ltcat: ids.ltcat }), { ghe: 'GHE-09', descricao: 'x' }),
      otherTenant('GET', path('ltcatGheFuncaoLista', { ghe: ids.ghe1 })),
      otherTenant('GET', path('ltcatGheFuncionario', { ghe: ids.ghe1, id: ids.funcionario })),
      otherTenant('POST', path('ltcatGheConclusaoDeletar', { ghe: ids.ghe1 }), { ids: [ids.conclusao] }),
    ]);
    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json.msg).toBe(notFoundMessage);
    }
    expect((await read<LtcatGheConclusao>(path('ltcatGheConclusaoLista', { ghe: ids.ghe1 }))).rows).toHaveLength(1);
  });

  it('answers 404 for the GHEs of a deleted LTCAT', async () => {
    // Arrange
    const gone = await admin('POST', path('ltcatDeletar'), { ids: [ids.copia] });
    // Act
    const list = await admin('GET', path('ltcatGheLista', { ltcat: ids.copia }));
    const links = await admin('GET', path('ltcatGheFuncaoLista', { ghe: ids.copiaGhe }));
    // Assess
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
    expect(list.status).toBe(404);
    expect(links.status).toBe(404);
  });

  it('deletes links, then a GHE with what is left of it', async () => {
    // Act
    const link = await admin('POST', path('ltcatGheFuncionarioDeletar', { ghe: ids.ghe1 }), { ids: [ids.funcionario] });
    const wrong = await admin('POST', path('ltcatGheDeletar', { ltcat: ids.ltcat }), { ids: [ids.ghe1, 'nao-existe'] });
    const ghe = await admin('POST', path('ltcatGheDeletar', { ltcat: ids.ltcat }), { ids: [ids.ghe1] });
    // Assess
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect(wrong.status).toBe(404);
    expect(ghe.status).toBe(200);
    expect((await admin('GET', path('ltcatGheFuncaoLista', { ghe: ids.ghe1 }))).status).toBe(404);
    expect((await ghesCompletosDoLtcat(alfa, ids.ltcat)).map((row) => row.ghe)).toEqual(['GHE-01', 'GHE-03', 'GHE-04']);
  });
});
