import {
  formatCnpj,
  invalidOptionMessage,
  parceiroCnpjTakenMessage,
  parceiroEmUsoMessage,
  parceiroFormSchema,
  recordSavedMessage,
  requiredMessage,
  type ParceiroCadastro,
  type ParceiroForm,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { parceiroComExamesAbertos, parceirosCounter } from '../../data/configuracoes';
import { parceiros, type ParceiroItem } from '../../data/entities/parceiro';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { cidadesDoEstado, estados, findCidade } from '../../reference';
import {
  createClaims,
  nameHolder,
  addressReply,
  registryExcelAnswer,
  registryListAnswer,
  renameClaims,
  softDeleteRegistry,
  writeRegistryEdit,
  webTenant,
} from './registry';

/*
 * Configurações › Parceiros (issue 14; spec 3 §2.2 config/parceiros): the laboratories and providers that perform some
 * exams of a consultation in place of the clinic (spec 1 §2), whose users log in to the partner area with the
 * partner's CNPJ. The same five routes as every registry (registry.ts); the CNPJ is unique in the tenant (claim
 * 'parceiroCnpj', the claim the demo seed already wrote). The list reads by razão social, or by CNPJ prefix for a
 * search of digits. A partner with exams still to perform cannot be deleted; one a price table lists can (the
 * consultation screens read partners through partnersById, which skips deleted ones).
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'parceiroCnpj';

/** The state and city ids of a partner's address; a seeded partner has only their names (uf, cidade). */
function placeIds(item: ParceiroItem): { idEstado: string | null; idCidade: string | null } {
  if (item.idEstado) return { idEstado: item.idEstado, idCidade: item.idCidade ?? null };
  const estado = item.uf ? estados.find((candidate) => candidate.uf === item.uf) : undefined;
  const cidade = item.uf && item.cidade ? findCidade(item.uf, item.cidade) : undefined;
  return { idEstado: estado ? String(estado.id) : null, idCidade: cidade ? String(cidade.id) : null };
}

function view(item: ParceiroItem): ParceiroCadastro {
  const { idEstado, idCidade } = placeIds(item);
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    fantasia: item.fantasia ?? null,
    cnpj: item.cnpj,
    ...addressReply(item),
    id_estado: idEstado,
    id_cidade: idCidade,
    uf: item.uf ?? null,
    cidade: item.cidade ?? null,
    resp: item.resp ?? null,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<ParceiroItem> => ({
  byNome: (prefix) => (options) => parceiros().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    parceiros().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET parceiro: one page of the live partners by razão social (or CNPJ prefix), with the total. */
export const listParceiros: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), parceirosCounter, view);
};

/** GET parceiro/excel: the filtered list as an .xlsx. */
export const exportParceiros: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'parceiros',
    sheet: 'Parceiros',
    columns: [
      { header: 'Razão Social', width: 40, value: (item) => item.nome },
      { header: 'Nome Fantasia', width: 30, value: (item) => item.fantasia ?? null },
      { header: 'CNPJ', width: 20, value: (item) => formatCnpj(item.cnpj) },
      { header: 'Cidade', width: 24, value: (item) => item.cidade ?? null },
      { header: 'UF', width: 6, value: (item) => item.uf ?? null },
      { header: 'Telefone', width: 16, value: (item) => item.telCom ?? null },
      { header: 'E-mail', width: 30, value: (item) => item.email ?? null },
      { header: 'Responsável', width: 30, value: (item) => item.resp ?? null },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

async function liveParceiro(tenant: string, id: string): Promise<ParceiroItem | undefined> {
  const { data } = await parceiros().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET parceiro/{id}: one live partner; another tenant's or a deleted one is 404. */
export const getParceiro: RouteHandler = async (event, context) => {
  const item = await liveParceiro(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** 400 on the CNPJ field: another partner of the tenant holds it. */
const cnpjTaken = () => new HttpError(400, validationFailedMessage, { fields: { cnpj: [parceiroCnpjTakenMessage] } });

/** The state and city of the chosen ids (names kept beside them), or field errors; none chosen: no place. */
function place(form: ParceiroForm): { idEstado: string; idCidade?: string; uf: string; cidade?: string } | undefined {
  if (!form.id_estado) {
    if (form.id_cidade) throw new HttpError(400, validationFailedMessage, { fields: { id_estado: [requiredMessage] } });
    return undefined;
  }
  const estado = estados.find((candidate) => String(candidate.id) === form.id_estado);
  if (!estado) throw new HttpError(400, validationFailedMessage, { fields: { id_estado: [invalidOptionMessage] } });
  if (!form.id_cidade) return { idEstado: form.id_estado, uf: estado.uf };
  const cidade = cidadesDoEstado(estado.id).find((candidate) => String(candidate.id) === form.id_cidade);
  if (!cidade) throw new HttpError(400, validationFailedMessage, { fields: { id_cidade: [invalidOptionMessage] } });
  return { idEstado: form.id_estado, idCidade: form.id_cidade, uf: estado.uf, cidade: cidade.nome };
}

/** The optional attributes, each absent when empty (an edit removes those). */
const optionalNames = ['fantasia', 'cep', 'end', 'num', 'comp', 'bairro', 'idEstado', 'idCidade', 'uf', 'cidade', 'telCom', 'telCel', 'email', 'resp'] as const;

function optionalOf(form: ParceiroForm) {
  const values: Partial<Record<(typeof optionalNames)[number], string | null | undefined>> = {
    fantasia: form.fantasia,
    cep: form.cep,
    end: form.end,
    num: form.num,
    comp: form.comp,
    bairro: form.bairro,
    ...place(form),
    telCom: form.tel_com,
    telCel: form.tel_cel,
    email: form.email,
    resp: form.resp,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1]))) as Partial<
    Record<(typeof optionalNames)[number], string>
  >;
}

/**
 * POST parceiro/editar: creates (no id) or updates (id and the versao read) a partner. The CNPJ is claimed in the same
 * transaction as the record; changing it moves the claim (its users log in with the new one).
 */
export const saveParceiro: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, parceiroFormSchema);
  const set = { nome: form.nome, cnpj: form.cnpj, ativo: form.ativo === 1 };
  const optional = optionalOf(form);

  if (!form.id) {
    if (await nameHolder(tenant, tipo, form.cnpj)) throw cnpjTaken();
    const id = newId();
    try {
      await transactWrite([
        { put: parceiros().create({ tenant, id, ...set, ...optional }).params() },
        ...createClaims(tenant, tipo, form.cnpj, id, parceirosCounter),
      ]);
    } catch (error) {
      // Someone saved the CNPJ between the check and the write.
      if (error instanceof TransactionConflictError) throw cnpjTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveParceiro(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, form.cnpj);
  if (holder && holder !== existing.id) throw cnpjTaken();
  const removed = optionalNames.filter((name) => !(name in optional));
  const patch = parceiros()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...optional, nomeChave: nameSortKey(form.nome), codigoChave: form.cnpj, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.cnpj));
  const update = (removed.length ? patch.remove(removed) : patch)
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  const claims = renameClaims(tenant, tipo, existing.id, existing.cnpj, form.cnpj);
  await writeRegistryEdit(update, claims, cnpjTaken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST parceiro/deletar {ids}: soft-deletes the tenant's partners, all or none (404 for an id that is not a live
 * partner of the tenant; 400 while one has exams to perform). The CNPJ is released. Price tables that list a deleted
 * partner stop offering it (partnersById skips deleted partners); exams it performed keep its id and name.
 */
export const deleteParceiros: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => parceiros().get(keys).go(),
    softDelete: (item: ParceiroItem, deletedAt) =>
      parceiros()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cnpj))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.cnpj }),
    counter: parceirosCounter,
    refuse: async (tenant, ids) =>
      (await Promise.all(ids.map((id) => parceiroComExamesAbertos(tenant, id)))).some(Boolean) ? new HttpError(400, parceiroEmUsoMessage) : undefined,
  });
