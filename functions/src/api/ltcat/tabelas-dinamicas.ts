import {
  categoriaEmUsoMessage,
  categoriaInvalidaMessage,
  idsRequestSchema,
  keyedPagination,
  recordSavedMessage,
  recordsDeletedMessage,
  tabelaDinamicaCategoriaFormSchema,
  tabelaDinamicaColunaFormSchema,
  tabelaDinamicaColunaQuerySchema,
  tabelaDinamicaFormSchema,
  tabelaDinamicaListQuerySchema,
  tabelaDinamicaNomeTakenMessage,
  tipoCampo,
  tipoDescricao,
  type TabelaDinamica,
  type TabelaDinamicaCategoria,
  type TabelaDinamicaColuna,
} from '@ocupacional/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ascending, readRegistryPage, registryTotal, type RegistryQueries } from '../../data/cadastro-lista';
import { newId, nameSortKey, registryKeyParts } from '../../data/entities/keys';
import { tabelasDinamicas, type TabelaDinamicaItem } from '../../data/entities/tabela-dinamica';
import { tabelaDinamicaCategorias, type TabelaDinamicaCategoriaItem } from '../../data/entities/tabela-dinamica-categoria';
import { tabelaDinamicaColunas, type TabelaDinamicaColunaItem } from '../../data/entities/tabela-dinamica-coluna';
import type { PageReadOptions } from '../../data/list-page';
import {
  categoriasDaTabela,
  colunasDaTabela,
  maxColunasPorTabela,
  tabelaDinamicaViva,
  tabelasDinamicasCounter,
} from '../../data/tabelas-dinamicas';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { copiaDaEstrutura, linhasDaColuna, recusaDasLinhas } from '../../domain/tabela-dinamica';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { createClaims, nameHolder, nameTaken, renameClaims, softDeleteRegistry, webTenant, writeRegistryEdit } from '../cadastro/registry';

/*
 * Tabelas dinâmicas (issue 15; spec 3 §2.3, §3, §4, §7): the tables (registry pattern: list by name, claimed names,
 * edits at the version read, soft delete with the counter), their categories and their columns with the value lines.
 * Permission 571 to change any of them is the route's (shared/src/routes/ltcat-tabelas.ts). A category or a column
 * belongs to one table of one tenant: a table that is not a live one of the tenant is 404 for every sub-route.
 */

const flag = (value: boolean | undefined, fallback = true): 0 | 1 => ((value ?? fallback) ? 1 : 0);
const tipo = 'tabelaDinamicaNome';
const fieldError = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });

export function tabelaView(item: TabelaDinamicaItem): TabelaDinamica {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    cor: item.cor ?? null,
    ativo: flag(item.ativo),
    obs: item.obs ?? null,
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

function categoriaView(item: TabelaDinamicaCategoriaItem): TabelaDinamicaCategoria {
  return { id: item.id, id_tab: item.tabelaId, versao: versaoDe(item), nome: item.nome, ativo: flag(item.ativo), updated_at: item.updatedAt ?? null };
}

/** A column as the API answers it (the measurement's column list reads the same shape). */
export function colunaView(item: TabelaDinamicaColunaItem, categorias: ReadonlyMap<string, string>): TabelaDinamicaColuna {
  const tipoDoCampo = item.tipoCampo ?? tipoCampo.padrao;
  return {
    id: item.id,
    id_tab: item.tabelaId,
    versao: versaoDe(item),
    id_cat: item.categoriaId ?? null,
    categoria: item.categoriaId ? (categorias.get(item.categoriaId) ?? null) : null,
    id_tipo_campo: tipoDoCampo,
    tipo_campo: tipoDescricao(tipoDoCampo) ?? '',
    id_tipo_vinculo: item.tipoVinculo ?? null,
    nome: item.nome,
    ordem: item.ordem ?? 0,
    unidade: item.unidade ?? null,
    mascara: item.mascara ?? null,
    valor_ref_min: item.refMin ?? null,
    valor_ref_max: item.refMax ?? null,
    ativo: flag(item.ativo),
    obrigatorio: flag(item.obrigatorio, false),
    ordenar: flag(item.ordenar, false),
    tabela_valores: (item.valores ?? []).map((linha) => ({
      id: linha.id,
      id_tab_ver_col: item.id,
      id_tipo_campo: linha.tipoCampo ?? null,
      ordem: linha.ordem,
      nome: linha.nome,
      unidade: linha.unidade ?? null,
      padrao: flag(linha.padrao, false),
      ativo: flag(linha.ativo),
    })),
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string, ativas: boolean): RegistryQueries<TabelaDinamicaItem> => {
  const byNome = (prefix: string) => (options: PageReadOptions) => {
    const query = tabelasDinamicas().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix });
    return (ativas ? query.where(({ ativo }, { eq }) => eq(ativo, true)) : query).go(ascending(options));
  };
  // No code: a search of digits reads the names from their (zero-padded) prefix.
  return { byNome, byCodigo: (digits) => byNome(nameSortKey(digits)), indexes: { nome: 'gsi1', codigo: 'gsi1' } };
};

/** GET /ltcat/tabela-dinamica: one page by name (search: name prefix), filter {ativo: 1} for a measurement's pick list. */
export const listTabelasDinamicas: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const { search, page, pagination, cursor, filter } = parseQuery(event, tabelaDinamicaListQuerySchema);
  const ativas = filter?.ativo === 1;
  const [found, total] = await Promise.all([
    readRegistryPage({ tenant, search, cursor, pagination }, queries(tenant, ativas)),
    // The counter counts live tables; under a filter no counter answers.
    ativas ? Promise.resolve(null) : registryTotal(tenant, tabelasDinamicasCounter, search),
  ]);
  return respond(200, 'OK', { data: found.items.map(tabelaView), pagination: keyedPagination(page, pagination, total, found.next) });
};

/** The tenant's live table named by the path ({id} or {tab}); 404 otherwise. */
async function tabelaDoCaminho(event: APIGatewayProxyEventV2, tenant: string, param: 'id' | 'tab'): Promise<TabelaDinamicaItem> {
  const tabela = await tabelaDinamicaViva(tenant, event.pathParameters?.[param] ?? '');
  if (!tabela) throw new HttpError(404, notFoundMessage);
  return tabela;
}

/** GET /ltcat/tabela-dinamica/{id}. */
export const getTabelaDinamica: RouteHandler = async (event, context) =>
  respond(200, 'OK', tabelaView(await tabelaDoCaminho(event, webTenant(context), 'id')));

const taken = () => nameTaken(tabelaDinamicaNomeTakenMessage);

/**
 * POST /ltcat/tabela-dinamica/editar: creates (no id; copiar brings the categories, columns and value lines of
 * another live table of the tenant) or updates (id and the versao read) a table.
 */
export const saveTabelaDinamica: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, tabelaDinamicaFormSchema);
  const set = { nome: form.nome, ativo: form.ativo === 1, ...(form.cor ? { cor: form.cor } : {}), ...(form.obs ? { obs: form.obs } : {}) };

  if (!form.id) {
    const origem = form.copiar ? await tabelaDinamicaViva(tenant, form.copiar) : undefined;
    if (form.copiar && !origem) throw fieldError('copiar', notFoundMessage);
    if (await nameHolder(tenant, tipo, form.nome)) throw taken();
    const id = newId();
    try {
      await transactWrite([
        { put: tabelasDinamicas().create({ tenant, id, ...set, ...(origem ? { copiadaDe: origem.id } : {}) }).params() },
        ...createClaims(tenant, tipo, form.nome, id, tabelasDinamicasCounter),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw taken();
      throw error;
    }
    if (origem) await copiarEstrutura(tenant, origem.id, id);
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await tabelaDinamicaViva(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, form.nome);
  if (holder && holder !== existing.id) throw taken();
  const patch = tabelasDinamicas()
    .patch({ tenant, id: existing.id })
    .set({ ...set, nomeChave: nameSortKey(form.nome), versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, undefined));
  const removed = [...(form.cor ? [] : ['cor' as const]), ...(form.obs ? [] : ['obs' as const])];
  const update = (removed.length ? patch.remove(removed) : patch).where(({ deletedAt }, { notExists }) => notExists(deletedAt)).where(naVersao(lida));
  await writeRegistryEdit(update, renameClaims(tenant, tipo, existing.id, existing.nome, form.nome), taken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** Copies the live categories and columns (with their value lines) of `origemId` into the new table `destinoId`. */
async function copiarEstrutura(tenant: string, origemId: string, destinoId: string): Promise<void> {
  const [categorias, colunas] = await Promise.all([categoriasDaTabela(tenant, origemId), colunasDaTabela(tenant, origemId)]);
  const copia = copiaDaEstrutura(
    categorias.map(({ id, nome, ativo }) => ({ id, nome, ativo })),
    colunas.map(({ id, categoriaId, tipoCampo: tipoDoCampo, tipoVinculo, nome, ordem, unidade, mascara, refMin, refMax, ativo, obrigatorio, ordenar, valores }) => ({
      id,
      categoriaId,
      tipoCampo: tipoDoCampo,
      tipoVinculo,
      nome,
      ordem,
      unidade,
      mascara,
      refMin,
      refMax,
      ativo,
      obrigatorio,
      ordenar,
      valores: (valores ?? []).map((linha) => ({ ...linha, padrao: linha.padrao, ativo: linha.ativo })),
    })),
    () => newId(),
  );
  const semVazios = <T extends object>(item: T) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined && value !== null)) as T;
  if (copia.categorias.length) await tabelaDinamicaCategorias().put(copia.categorias.map((categoria) => ({ tenant, tabelaId: destinoId, ...semVazios(categoria) }))).go();
  if (copia.colunas.length) await tabelaDinamicaColunas().put(copia.colunas.map((coluna) => ({ tenant, tabelaId: destinoId, ...semVazios(coluna) }))).go();
}

/** POST /ltcat/tabela-dinamica/deletar {ids}: soft-deletes tables; their names are released. */
export const deleteTabelasDinamicas: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => tabelasDinamicas().get(keys).go(),
    softDelete: (item: TabelaDinamicaItem, deletedAt) =>
      tabelasDinamicas()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, undefined))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.nome }),
    counter: tabelasDinamicasCounter,
  });

// Categories

/** GET /ltcat/tabela-dinamica/categoria/{tab}: the table's live categories by name. */
export const listCategorias: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  return respond(200, 'OK', (await categoriasDaTabela(tenant, tabela.id)).map(categoriaView));
};

async function categoriaViva(tenant: string, tabelaId: string, id: string): Promise<TabelaDinamicaCategoriaItem | undefined> {
  if (!id) return undefined;
  const { data } = await tabelaDinamicaCategorias().get({ tenant, tabelaId, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET /ltcat/tabela-dinamica/categoria/{tab}/{id}. */
export const getCategoria: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const categoria = await categoriaViva(tenant, tabela.id, event.pathParameters?.id ?? '');
  if (!categoria) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', categoriaView(categoria));
};

/** POST /ltcat/tabela-dinamica/categoria/{tab}/editar: creates (no id) or updates a category of the table. */
export const saveCategoria: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const form = parseBody(event, tabelaDinamicaCategoriaFormSchema);
  const set = { nome: form.nome, ativo: form.ativo === 1 };
  if (!form.id) {
    if ((await categoriasDaTabela(tenant, tabela.id)).length >= maxColunasPorTabela) throw fieldError('nome', `A tabela pode ter até ${maxColunasPorTabela} categorias`);
    const id = newId();
    await tabelaDinamicaCategorias().create({ tenant, tabelaId: tabela.id, id, ...set }).go();
    return respond(200, recordSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  const existing = await categoriaViva(tenant, tabela.id, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  await gravarNaVersao(() =>
    tabelaDinamicaCategorias()
      .patch({ tenant, tabelaId: tabela.id, id: existing.id })
      .set({ ...set, versao: proximaVersao(lida) })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** The distinct ids of a sub-list delete. */
function idsDoCorpo(event: APIGatewayProxyEventV2): string[] {
  return [...new Set(parseBody(event, idsRequestSchema).ids)];
}

/**
 * POST /ltcat/tabela-dinamica/categoria/{tab}/deletar {ids}: soft-deletes categories of the table, all or none;
 * refused while a live column is classified by one (spec 3 §2.3: a category classifies a column).
 */
export const deleteCategorias: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const ids = idsDoCorpo(event);
  const vivas = new Set((await categoriasDaTabela(tenant, tabela.id)).map((categoria) => categoria.id));
  if (ids.some((id) => !vivas.has(id))) throw new HttpError(404, notFoundMessage);
  const colunas = await colunasDaTabela(tenant, tabela.id);
  if (colunas.some((coluna) => coluna.categoriaId && ids.includes(coluna.categoriaId))) throw new HttpError(400, categoriaEmUsoMessage);
  const deletedAt = new Date().toISOString();
  for (const id of ids) {
    await tabelaDinamicaCategorias().patch({ tenant, tabelaId: tabela.id, id }).set({ deletedAt }).go();
  }
  return respond(200, recordsDeletedMessage, { total: ids.length });
};

// Columns

/** GET /ltcat/tabela-dinamica/coluna/{tab}: the table's live columns with their value lines; filter {ativo: 1}: active only. */
export const listColunas: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const { filter } = parseQuery(event, tabelaDinamicaColunaQuerySchema);
  const ativas = filter.ativo === 1 || filter.ativo === '1';
  const [categorias, colunas] = await Promise.all([categoriasDaTabela(tenant, tabela.id), colunasDaTabela(tenant, tabela.id, { ativas })]);
  const nomes = new Map(categorias.map((categoria) => [categoria.id, categoria.nome]));
  return respond(200, 'OK', colunas.map((coluna) => colunaView(coluna, nomes)));
};

/**
 * POST /ltcat/tabela-dinamica/coluna/{tab}/editar: creates (no id) or updates a column with its value lines. The
 * category must be a live one of the table; the value lines follow the type's rules (spec 3 §4, domain/tabela-dinamica.ts):
 * the first stored line stays, one line at least.
 */
export const saveColuna: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const form = parseBody(event, tabelaDinamicaColunaFormSchema);
  if (form.id_cat && !(await categoriaViva(tenant, tabela.id, form.id_cat))) throw fieldError('id_cat', categoriaInvalidaMessage);
  const existing = form.id ? await colunaViva(tenant, tabela.id, form.id) : undefined;
  if (form.id && !existing) throw new HttpError(404, notFoundMessage);
  const guardadas = existing?.valores ?? [];
  const recusa = recusaDasLinhas(form.id_tipo_campo, guardadas, form.tabela_valores);
  if (recusa) throw fieldError('tabela_valores', recusa);
  const valores = linhasDaColuna(form.id_tipo_campo, guardadas, form.tabela_valores, () => newId());
  const set = {
    tipoCampo: form.id_tipo_campo,
    nome: form.nome,
    ordem: form.ordem,
    ativo: form.ativo === 1,
    obrigatorio: form.obrigatorio === 1,
    ordenar: form.ordenar === 1,
    valores,
  };
  const optional = {
    categoriaId: form.id_cat ?? undefined,
    tipoVinculo: form.id_tipo_vinculo ?? undefined,
    unidade: form.unidade ?? undefined,
    mascara: form.mascara ?? undefined,
    refMin: form.valor_ref_min ?? undefined,
    refMax: form.valor_ref_max ?? undefined,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined && value !== ''));
  if (!existing) {
    if ((await colunasDaTabela(tenant, tabela.id)).length >= maxColunasPorTabela) throw fieldError('nome', `A tabela pode ter até ${maxColunasPorTabela} colunas`);
    const id = newId();
    await tabelaDinamicaColunas().create({ tenant, tabelaId: tabela.id, id, ...set, ...present }).go();
    return respond(200, recordSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  exigirVersao(existing, lida);
  const absent = Object.keys(optional).filter((key) => !(key in present)) as (keyof typeof optional)[];
  const patch = tabelaDinamicaColunas()
    .patch({ tenant, tabelaId: tabela.id, id: existing.id })
    .set({ ...set, ...present, versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (absent.length ? patch.remove(absent) : patch)
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

async function colunaViva(tenant: string, tabelaId: string, id: string): Promise<TabelaDinamicaColunaItem | undefined> {
  const { data } = await tabelaDinamicaColunas().get({ tenant, tabelaId, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** POST /ltcat/tabela-dinamica/coluna/{tab}/deletar {ids}: soft-deletes columns of the table, all or none. */
export const deleteColunas: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDoCaminho(event, tenant, 'tab');
  const ids = idsDoCorpo(event);
  const vivas = new Set((await colunasDaTabela(tenant, tabela.id)).map((coluna) => coluna.id));
  if (ids.some((id) => !vivas.has(id))) throw new HttpError(404, notFoundMessage);
  const deletedAt = new Date().toISOString();
  await transactWrite(
    ids.map((id) => ({
      update: tabelaDinamicaColunas()
        .patch({ tenant, tabelaId: tabela.id, id })
        .set({ deletedAt })
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    })),
  ).catch((error: unknown) => {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  });
  return respond(200, recordsDeletedMessage, { total: ids.length });
};
