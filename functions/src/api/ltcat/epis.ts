import { epiCaTakenMessage, epiFormSchema, recordSavedMessage, type Epi, type EpiCategoria } from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { epis, type EpiItem } from '../../data/entities/epi';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { episCounter } from '../../data/ltcat-conteudos';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { createClaims, nameHolder, registryListAnswer, renameClaims, softDeleteRegistry, webTenant, writeRegistryEdit } from '../cadastro/registry';

/*
 * LTCAT › EPI (web route ltcat/epi; spec 3 §3 "epi with nome, ca, categoria", §7 GET epi; issue 15): the tenant's EPI
 * catalogue on the registry pattern (issue 14). The CA number (Certificado de Aprovação; S-2240's epi.docAval) is
 * unique in the tenant (claim 'epiCa'): one catalogue entry per certified equipment. The list reads by name, or by CA
 * prefix for a search of digits. Changing needs 567 (the route's flag). A measurement keeps the EPI's id; a deleted EPI
 * is no longer offered, and what the next wave reads of it (episPorIds) leaves it out.
 */

const tipo = 'epiCa';
const caTaken = () => new HttpError(400, validationFailedMessage, { fields: { ca: [epiCaTakenMessage] } });

function view(item: EpiItem): Epi {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    ca: item.ca,
    categoria: (item.categoria as EpiCategoria | undefined) ?? null,
    ativo: item.ativo === false ? 0 : 1,
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<EpiItem> => ({
  byNome: (prefix) => (options) => epis().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) => epis().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

async function liveEpi(tenant: string, id: string): Promise<EpiItem | undefined> {
  const { data } = await epis().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET epi: one page of the live EPIs by name (or CA prefix), with the total. */
export const listEpis: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), episCounter, view);
};

/** GET epi/{id}: one live EPI; another tenant's or a deleted one is 404. */
export const getEpi: RouteHandler = async (event, context) => {
  const item = await liveEpi(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** POST epi/editar: creates (no id) or updates (id and the versao read) an EPI; the CA claimed with the record. */
export const saveEpi: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, epiFormSchema);
  const set = { nome: form.nome, ca: form.ca, ativo: form.ativo === 1 };
  const categoria = form.categoria ?? undefined;

  if (!form.id) {
    if (await nameHolder(tenant, tipo, form.ca)) throw caTaken();
    const id = newId();
    try {
      await transactWrite([
        { put: epis().create({ tenant, id, ...set, ...(categoria ? { categoria } : {}) }).params() },
        ...createClaims(tenant, tipo, form.ca, id, episCounter),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw caTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveEpi(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, form.ca);
  if (holder && holder !== existing.id) throw caTaken();
  const patch = epis()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...(categoria ? { categoria } : {}), nomeChave: nameSortKey(form.nome), codigoChave: form.ca, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.ca));
  const update = (categoria ? patch : patch.remove(['categoria']))
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  await writeRegistryEdit(update, renameClaims(tenant, tipo, existing.id, existing.ca, form.ca), caTaken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** POST epi/deletar {ids}: soft-deletes the tenant's EPIs, all or none; the CA is released. */
export const deleteEpis: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => epis().get(keys).go(),
    softDelete: (item: EpiItem, deletedAt) =>
      epis()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.ca))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: item.ca }),
    counter: episCounter,
  });
