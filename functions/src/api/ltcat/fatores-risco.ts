import {
  agenteTabela24Message,
  applyMask,
  cadastroExcelMaxRows,
  fatorRiscoFormSchema,
  fatorRiscoListQuerySchema,
  fatorRiscoNomeTakenMessage,
  fatorRiscoSchema,
  invalidOptionMessage,
  invalidPageCursorMessage,
  keyedPagination,
  masks,
  permissions,
  recordSavedMessage,
  todayInSaoPaulo,
  tipoDescricao,
  typeListCodes,
  typeLists,
  unidadesMedida,
  type FatorRisco,
  type FatorRiscoForm,
} from '@ocupacional/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ascending, readRegistryPage, registryTotal, type RegistryQueries } from '../../data/cadastro-lista';
import { fatoresRisco, semCategoria, type FatorRiscoItem } from '../../data/entities/fator-risco';
import { fatorRiscoLaboratorios, type FatorRiscoLaboratorioItem } from '../../data/entities/fator-risco-laboratorio';
import { laboratorios } from '../../data/entities/laboratorio';
import { tabelasDinamicas } from '../../data/entities/tabela-dinamica';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { fatoresRiscoCounter, linksDoFator, liveByIds, liveFatorRisco } from '../../data/ltcat-catalogos';
import { sealCursor, type PageOf } from '../../data/list-page';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { agenteTabela24 } from '../../esocial/tables/agentes-nocivos';
import { forbiddenMessage, HttpError, notFoundMessage, parseBody, parseQuery, respond, sessionOf, validationFailedMessage, type RouteContext, type RouteHandler } from '../../platform';
import { isAdministrator } from '../../platform/auth';
import { createClaims, nameHolder, nameTaken, renameClaims, softDeleteRegistry, webTenant } from '../cadastro/registry';
import { registryExcel } from '../cadastro/registry-excel';

/*
 * Fatores de Risco (issue 15, wave 1; spec 3 §2.3 "Risk factor list", §3 Risk factor, §7): the LTCAT's catalogue of
 * risk factors on the registry pattern (api/cadastro/registry.ts): the list by name or Tabela 24 code prefix, or per
 * eSocial category (list 269, several at once: one page of each category's index merged by name), the record with
 * its laboratories (cost and sale values in cents, one default), the save (568; changing the laboratories' values also
 * needs 303), the soft delete (568) and the Excel export. The name is unique in the tenant (claim 'fatorRiscoNome').
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'fatorRiscoNome';

function view(item: FatorRiscoItem, laboratoriosDoFator: FatorRisco['laboratorios'] = []): FatorRisco {
  const code = item.codEsocial ?? null;
  const catEsocial = item.catEsocial ?? null;
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    nome_comercial: item.nomeComercial,
    cat_esocial: catEsocial,
    categoria: catEsocial ? (tipoDescricao(catEsocial) ?? null) : null,
    cod_cas: item.codCas ?? null,
    cod_esocial: code,
    agente: code ? (agenteTabela24(code) ?? null) : null,
    cod_metodologia: item.codMetodologia,
    desc_metodologia: item.descMetodologia,
    id_tipo_unidade_medida: item.idTipoUnidadeMedida ?? null,
    un_medida: item.unMedida ?? null,
    id_tab: item.tabelaId ?? null,
    esocial_atividade_per: item.atividadesPer ?? [],
    amostra: item.amostra ?? null,
    vazao: item.vazao ?? null,
    volume: item.volume ?? null,
    cod_amostrador: item.codAmostrador ?? null,
    desc_amostrador: item.descAmostrador ?? null,
    usuario: item.usuario ?? null,
    ativo: flag(item.ativo !== false),
    laboratorios: laboratoriosDoFator,
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

// The view must stay what the shared schema says the screens read.
void (fatorRiscoSchema satisfies { parse: (value: unknown) => FatorRisco });

const queries = (tenant: string): RegistryQueries<FatorRiscoItem> => ({
  byNome: (prefix) => (options) =>
    fatoresRisco().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    fatoresRisco().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

// The category filter (several items of list 269): one page of each category's partition of byCategoria (gsi3),
// merged by name. The cursor holds, per category, the sort key of its last row shown ('' before the first, '~' when
// the category ended): each later page restarts every category where the merge left it.

type CategoryCursor = Record<string, string>;
const ended = '~';

function openCategoryCursor(cursor: string | undefined, categories: readonly string[]): CategoryCursor {
  if (!cursor) return Object.fromEntries(categories.map((category) => [category, '']));
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    const entries = categories.map((category) => [category, (parsed as Record<string, unknown>)[category] ?? ''] as const);
    if (entries.some(([, value]) => typeof value !== 'string' || value.length > 600)) throw new Error('bad key');
    return Object.fromEntries(entries) as CategoryCursor;
  } catch {
    throw new HttpError(400, invalidPageCursorMessage);
  }
}

/** The gsi3 start key of a category's partition after the row whose sort key is `after`, checked like every cursor. */
function categoryStart(tenant: string, category: string, after: string): string | null {
  if (!after) return null;
  const id = after.slice(after.lastIndexOf('#') + 1);
  return sealCursor({ pk: `T#${tenant}`, sk: `FATRIS#${id}`, gsi3pk: `T#${tenant}#FATRIS_CAT#${category}`, gsi3sk: after });
}

const sortKeyOf = (item: FatorRiscoItem) => `vivo#${nameSortKey(item.nome)}#${item.id}`;

/** One page of the live factors of the chosen categories, by name (prefix search on the name). */
async function readCategoriesPage(
  tenant: string,
  request: { search?: string | undefined; cursor?: string | undefined; pagination: number },
  categorias: readonly number[],
): Promise<PageOf<FatorRiscoItem>> {
  const categories = [...new Set(categorias.map(String))].sort();
  const at = openCategoryCursor(request.cursor, categories);
  const prefix = request.search?.trim() ? nameSortKey(request.search) : '';
  const reads = await Promise.all(
    categories.map(async (category) => {
      if (at[category] === ended) return { category, items: [] as FatorRiscoItem[], more: false };
      const { data, cursor } = await fatoresRisco()
        .query.byCategoria({ tenant, categoriaChave: category, lista: 'vivo' })
        .begins({ nomeChave: prefix })
        .go({ cursor: categoryStart(tenant, category, at[category] ?? ''), limit: request.pagination + 1, order: 'asc' })
        .catch((error: unknown) => {
          throw new HttpError(400, invalidPageCursorMessage, null, { cause: error });
        });
      return { category, items: data, more: data.length > request.pagination || cursor !== null };
    }),
  );
  const merged = reads
    .flatMap((read) => read.items.map((item) => ({ category: read.category, item, key: sortKeyOf(item) })))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shown = merged.slice(0, request.pagination);
  const next: CategoryCursor = { ...at };
  for (const read of reads) {
    const last = shown.filter((row) => row.category === read.category).at(-1);
    const all = read.items.length > 0 && shown.filter((row) => row.category === read.category).length === read.items.length;
    if (all && !read.more) next[read.category] = ended;
    else if (last) next[read.category] = last.key;
    else if (at[read.category] !== ended && read.items.length === 0) next[read.category] = ended;
  }
  const done = Object.values(next).every((value) => value === ended);
  return { items: shown.map((row) => row.item), next: done ? null : Buffer.from(JSON.stringify(next)).toString('base64url') };
}

/** One page of the list the query asks for: by category when filtered, else the registry's read. */
function readFatoresPage(tenant: string, request: { search?: string | undefined; cursor?: string | undefined; pagination: number }, categorias: number[]) {
  if (categorias.length) return readCategoriesPage(tenant, request, categorias);
  return readRegistryPage({ tenant, ...request }, queries(tenant));
}

function listRequest(event: APIGatewayProxyEventV2) {
  const query = parseQuery(event, fatorRiscoListQuerySchema);
  const categorias = query.filter?.cat_esocial ?? [];
  const known = new Set((typeLists[typeListCodes.categoriaEsocial] ?? []).map((item) => item.id));
  if (categorias.some((categoria) => !known.has(categoria))) {
    throw new HttpError(400, validationFailedMessage, { fields: { cat_esocial: [invalidOptionMessage] } });
  }
  return { ...query, categorias };
}

/** GET fator-risco (filter cat_esocial): one page of the live factors by name, code prefix or category. */
export const listFatoresRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const { search, page, pagination, cursor, categorias } = listRequest(event);
  const [found, total] = await Promise.all([
    readFatoresPage(tenant, { search, cursor, pagination }, categorias),
    // Under a category filter no counter answers: null, like a search.
    categorias.length ? Promise.resolve(null) : registryTotal(tenant, fatoresRiscoCounter, search),
  ]);
  return respond(200, 'OK', { data: found.items.map((item) => view(item)), pagination: keyedPagination(page, pagination, total, found.next) });
};

const unidade = (id: number | undefined) => {
  const item = id ? typeLists[typeListCodes.unidadeMedida]?.find((candidate) => candidate.id === id) : undefined;
  return item ? (unidadesMedida.find((candidate) => candidate.id === item.valor)?.descricao ?? item.descricao) : null;
};

/** GET fator-risco/excel (search and filter as the list's): the filtered list as an .xlsx. */
export const exportFatoresRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const { search, categorias } = listRequest(event);
  const rows: FatorRiscoItem[] = [];
  let cursor: string | undefined;
  do {
    const found = await readFatoresPage(tenant, { search, cursor, pagination: 500 }, categorias);
    rows.push(...found.items);
    cursor = found.next ?? undefined;
  } while (cursor && rows.length < cadastroExcelMaxRows);
  const file = await registryExcel(
    'fatores-de-risco',
    'Fatores de Risco',
    [
      { header: 'Nome', width: 36, value: (item: FatorRiscoItem) => item.nome },
      { header: 'Nome Comercial', width: 36, value: (item) => item.nomeComercial },
      { header: 'Categoria eSocial', width: 20, value: (item) => (item.catEsocial ? (tipoDescricao(item.catEsocial) ?? null) : null) },
      { header: 'Código eSocial (Tabela 24)', width: 16, value: (item) => (item.codEsocial ? applyMask(masks.esocial, item.codEsocial) : null) },
      { header: 'CAS', width: 14, value: (item) => item.codCas ?? null },
      { header: 'Código da Metodologia', width: 20, value: (item) => item.codMetodologia },
      { header: 'Metodologia', width: 40, value: (item) => item.descMetodologia },
      { header: 'Unidade de Medida', width: 24, value: (item) => unidade(item.idTipoUnidadeMedida) ?? item.unMedida ?? null },
      { header: 'Ativo', width: 8, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
    rows.slice(0, cadastroExcelMaxRows),
    todayInSaoPaulo(),
  );
  return respond(200, 'OK', file);
};

/** The factor's laboratories as its form reads them: live laboratories, the default first, then by name. */
async function laboratoriosView(tenant: string, item: FatorRiscoItem): Promise<FatorRisco['laboratorios']> {
  const links = await linksDoFator(tenant, item.id);
  const labs = await liveByIds((keys) => laboratorios().get(keys).go(), tenant, links.map((link) => link.laboratorioId));
  return links
    .flatMap((link) => {
      const lab = labs.get(link.laboratorioId);
      if (!lab) return [];
      return [
        {
          id_fat: item.id,
          id_lab: lab.id,
          laboratorio: lab.nome,
          nome: item.nome,
          valor_custo: link.valorCusto,
          valor_venda: link.valorVenda,
          padrao: flag(link.padrao),
        },
      ];
    })
    .sort((a, b) => b.padrao - a.padrao || a.laboratorio.localeCompare(b.laboratorio, 'pt-BR'));
}

/** GET fator-risco/{id}: one live factor with its laboratories; another tenant's or a deleted one is 404. */
export const getFatorRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const item = await liveFatorRisco(tenant, event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item, await laboratoriosView(tenant, item)));
};

const fieldError = (fields: Record<string, string[]>) => new HttpError(400, validationFailedMessage, { fields });

/** The code must be in Tabela 24 (the check of Configurações › Riscos); the dynamic table and laboratories live ones. */
async function checkForm(tenant: string, form: FatorRiscoForm): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (form.cod_esocial && agenteTabela24(form.cod_esocial) === undefined) fields.cod_esocial = [agenteTabela24Message];
  if (form.id_tab) {
    const { data } = await tabelasDinamicas().get({ tenant, id: form.id_tab }).go();
    if (!data || data.deletedAt) fields.id_tab = [invalidOptionMessage];
  }
  const labs = await liveByIds((keys) => laboratorios().get(keys).go(), tenant, form.laboratorios.map((line) => line.id_lab));
  form.laboratorios.forEach((line, index) => {
    if (!labs.has(line.id_lab)) fields[`laboratorios.${index}.id_lab`] = [invalidOptionMessage];
  });
  if (Object.keys(fields).length) throw fieldError(fields);
}

/** Whether the saved laboratories differ from the stored links (values, default, the set). */
function linksChanged(before: readonly FatorRiscoLaboratorioItem[], form: FatorRiscoForm): boolean {
  if (before.length !== form.laboratorios.length) return true;
  const stored = new Map(before.map((link) => [link.laboratorioId, link]));
  return form.laboratorios.some((line) => {
    const link = stored.get(line.id_lab);
    return !link || link.valorCusto !== line.valor_custo || link.valorVenda !== line.valor_venda || Boolean(link.padrao) !== (line.padrao === 1);
  });
}

/** Spec 3 §6: the laboratory values of the risk factors need 303 (administrators pass). */
function requireValoresPermission(context: Pick<RouteContext, 'session'>): void {
  const { usuario } = sessionOf(context);
  if (isAdministrator(usuario) || (usuario.acessoPermissao ?? []).includes(permissions.valoresFatorRiscoLaboratorio)) return;
  throw new HttpError(403, forbiddenMessage);
}

/** The link writes that turn `before` into the form's laboratories: puts of the new and changed, deletes of the gone. */
function linkOperations(tenant: string, fatorId: string, before: readonly FatorRiscoLaboratorioItem[], form: FatorRiscoForm): TransactOperation[] {
  const stored = new Map(before.map((link) => [link.laboratorioId, link]));
  const wanted = new Set(form.laboratorios.map((line) => line.id_lab));
  const puts = form.laboratorios
    .filter((line) => {
      const link = stored.get(line.id_lab);
      return !link || link.valorCusto !== line.valor_custo || link.valorVenda !== line.valor_venda || Boolean(link.padrao) !== (line.padrao === 1);
    })
    .map((line) => ({
      put: fatorRiscoLaboratorios()
        .put({ tenant, fatorId, laboratorioId: line.id_lab, valorCusto: line.valor_custo, valorVenda: line.valor_venda, padrao: line.padrao === 1 })
        .params(),
    }));
  const deletes = before
    .filter((link) => !wanted.has(link.laboratorioId))
    .map((link) => ({ delete: fatorRiscoLaboratorios().delete({ tenant, fatorId, laboratorioId: link.laboratorioId }).params() }));
  return [...puts, ...deletes];
}

function recordOf(form: FatorRiscoForm, usuario: string) {
  const optional = {
    catEsocial: form.cat_esocial ?? undefined,
    codCas: form.cod_cas || undefined,
    codEsocial: form.cod_esocial ?? undefined,
    idTipoUnidadeMedida: form.id_tipo_unidade_medida ?? undefined,
    unMedida: form.un_medida || undefined,
    tabelaId: form.id_tab || undefined,
    amostra: form.amostra || undefined,
    vazao: form.vazao || undefined,
    volume: form.volume || undefined,
    codAmostrador: form.cod_amostrador || undefined,
    descAmostrador: form.desc_amostrador || undefined,
  };
  const set = {
    nome: form.nome,
    nomeComercial: form.nome_comercial,
    codMetodologia: form.cod_metodologia,
    descMetodologia: form.desc_metodologia,
    atividadesPer: form.esocial_atividade_per,
    usuario,
    ativo: form.ativo === 1,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
  const removed = Object.entries(optional)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name) as (keyof typeof optional)[];
  return { set, removed };
}

/**
 * POST fator-risco/editar: creates (no id) or updates (id and the versao read) a risk factor with its laboratories,
 * in one transaction with the name claim and the links (lines absent are removed; the first line is the default when
 * none is marked). 400 on the fields for a Tabela 24 code the table lacks, an unknown dynamic table or laboratory.
 */
export const saveFatorRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, fatorRiscoFormSchema);
  await checkForm(tenant, form);
  const usuario = sessionOf(context).usuario.nome ?? '';
  const { set, removed } = recordOf(form, usuario);
  const taken = () => nameTaken(fatorRiscoNomeTakenMessage);
  const codigoChave = registryKeyParts({ nome: form.nome }, form.cod_esocial ?? undefined).codigoChave;
  const categoriaChave = form.cat_esocial ? String(form.cat_esocial) : semCategoria;

  if (!form.id) {
    if (form.laboratorios.length) requireValoresPermission(context);
    if (await nameHolder(tenant, tipo, form.nome)) throw taken();
    const id = newId();
    try {
      await transactWrite([
        { put: fatoresRisco().create({ tenant, id, ...set }).params() },
        ...createClaims(tenant, tipo, form.nome, id, fatoresRiscoCounter),
        ...linkOperations(tenant, id, [], form),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw taken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveFatorRisco(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const before = await linksDoFator(tenant, existing.id);
  if (linksChanged(before, form)) requireValoresPermission(context);
  const holder = await nameHolder(tenant, tipo, form.nome);
  if (holder && holder !== existing.id) throw taken();
  const patch = fatoresRisco()
    .patch({ tenant, id: existing.id })
    .set({ ...set, nomeChave: nameSortKey(form.nome), codigoChave, categoriaChave, versao: proximaVersao(lida) })
    .composite({ ...registryKeyParts(existing, existing.codEsocial), categoriaChave: existing.catEsocial ? String(existing.catEsocial) : semCategoria });
  const update = (removed.length ? patch.remove(removed) : patch).where(({ deletedAt }, { notExists }) => notExists(deletedAt)).where(naVersao(lida));
  try {
    await transactWrite([
      { update: update.params() },
      ...renameClaims(tenant, tipo, existing.id, existing.nome, form.nome),
      ...linkOperations(tenant, existing.id, before, form),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
      throw taken();
    }
    throw error;
  }
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST fator-risco/deletar {ids}: soft-deletes the tenant's factors, all or none; the name is released. The
 * laboratory links stay with the deleted factor (the laboratory's tab and the quotes read live factors only).
 */
export const deleteFatoresRisco: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => fatoresRisco().get(keys).go(),
    softDelete: (item: FatorRiscoItem, deletedAt) =>
      fatoresRisco()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite({ ...registryKeyParts(item, item.codEsocial), categoriaChave: item.catEsocial ? String(item.catEsocial) : semCategoria })
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.nome }),
    counter: fatoresRiscoCounter,
  });
