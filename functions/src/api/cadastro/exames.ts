import {
  exameEmUsoMessage,
  exameFormSchema,
  exameNomeTakenMessage,
  procedimentoTabela27Message,
  recordSavedMessage,
  type Exame,
  type ExameForm,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { exameEmUso, examesCounter } from '../../data/cadastros';
import { exames, type ExameItem } from '../../data/entities/exame';
import { newId, nameSortKey, noCode, registryKeyParts } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { procedimentoTabela27 } from '../../esocial/tables/procedimentos';
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
 * Configurações › Exames (issue 14; spec 3 §2.2 config/exames): the tenant's exam catalogue, each exam with its
 * eSocial procedure code (Tabela 27, which S-2220 reports), the clinical flag and ativo. GET exame (search by name or
 * code prefix), GET exame/{id}, POST exame/editar, POST exame/deletar {ids} (soft delete; refused while a PCMSO or a
 * price table asks for the exam), GET exame/excel.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

function view(item: ExameItem): Exame {
  const code = item.codigoEsocial ?? null;
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    codigo_esocial: code,
    procedimento: code ? (procedimentoTabela27(code) ?? null) : null,
    clinico: flag(item.clinico),
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<ExameItem> => ({
  byNome: (prefix) => (options) => exames().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    exames().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET exame: one page of the live exams by name (or code prefix), with the total. */
export const listExames: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), examesCounter, view);
};

/** GET exame/excel: the filtered list as an .xlsx. */
export const exportExames: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'exames',
    sheet: 'Exames',
    columns: [
      { header: 'Nome', width: 40, value: (item) => item.nome },
      { header: 'Código eSocial (Tabela 27)', width: 16, value: (item) => item.codigoEsocial ?? null },
      { header: 'Procedimento', width: 50, value: (item) => view(item).procedimento },
      { header: 'Clínico', width: 10, value: (item) => (item.clinico ? 'Sim' : 'Não') },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

/** A live exam of the tenant, or undefined. */
async function liveExame(tenant: string, id: string): Promise<ExameItem | undefined> {
  const { data } = await exames().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET exame/{id}: one live exam; another tenant's or a deleted one is 404. */
export const getExame: RouteHandler = async (event, context) => {
  const item = await liveExame(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** The procedure code must be in Tabela 27 as the eSocial module ships it (its schema refuses any other). */
function checkCode(form: ExameForm): void {
  if (form.codigo_esocial && procedimentoTabela27(form.codigo_esocial) === undefined) {
    throw new HttpError(400, validationFailedMessage, { fields: { codigo_esocial: [procedimentoTabela27Message] } });
  }
}

/**
 * POST exame/editar: creates (no id) or updates (id and the versao read) an exam. The name is unique in the tenant
 * (accents and case aside): its claim is written in the same transaction as the record.
 */
export const saveExame: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, exameFormSchema);
  checkCode(form);
  const set = { nome: form.nome, clinico: form.clinico === 1, ativo: form.ativo === 1 };
  const code = form.codigo_esocial ?? undefined;

  if (!form.id) {
    if (await nameHolder(tenant, 'exameNome', form.nome)) throw nameTaken(exameNomeTakenMessage);
    const id = newId();
    try {
      await transactWrite([
        { put: exames().create({ tenant, id, ...set, ...(code ? { codigoEsocial: code } : {}) }).params() },
        ...createClaims(tenant, 'exameNome', form.nome, id, examesCounter),
      ]);
    } catch (error) {
      // Someone saved the name between the check and the write.
      if (error instanceof TransactionConflictError) throw nameTaken(exameNomeTakenMessage);
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveExame(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, 'exameNome', form.nome);
  if (holder && holder !== existing.id) throw nameTaken(exameNomeTakenMessage);
  const patch = exames()
    .patch({ tenant, id: existing.id })
    // The key parts the watchers would derive, set here so a removed code leaves the code index's key too.
    .set({ ...set, ...(code ? { codigoEsocial: code } : {}), nomeChave: nameSortKey(form.nome), codigoChave: code ?? noCode, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.codigoEsocial));
  const update = (code ? patch : patch.remove(['codigoEsocial']))
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  const claims = renameClaims(tenant, 'exameNome', existing.id, existing.nome, form.nome);
  await writeRegistryEdit(update, claims, () => nameTaken(exameNomeTakenMessage));
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST exame/deletar {ids}: soft-deletes the tenant's exams, all or none (an id that is not a live exam of the
 * tenant is 404; an exam a PCMSO or a price table asks for is 400 with the reason). The name is released, so a new
 * exam may take it; PCMSOs and consultations that name the deleted exam still read it by id.
 */
export const deleteExames: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => exames().get(keys).go(),
    softDelete: (item: ExameItem, deletedAt) =>
      exames()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.codigoEsocial))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo: 'exameNome', valor: item.nome }),
    counter: examesCounter,
    refuse: async (tenant, ids) =>
      (await Promise.all(ids.map((id) => exameEmUso(tenant, id)))).some(Boolean) ? new HttpError(400, exameEmUsoMessage) : undefined,
  });
