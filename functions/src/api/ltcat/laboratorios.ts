import {
  laboratorioCnpjTakenMessage,
  laboratorioFatorRiscoBulkSchema,
  laboratorioFormSchema,
  laboratorioPadraoObrigatorioMessage,
  laboratorioSchema,
  laboratorioVinculadoMessage,
  invalidOptionMessage,
  recordSavedMessage,
  type FatorRiscoLaboratorio,
  type Laboratorio,
  type LaboratorioForm,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { fatoresRisco } from '../../data/entities/fator-risco';
import { fatorRiscoLaboratorios } from '../../data/entities/fator-risco-laboratorio';
import { laboratorios, type LaboratorioItem } from '../../data/entities/laboratorio';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { laboratoriosCounter, linksDoFator, linksDoLaboratorio, liveByIds, liveLaboratorio, nextLaboratorioCodigo } from '../../data/ltcat-catalogos';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { requiredPlace } from '../../reference/required-place';
import { addressReply, createClaims, nameHolder, registryListAnswer, renameClaims, softDeleteRegistry, webTenant } from '../cadastro/registry';

/*
 * Laboratórios (issue 15, wave 1; spec 3 §2.3 "Laboratory list", §3 Laboratory, §7): the laboratories that analyse
 * the samples of the measurements, on the registry pattern (api/cadastro/registry.ts), with the tab 'Fator de Risco
 * desse Laboratório': the laboratory's values per risk factor (the same link items the factor's sub-table edits),
 * edited in bulk (303). The CNPJ is unique in the tenant (claim 'laboratorioCnpj'); the list reads by name, or by CNPJ
 * prefix for a search of digits. A laboratory that prices a live factor cannot be deleted (remove it from the factor).
 */

const cnpjTipo = 'laboratorioCnpj';
const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

function view(item: LaboratorioItem): Laboratorio {
  return {
    id: item.id,
    versao: versaoDe(item),
    codigo: item.codigo,
    nome: item.nome,
    cnpj: item.cnpj,
    cei: item.cei ?? null,
    ie: item.ie ?? null,
    cnae: item.cnae ?? null,
    ...addressReply(item),
    uf: item.uf ?? null,
    cidade: item.cidade ?? null,
    site: item.site ?? null,
    obs: item.obs ?? null,
    resp: item.resp ?? null,
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

void (laboratorioSchema satisfies { parse: (value: unknown) => Laboratorio });

const queries = (tenant: string): RegistryQueries<LaboratorioItem> => ({
  byNome: (prefix) => (options) => laboratorios().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    laboratorios().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET laboratorio: one page of the live laboratories by name (or CNPJ prefix), with the total. */
export const listLaboratorios: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), laboratoriosCounter, view);
};

/** GET laboratorio/{id}: one live laboratory; another tenant's or a deleted one is 404. */
export const getLaboratorio: RouteHandler = async (event, context) => {
  const item = await liveLaboratorio(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

const fieldError = (fields: Record<string, string[]>) => new HttpError(400, validationFailedMessage, { fields });
const cnpjTaken = () => fieldError({ cnpj: [laboratorioCnpjTakenMessage] });

const optionalFields = ['cei', 'ie', 'cnae', 'cep', 'comp', 'telCel', 'email', 'site', 'obs', 'resp'] as const;
type OptionalField = (typeof optionalFields)[number];

function recordOf(form: LaboratorioForm) {
  const { uf, cidade } = requiredPlace(form);
  const optional: Record<OptionalField, string | undefined> = {
    cei: form.cei || undefined,
    ie: form.ie || undefined,
    cnae: form.cnae ? form.cnae.replace(/\D/g, '') || form.cnae : undefined,
    cep: form.cep || undefined,
    comp: form.comp || undefined,
    telCel: form.tel_cel || undefined,
    email: form.email || undefined,
    site: form.site || undefined,
    obs: form.obs || undefined,
    resp: form.resp || undefined,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) as Partial<Record<OptionalField, string>>;
  const absent = optionalFields.filter((field) => !present[field]);
  const set = {
    nome: form.nome,
    cnpj: form.cnpj,
    end: form.end,
    num: form.num,
    bairro: form.bairro,
    idEstado: String(form.id_estado),
    idCidade: String(form.id_cidade),
    uf,
    cidade,
    telCom: form.tel_com,
    ...present,
  };
  return { set, absent };
}

/**
 * POST laboratorio/editar: creates (no id; the next code of the tenant) or updates (id and the versao read) a
 * laboratory; the CNPJ claim moves with the record in one transaction.
 */
export const saveLaboratorio: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, laboratorioFormSchema);
  const { set, absent } = recordOf(form);

  if (!form.id) {
    if (await nameHolder(tenant, cnpjTipo, form.cnpj)) throw cnpjTaken();
    const id = newId();
    const codigo = await nextLaboratorioCodigo(tenant);
    try {
      await transactWrite([{ put: laboratorios().create({ tenant, id, codigo, ...set }).params() }, ...createClaims(tenant, cnpjTipo, form.cnpj, id, laboratoriosCounter)]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw cnpjTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id, codigo });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveLaboratorio(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, cnpjTipo, form.cnpj);
  if (holder && holder !== existing.id) throw cnpjTaken();
  const patch = laboratorios()
    .patch({ tenant, id: existing.id })
    .set({ ...set, nomeChave: nameSortKey(form.nome), codigoChave: form.cnpj, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.cnpj));
  const update = (absent.length ? patch.remove(absent) : patch).where(({ deletedAt }, { notExists }) => notExists(deletedAt)).where(naVersao(lida));
  try {
    await transactWrite([{ update: update.params() }, ...renameClaims(tenant, cnpjTipo, existing.id, existing.cnpj, form.cnpj)]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
      throw cnpjTaken();
    }
    throw error;
  }
  return respond(200, recordSavedMessage, { id: existing.id, codigo: existing.codigo });
};

/** Whether a laboratory prices a live risk factor (a link whose factor is not deleted). */
async function laboratorioEmUso(tenant: string, id: string): Promise<boolean> {
  const links = await linksDoLaboratorio(tenant, id);
  const live = await liveByIds((keys) => fatoresRisco().get(keys).go(), tenant, links.map((link) => link.fatorId));
  return live.size > 0;
}

/**
 * POST laboratorio/deletar {ids}: soft-deletes the tenant's laboratories, all or none; the CNPJ is released. Refused
 * (400) while one prices a live risk factor: the quotes read the factor's laboratories, and the factor must keep a
 * default, so the laboratory is removed on the factor first.
 */
export const deleteLaboratorios: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => laboratorios().get(keys).go(),
    softDelete: (item: LaboratorioItem, deletedAt) =>
      laboratorios()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cnpj))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo: cnpjTipo, valor: item.cnpj }),
    counter: laboratoriosCounter,
    refuse: async (tenant, ids) =>
      (await Promise.all(ids.map((id) => laboratorioEmUso(tenant, id)))).some(Boolean) ? new HttpError(400, laboratorioVinculadoMessage) : undefined,
  });

/** The laboratory's factors with its values: one Query of the links, one BatchGet of the live factors, by name. */
async function fatoresView(tenant: string, lab: LaboratorioItem): Promise<FatorRiscoLaboratorio[]> {
  const links = await linksDoLaboratorio(tenant, lab.id);
  const fatores = await liveByIds((keys) => fatoresRisco().get(keys).go(), tenant, links.map((link) => link.fatorId));
  return links
    .flatMap((link) => {
      const fator = fatores.get(link.fatorId);
      if (!fator) return [];
      return [
        {
          id_fat: fator.id,
          id_lab: lab.id,
          laboratorio: lab.nome,
          nome: fator.nome,
          valor_custo: link.valorCusto,
          valor_venda: link.valorVenda,
          padrao: flag(link.padrao),
        },
      ];
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** GET laboratorio/fator-risco/{id}: the laboratory's risk factors with its cost and sale values and the default flag. */
export const listLaboratorioFatoresRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const lab = await liveLaboratorio(tenant, event.pathParameters?.id ?? '');
  if (!lab) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', { data: await fatoresView(tenant, lab) });
};

/**
 * POST laboratorio/fator-risco/{id}/editar-todos {items} (303): the laboratory's values for each listed factor, in one
 * transaction. A factor not yet linked is linked (its default when it had no laboratory); padrao 1 makes this
 * laboratory the factor's default (the previous default's flag cleared in the same transaction); padrao 0 on the
 * factor's current default is refused (the factor would have none: choose the new default on the factor).
 */
export const saveLaboratorioFatoresRisco: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const lab = await liveLaboratorio(tenant, event.pathParameters?.id ?? '');
  if (!lab) throw new HttpError(404, notFoundMessage);
  const { items } = parseBody(event, laboratorioFatorRiscoBulkSchema);
  const fatores = await liveByIds((keys) => fatoresRisco().get(keys).go(), tenant, items.map((item) => item.id_fat));
  const fields: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (!fatores.has(item.id_fat)) fields[`items.${index}.id_fat`] = [invalidOptionMessage];
  });
  if (Object.keys(fields).length) throw fieldError(fields);

  const operations: TransactOperation[] = [];
  for (const [index, item] of items.entries()) {
    const links = await linksDoFator(tenant, item.id_fat);
    const mine = links.find((link) => link.laboratorioId === lab.id);
    const defaultLink = links.find((link) => link.padrao);
    const padrao = item.padrao === 1 || !defaultLink || defaultLink.laboratorioId === lab.id;
    if (item.padrao === 0 && mine?.padrao) {
      fields[`items.${index}.padrao`] = [laboratorioPadraoObrigatorioMessage];
      continue;
    }
    const unchanged = mine && mine.valorCusto === item.valor_custo && mine.valorVenda === item.valor_venda && Boolean(mine.padrao) === padrao;
    if (!unchanged) {
      operations.push({
        put: fatorRiscoLaboratorios()
          .put({ tenant, fatorId: item.id_fat, laboratorioId: lab.id, valorCusto: item.valor_custo, valorVenda: item.valor_venda, padrao })
          .params(),
      });
    }
    if (padrao && defaultLink && defaultLink.laboratorioId !== lab.id) {
      operations.push({
        update: fatorRiscoLaboratorios()
          .patch({ tenant, fatorId: item.id_fat, laboratorioId: defaultLink.laboratorioId })
          .set({ padrao: false })
          .params(),
      });
    }
  }
  if (Object.keys(fields).length) throw fieldError(fields);
  // At most 45 items: two writes each, one transaction.
  if (operations.length) {
    try {
      await transactWrite(operations);
    } catch (error) {
      // A link the transaction patched was removed meanwhile: the tab reloads and saves again.
      if (error instanceof TransactionConflictError) throw registroAlteradoError({ cause: error });
      throw error;
    }
  }
  return respond(200, recordSavedMessage, { data: await fatoresView(tenant, lab) });
};
