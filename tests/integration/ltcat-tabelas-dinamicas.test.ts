import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  apiRoute,
  buildPath,
  categoriaEmUsoMessage,
  deleteForbiddenMessage,
  recordSavedMessage,
  requiredMessage,
  tabelaDinamicaNomeTakenMessage,
  toQueryString,
  valorPrimeiraLinhaMessage,
  valorUltimaLinhaMessage,
  type TabelaDinamica,
  type TabelaDinamicaCategoria,
  type TabelaDinamicaColuna,
} from '@ocupacional/shared';
import { hashPassword } from '../../functions/src/platform/passwords';
import { readMeterHeader } from '../../functions/src/platform/read-meter';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { estruturaDeMedicao } from '../../functions/src/data/tabelas-dinamicas';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 15, Tabelas dinâmicas (spec 3 §2.3, §3, §4, §6, §7): a table with categories and columns of several field
 * types and their value lines, the copy of a table, the value-line rules (first line and last line stay) refused by
 * the server with their pt-BR message, permission 571 for every change, tenant isolation, the list's reads and the
 * structure's export read back.
 */

type Page = { data: TabelaDinamica[]; pagination: { total: number | null; next?: string | null } };
type Fields = { fields: Record<string, string[]> };

describe('issue 15: Tabelas dinâmicas', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', tabelas: '', operador: '', beta: '' };
  const size = 2;

  const login = async (user: { cpf: string }, cnpj: string) =>
    cookieFrom((await call('POST', buildPath(apiRoute('web.login')), { body: { cpf: user.cpf, cnpj, senha, point_type: 'web' } })).setCookie);
  const as = (who: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: cookies[who], ...(body !== undefined ? { body } : {}) });
  const saveTabela = (body: unknown, who: keyof typeof cookies = 'tabelas') => as(who)('POST', buildPath(apiRoute('tabelaDinamicaSalvar')), body);
  const saveCategoria = (tab: string, body: unknown, who: keyof typeof cookies = 'tabelas') =>
    as(who)('POST', buildPath(apiRoute('tabelaDinamicaCategoriaSalvar'), { tab }), body);
  const saveColuna = (tab: string, body: unknown, who: keyof typeof cookies = 'tabelas') =>
    as(who)('POST', buildPath(apiRoute('tabelaDinamicaColunaSalvar'), { tab }), body);
  const colunas = async (tab: string, filter?: object) =>
    (await as('admin')('GET', `${buildPath(apiRoute('tabelaDinamicaColunas'), { tab })}${toQueryString({ filter })}`)).json
      .data as TabelaDinamicaColuna[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const hash = await hashPassword(senha);
    const operator = { pointType: 'web' as const, senhaHash: hash, sessao: 8 };
    // A web operator with permission 571 (dynamic tables) and no administrator flag.
    await usuarios()
      .put({
        ...operator,
        tenant: tenants.alfa.tenant,
        id: 'web-tabelas',
        pointNome: 'web',
        pointCnpj: tenants.alfa.cnpj,
        cpf: '52998224725',
        nome: 'Engenheira de segurança',
        usuario: 'web-tabelas',
        email: 'tabelas@alfa.example.com.br',
        acessoModulo: [1],
        acessoPermissao: [571],
      })
      .go();
    await usuarios()
      .put({
        ...operator,
        tenant: tenants.beta.tenant,
        id: 'web-adm-beta',
        pointNome: 'web beta',
        pointCnpj: tenants.beta.cnpj,
        cpf: users.webAdmin.cpf,
        nome: 'Administrador beta',
        usuario: 'web-adm-beta',
        email: 'web-adm@beta.example.com.br',
        isAdm: true,
      })
      .go();
    cookies.admin = await login(users.webAdmin, tenants.alfa.cnpj);
    cookies.tabelas = await login({ cpf: '52998224725' }, tenants.alfa.cnpj);
    cookies.operador = await login(users.webOperador, tenants.alfa.cnpj);
    cookies.beta = await login(users.webAdmin, tenants.beta.cnpj);
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('creates a table with categories and columns of several types and value lines, as a measurement reads it', async () => {
    // Prepare
    const vazio = await saveTabela({});
    expect(vazio.status).toBe(400);
    expect((vazio.json.data as Fields).fields.nome).toEqual([requiredMessage]);

    // Act
    const tabela = await saveTabela({ nome: 'Ruído contínuo', cor: '#FF8800', ativo: 1, obs: 'NHO 01' });
    expect(tabela.status, JSON.stringify(tabela.json)).toBe(200);
    expect(tabela.json.msg).toBe(recordSavedMessage);
    ids.ruido = (tabela.json.data as { id: string }).id;
    const tab = ids.ruido;
    const categoria = await saveCategoria(tab, { nome: 'Dosimetria' });
    expect(categoria.status, JSON.stringify(categoria.json)).toBe(200);
    ids.categoria = (categoria.json.data as { id: string }).id;
    await saveCategoria(tab, { nome: 'Inativa', ativo: 0 });
    const texto = await saveColuna(tab, { nome: 'Local', ordem: 1 });
    const dose = await saveColuna(tab, {
      nome: 'Nível de exposição',
      ordem: 2,
      id_cat: ids.categoria,
      id_tipo_campo: 209,
      id_tipo_vinculo: 220,
      unidade: 'dB(A)',
      valor_ref_min: 0,
      valor_ref_max: 85,
      obrigatorio: 1,
    });
    const selecao = await saveColuna(tab, {
      nome: 'Técnica',
      ordem: 3,
      id_tipo_campo: 212,
      tabela_valores: [
        { nome: 'NHO 01', ordem: 0, padrao: 1, id_tipo_campo: 208 },
        { nome: 'NR-15 Anexo 1', ordem: 1 },
        { nome: 'Antiga', ordem: 2, ativo: 0 },
      ],
    });
    const lista = await saveColuna(tab, { nome: 'Turno', ordem: 4, id_tipo_campo: 210, tabela_valores: [{ nome: 'Diurno', id_tipo_campo: 209 }] });
    for (const answer of [texto, dose, selecao, lista]) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    ids.selecao = (selecao.json.data as { id: string }).id;
    ids.lista = (lista.json.data as { id: string }).id;

    // Assess
    const lidas = await colunas(tab);
    expect(lidas.map((coluna) => [coluna.nome, coluna.id_tipo_campo, coluna.tipo_campo])).toEqual([
      ['Local', 208, 'Texto'],
      ['Nível de exposição', 209, 'Numérico'],
      ['Técnica', 212, 'Lista de seleção'],
      ['Turno', 210, 'Lista de valores'],
    ]);
    expect(lidas[1]).toMatchObject({ categoria: 'Dosimetria', id_tipo_vinculo: 220, unidade: 'dB(A)', valor_ref_max: 85, obrigatorio: 1 });
    expect(lidas[2]?.tabela_valores.map((linha) => [linha.nome, linha.id_tipo_campo, linha.padrao, linha.ativo])).toEqual([
      ['NHO 01', 208, 1, 1],
      ['NR-15 Anexo 1', null, 0, 1],
      ['Antiga', null, 0, 0],
    ]);
    // 210 has no select column: the line's own type is not kept.
    expect(lidas[3]?.tabela_valores[0]?.id_tipo_campo).toBeNull();
    const categorias = (await as('admin')('GET', buildPath(apiRoute('tabelaDinamicaCategorias'), { tab }))).json.data as TabelaDinamicaCategoria[];
    expect(categorias.map((item) => [item.nome, item.ativo])).toEqual([
      ['Dosimetria', 1],
      ['Inativa', 0],
    ]);
    const estrutura = await estruturaDeMedicao(tenants.alfa.tenant, tab);
    expect(estrutura?.colunas.find((coluna) => coluna.nome === 'Técnica')?.linhas.map((linha) => linha.nome)).toEqual(['NHO 01', 'NR-15 Anexo 1']);
    expect(estrutura?.colunas.find((coluna) => coluna.nome === 'Nível de exposição')).toMatchObject({ tipoVinculo: 220, refMax: 85, categoria: 'Dosimetria' });
  });

  it('refuses removing the first value line or the last one, with the pt-BR message, and takes a later one', async () => {
    // Prepare
    const tab = ids.ruido as string;
    const coluna = (await colunas(tab)).find((item) => item.id === ids.selecao) as TabelaDinamicaColuna;
    const [primeira, segunda, terceira] = coluna.tabela_valores;
    const body = (linhas: unknown[]) => ({ ...coluna, versao: coluna.versao, tabela_valores: linhas });

    // Act
    const semPrimeira = await saveColuna(tab, body([segunda, terceira]));
    const semLinhas = await saveColuna(tab, body([]));
    const semTerceira = await saveColuna(tab, body([primeira, segunda]));

    // Assess
    expect(semPrimeira.status).toBe(400);
    expect((semPrimeira.json.data as Fields).fields.tabela_valores).toEqual([valorPrimeiraLinhaMessage]);
    expect(semLinhas.status).toBe(400);
    expect((semLinhas.json.data as Fields).fields.tabela_valores).toEqual([valorUltimaLinhaMessage]);
    expect(semTerceira.status, JSON.stringify(semTerceira.json)).toBe(200);
    const depois = (await colunas(tab)).find((item) => item.id === ids.selecao) as TabelaDinamicaColuna;
    expect(depois.tabela_valores.map((linha) => linha.id)).toEqual([primeira?.id, segunda?.id]);
    // A new column of a type with values needs one line.
    const nova = await saveColuna(tab, { nome: 'Sem valores', id_tipo_campo: 217 });
    expect((nova.json.data as Fields).fields.tabela_valores).toEqual([valorUltimaLinhaMessage]);
  });

  it('copies a table with its categories, columns and value lines under new ids', async () => {
    // Act
    const copia = await saveTabela({ nome: 'Ruído contínuo (cópia)', copiar: ids.ruido });
    expect(copia.status, JSON.stringify(copia.json)).toBe(200);
    const tab = (copia.json.data as { id: string }).id;

    // Assess
    const original = await colunas(ids.ruido as string);
    const copiadas = await colunas(tab);
    expect(copiadas.map((coluna) => coluna.nome)).toEqual(original.map((coluna) => coluna.nome));
    expect(copiadas.every((coluna) => coluna.id_tab === tab)).toBe(true);
    expect(copiadas.some((coluna) => original.some((item) => item.id === coluna.id))).toBe(false);
    const dose = copiadas.find((coluna) => coluna.nome === 'Nível de exposição');
    expect(dose?.categoria).toBe('Dosimetria');
    expect(dose?.id_cat).not.toBe(ids.categoria);
    expect(copiadas.find((coluna) => coluna.nome === 'Técnica')?.tabela_valores.map((linha) => linha.nome)).toEqual(['NHO 01', 'NR-15 Anexo 1']);
    // The name is the tenant's one.
    const repetida = await saveTabela({ nome: 'ruido continuo' });
    expect((repetida.json.data as Fields).fields.nome).toEqual([tabelaDinamicaNomeTakenMessage]);
  });

  it('needs permission 571 to change tables, categories and columns; reading is open', async () => {
    // Act
    const tab = ids.ruido as string;
    const tabela = await saveTabela({ nome: 'Calor' }, 'operador');
    const categoria = await saveCategoria(tab, { nome: 'X' }, 'operador');
    const coluna = await saveColuna(tab, { nome: 'X' }, 'operador');
    const deletar = await as('operador')('POST', buildPath(apiRoute('tabelaDinamicaColunaDeletar'), { tab }), { ids: [ids.lista] });
    const ler = await as('operador')('GET', buildPath(apiRoute('tabelaDinamica'), { id: tab }));

    // Assess
    expect([tabela.status, categoria.status, coluna.status, deletar.status]).toEqual([403, 403, 403, 403]);
    expect(deletar.json.msg).toBe(deleteForbiddenMessage);
    expect(ler.status).toBe(200);
  });

  it("answers 404 for another tenant's table and its sub-routes", async () => {
    // Act
    const tab = ids.ruido as string;
    const answers = await Promise.all([
      as('beta')('GET', buildPath(apiRoute('tabelaDinamica'), { id: tab })),
      as('beta')('GET', buildPath(apiRoute('tabelaDinamicaColunas'), { tab })),
      as('beta')('GET', buildPath(apiRoute('tabelaDinamicaCategorias'), { tab })),
      as('beta')('POST', buildPath(apiRoute('tabelaDinamicaColunaSalvar'), { tab }), { nome: 'Intrusa' }),
      as('beta')('POST', buildPath(apiRoute('tabelaDinamicaDeletar')), { ids: [tab] }),
      as('beta')('GET', buildPath(apiRoute('tabelaDinamicaExportar'), { id: tab })),
      as('beta')('POST', buildPath(apiRoute('tabelaDinamicaSalvar')), { nome: 'Cópia alheia', copiar: tab }),
    ]);

    // Assess
    expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[6]?.status).toBe(400);
    expect((await colunas(tab)).some((coluna) => coluna.nome === 'Intrusa')).toBe(false);
  });

  it('lists by name a page at a time within the read budget, filters the active ones and keeps the total', async () => {
    // Prepare
    for (const nome of ['Vibração', 'Agentes químicos', 'Calor']) expect((await saveTabela({ nome })).status).toBe(200);
    expect((await saveTabela({ nome: 'Poeira (inativa)', ativo: 0 })).status).toBe(200);

    // Act
    const nomes: string[] = [];
    let cursor: string | undefined;
    let total: number | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const answer = await as('admin')('GET', `${buildPath(apiRoute('tabelaDinamicaLista'))}${toQueryString({ pagination: size, cursor })}`);
      expect(answer.status).toBe(200);
      expect(Number(answer.response.headers.get(readMeterHeader.items))).toBeLessThanOrEqual(2 * size + 2);
      const page = answer.json.data as Page;
      total ??= page.pagination.total;
      nomes.push(...page.data.map((row) => row.nome));
      cursor = page.pagination.next ?? undefined;
      if (!cursor) break;
    }
    const ativas = (await as('admin')('GET', `${buildPath(apiRoute('tabelaDinamicaLista'))}${toQueryString({ filter: { ativo: 1 } })}`)).json
      .data as Page;
    const busca = (await as('admin')('GET', `${buildPath(apiRoute('tabelaDinamicaLista'))}${toQueryString({ search: 'rui' })}`)).json.data as Page;

    // Assess
    expect(nomes).toEqual(['Agentes químicos', 'Calor', 'Poeira (inativa)', 'Ruído contínuo', 'Ruído contínuo (cópia)', 'Vibração']);
    expect(total).toBe(6);
    expect(ativas.data.map((row) => row.nome)).not.toContain('Poeira (inativa)');
    expect(ativas.data).toHaveLength(5);
    expect(busca.data.map((row) => row.nome)).toEqual(['Ruído contínuo', 'Ruído contínuo (cópia)']);
  });

  it('exports the structure of a table and reads it back', async () => {
    // Act
    const answer = await as('admin')('GET', buildPath(apiRoute('tabelaDinamicaExportar'), { id: ids.ruido as string }));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const file = answer.json.data as { contents: string; filename: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contents, 'base64') as unknown as ArrayBuffer);

    // Assess
    expect(file.filename).toMatch(/^tabela-dinamica-ruido-continuo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const colunasSheet = workbook.getWorksheet('Colunas');
    const rows = colunasSheet?.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 6));
    expect(rows).toContainEqual([2, 'Dosimetria', 'Nível de exposição', 'Numérico', 'Intensidade ou concentração']);
    const valores = workbook.getWorksheet('Valores')?.getSheetValues().slice(2).map((row) => (row as unknown[])[3]);
    expect(valores).toEqual(['NHO 01', 'NR-15 Anexo 1', 'Diurno']);
  });

  it('refuses deleting a category that classifies a column, deletes a column and then the category, and deletes a table', async () => {
    // Prepare
    const tab = ids.ruido as string;
    const dose = (await colunas(tab)).find((coluna) => coluna.nome === 'Nível de exposição') as TabelaDinamicaColuna;

    // Act
    const emUso = await as('tabelas')('POST', buildPath(apiRoute('tabelaDinamicaCategoriaDeletar'), { tab }), { ids: [ids.categoria] });
    const coluna = await as('tabelas')('POST', buildPath(apiRoute('tabelaDinamicaColunaDeletar'), { tab }), { ids: [dose.id] });
    const categoria = await as('tabelas')('POST', buildPath(apiRoute('tabelaDinamicaCategoriaDeletar'), { tab }), { ids: [ids.categoria] });
    const tabela = await as('tabelas')('POST', buildPath(apiRoute('tabelaDinamicaDeletar')), { ids: [tab] });

    // Assess
    expect(emUso.status).toBe(400);
    expect(emUso.json.msg).toBe(categoriaEmUsoMessage);
    expect([coluna.status, categoria.status, tabela.status]).toEqual([200, 200, 200]);
    expect((await as('admin')('GET', buildPath(apiRoute('tabelaDinamica'), { id: tab }))).status).toBe(404);
    const lista = (await as('admin')('GET', buildPath(apiRoute('tabelaDinamicaLista')))).json.data as Page;
    expect(lista.pagination.total).toBe(5);
  });
});
