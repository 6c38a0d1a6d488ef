import {
  agenteTabela24Message,
  applyMask,
  masks,
  recordSavedMessage,
  riscoCategoriaEsocial,
  riscoCategoriaLabels,
  riscoFormSchema,
  riscoNomeTakenMessage,
  type RiscoCadastro,
  type RiscoForm,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { riscosCounter } from '../../data/configuracoes';
import { riscos, type RiscoItem } from '../../data/entities/risco';
import { nameSortKey, newId, noCode, registryKeyParts } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { agenteTabela24 } from '../../esocial/tables/agentes-nocivos';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
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
 * Configurações › Riscos (issue 14; spec 3 §2.2 config/riscos): the tenant's catalogue of risk agents, each with its
 * eSocial agent code (Tabela 24, S-2240's codAgNoc) and category (the code's group; chosen for the risks the table
 * lacks, ergonômico and acidente among them). The same five routes as every registry (registry.ts); the name is unique
 * in the tenant (claim 'riscoNome'). The list reads by name, or by code prefix for a search of digits ('02.01').
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'riscoNome';

function view(item: RiscoItem): RiscoCadastro {
  const code = item.codigoEsocial ?? null;
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    codigo_esocial: code,
    agente: code ? (agenteTabela24(code) ?? null) : null,
    categoria: item.categoria,
    cat_esocial: riscoCategoriaEsocial[item.categoria],
    descricao: item.descricao ?? null,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<RiscoItem> => ({
  byNome: (prefix) => (options) => riscos().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) => riscos().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET risco: one page of the live risks by name (or Tabela 24 code prefix), with the total. */
export const listRiscos: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), riscosCounter, view);
};

/** GET risco/excel: the filtered list as an .xlsx. */
export const exportRiscos: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'riscos',
    sheet: 'Riscos',
    columns: [
      { header: 'Nome', width: 40, value: (item) => item.nome },
      { header: 'Código eSocial (Tabela 24)', width: 16, value: (item) => (item.codigoEsocial ? applyMask(masks.esocial, item.codigoEsocial) : null) },
      { header: 'Agente Nocivo', width: 50, value: (item) => view(item).agente },
      { header: 'Categoria', width: 20, value: (item) => riscoCategoriaLabels[item.categoria] },
      { header: 'Descrição', width: 40, value: (item) => item.descricao ?? null },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

async function liveRisco(tenant: string, id: string): Promise<RiscoItem | undefined> {
  const { data } = await riscos().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET risco/{id}: one live risk; another tenant's or a deleted one is 404. */
export const getRisco: RouteHandler = async (event, context) => {
  const item = await liveRisco(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** The agent code must be in Tabela 24 as the eSocial module ships it (S-2240's schema refuses any other). */
function checkCode(form: RiscoForm): void {
  if (form.codigo_esocial && agenteTabela24(form.codigo_esocial) === undefined) {
    throw new HttpError(400, validationFailedMessage, { fields: { codigo_esocial: [agenteTabela24Message] } });
  }
}

/**
 * POST risco/editar: creates (no id) or updates (id and the versao read) a risk. The name is unique in the tenant
 * (accents and case aside): its claim is written in the same transaction as the record.
 */
export const saveRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, riscoFormSchema);
  checkCode(form);
  const set = { nome: form.nome, categoria: form.categoria, ativo: form.ativo === 1 };
  const code = form.codigo_esocial ?? undefined;
  const optional = { ...(code ? { codigoEsocial: code } : {}), ...(form.descricao ? { descricao: form.descricao } : {}) };
  const taken = () => nameTaken(riscoNomeTakenMessage);

  if (!form.id) {
    if (await nameHolder(tenant, tipo, form.nome)) throw taken();
    const id = newId();
    try {
      await transactWrite([
        { put: riscos().create({ tenant, id, ...set, ...optional }).params() },
        ...createClaims(tenant, tipo, form.nome, id, riscosCounter),
      ]);
    } catch (error) {
      // Someone saved the name between the check and the write.
      if (error instanceof TransactionConflictError) throw taken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveRisco(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, form.nome);
  if (holder && holder !== existing.id) throw taken();
  const removed = (['codigoEsocial', 'descricao'] as const).filter((name) => !(name in optional));
  const patch = riscos()
    .patch({ tenant, id: existing.id })
    // The key parts the watchers would derive, set here so a removed code leaves the code index's key too.
    .set({ ...set, ...optional, nomeChave: nameSortKey(form.nome), codigoChave: code ?? noCode, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.codigoEsocial));
  const update = (removed.length ? patch.remove(removed) : patch)
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  const claims = renameClaims(tenant, tipo, existing.id, existing.nome, form.nome);
  await writeRegistryEdit(update, claims, taken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST risco/deletar {ids}: soft-deletes the tenant's risks, all or none (404 for an id that is not a live risk of the
 * tenant). The name is released. No other record refers to a risk of this catalogue yet (the LTCAT's risk factors
 * are their own registry, ltcat/fator-risco), so nothing refuses the delete.
 */
export const deleteRiscos: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => riscos().get(keys).go(),
    softDelete: (item: RiscoItem, deletedAt) =>
      riscos()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.codigoEsocial))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.nome }),
    counter: riscosCounter,
  });
