import { funcaoEmUsoMessage, funcaoFormSchema, funcaoNomeTakenMessage, recordSavedMessage, type FuncaoCadastro } from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { funcoesCounter } from '../../data/cadastros';
import { funcaoEmGhe } from '../../data/empresa-estrutura';
import { funcoes, type FuncaoItem } from '../../data/entities/funcao';
import { nameSortKey, newId, noCode, registryKeyParts } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, type RouteHandler } from '../../platform';
import {
  createClaims,
  nameHolder,
  nameTaken,
  registryExcelAnswer,
  registryListAnswer,
  renameClaims,
  softDeleteRegistry,
  writeRegistryEdit,
  webTenant,
} from './registry';

/*
 * Configurações › Funções (issue 14; spec 3 §2.2 config/funcoes): the tenant's job positions, each with its CBO
 * (mask 9999-99, kept as six digits) and a description. The same five routes as Exames (registry.ts); the company
 * portal's GET funcao lookup (pcmso.ts) reads the same records.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

function view(item: FuncaoItem): FuncaoCadastro {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    cbo: item.cbo ?? null,
    descricao: item.descricao ?? null,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<FuncaoItem> => ({
  byNome: (prefix) => (options) => funcoes().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    funcoes().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

const cboText = (cbo: string | undefined) => (cbo && cbo.length === 6 ? `${cbo.slice(0, 4)}-${cbo.slice(4)}` : (cbo ?? null));

/** GET funcao (web area): one page of the live functions by name (or CBO prefix), with the total. */
export const listFuncoesCadastro: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), funcoesCounter, view);
};

/** GET funcao/excel: the filtered list as an .xlsx. */
export const exportFuncoes: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'funcoes',
    sheet: 'Funções',
    columns: [
      { header: 'Nome', width: 40, value: (item) => item.nome },
      { header: 'CBO', width: 12, value: (item) => cboText(item.cbo) },
      { header: 'Descrição', width: 60, value: (item) => item.descricao ?? null },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

async function liveFuncao(tenant: string, id: string): Promise<FuncaoItem | undefined> {
  const { data } = await funcoes().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET funcao/{id}: one live function; another tenant's or a deleted one is 404. */
export const getFuncaoCadastro: RouteHandler = async (event, context) => {
  const item = await liveFuncao(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** POST funcao/editar: creates (no id) or updates (id and versao) a function; the name is unique in the tenant. */
export const saveFuncao: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, funcaoFormSchema);
  const set = { nome: form.nome, ativo: form.ativo === 1 };
  const cbo = form.cbo ?? undefined;
  const descricao = form.descricao || undefined;

  if (!form.id) {
    if (await nameHolder(tenant, 'funcaoNome', form.nome)) throw nameTaken(funcaoNomeTakenMessage);
    const id = newId();
    try {
      await transactWrite([
        { put: funcoes().create({ tenant, id, ...set, ...(cbo ? { cbo } : {}), ...(descricao ? { descricao } : {}) }).params() },
        ...createClaims(tenant, 'funcaoNome', form.nome, id, funcoesCounter),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw nameTaken(funcaoNomeTakenMessage);
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveFuncao(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, 'funcaoNome', form.nome);
  if (holder && holder !== existing.id) throw nameTaken(funcaoNomeTakenMessage);
  const remove = [...(cbo ? [] : (['cbo'] as const)), ...(descricao ? [] : (['descricao'] as const))];
  const patch = funcoes()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...(cbo ? { cbo } : {}), ...(descricao ? { descricao } : {}), nomeChave: nameSortKey(form.nome), codigoChave: cbo ?? noCode, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.cbo));
  const update = (remove.length ? patch.remove(remove) : patch)
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  const claims = renameClaims(tenant, 'funcaoNome', existing.id, existing.nome, form.nome);
  await writeRegistryEdit(update, claims, () => nameTaken(funcaoNomeTakenMessage));
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST funcao/deletar {ids}: soft-deletes the tenant's functions, all or none (404 for an id that is not a live
 * function of the tenant; a function a live GHE holds is 400 with the reason). Employees that hold a deleted function
 * still read it by id.
 */
export const deleteFuncoes: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => funcoes().get(keys).go(),
    softDelete: (item: FuncaoItem, deletedAt) =>
      funcoes()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cbo))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo: 'funcaoNome', valor: item.nome }),
    counter: funcoesCounter,
    // A function a live GHE holds stays (issue 14): the company portal offers it through the GHE.
    refuse: async (tenant, ids) =>
      (await Promise.all(ids.map((id) => funcaoEmGhe(tenant, id)))).some(Boolean) ? new HttpError(400, funcaoEmUsoMessage) : undefined,
  });
