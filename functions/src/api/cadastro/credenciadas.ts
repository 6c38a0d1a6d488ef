import {
  addDays,
  applyMask,
  consultaStatus,
  credenciadaCadastroSchema,
  credenciadaCnpjTakenMessage,
  credenciadaEmUsoMessage,
  credenciadaFormSchema,
  credenciadaPadraoDeleteMessage,
  invalidOptionMessage,
  masks,
  recordSavedMessage,
  todayInSaoPaulo,
  type CredenciadaCadastro,
  type CredenciadaForm,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { byIds } from '../../data/company-reads';
import { credenciadasCounter, padraoClaimValor } from '../../data/credenciadas';
import { consultasExternas } from '../../data/entities/consulta-externa';
import { credenciadas, type CredenciadaItem } from '../../data/entities/credenciada';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { medicos } from '../../data/entities/medico';
import { unicos } from '../../data/entities/unico';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { requiredPlace } from '../../reference/required-place';
import { addressReply, createClaims, nameHolder, registryExcelAnswer, registryListAnswer, renameClaims, softDeleteRegistry, webTenant } from './registry';

/*
 * Credenciadas (issue 14; spec 3 §2.2 credenciadas, credenciadas/cadastrar, credenciadas/editar/{id}): the clinics
 * of the tenant's network on the registry pattern (registry.ts). The CNPJ is unique in the tenant (claim
 * 'credenciadaCnpj', the one the demo seed and the company's meu-cadastro already keep); the list reads by name, or by
 * CNPJ prefix for a search of digits (byNome gsi3, byCodigo gsi4: gsi1 and gsi2 hold the clinic's CNPJ lookup and the
 * Nova Consulta's state/city index). One clinic at most is the tenant's default (padrão): marking one moves the
 * claim 'credenciadaPadrao' and clears the previous one in the same transaction.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const cnpjTipo = 'credenciadaCnpj';

function view(item: CredenciadaItem): CredenciadaCadastro {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    nome_fantasia: item.nomeFantasia ?? null,
    cnpj: item.cnpj,
    ie: item.ie ?? null,
    cnae: item.cnae ?? null,
    ...addressReply(item),
    uf: item.uf,
    cidade: item.cidade,
    site: item.site ?? null,
    resp: item.resp ?? null,
    padrao: flag(item.padrao),
    id_medico: item.medicoId ?? null,
    medico_nome: item.medicoNome ?? null,
    medico_crm: item.medicoCrm ?? null,
    medico_crm_uf: item.medicoCrmUf ?? null,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

// The view must stay what the shared schema says the screens read.
void (credenciadaCadastroSchema satisfies { parse: (value: unknown) => CredenciadaCadastro });

const queries = (tenant: string): RegistryQueries<CredenciadaItem> => ({
  byNome: (prefix) => (options) => credenciadas().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    credenciadas().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
  indexes: { nome: 'gsi3', codigo: 'gsi4' },
});

/** GET credenciada (web area): one page of the live clinics by name (or CNPJ prefix), with the total. */
export const listCredenciadasCadastro: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), credenciadasCounter, view);
};

/** GET credenciada/excel: the filtered list as an .xlsx. */
export const exportCredenciadas: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'credenciadas',
    sheet: 'Credenciadas',
    columns: [
      { header: 'Razão Social', width: 40, value: (item) => item.nome },
      { header: 'Nome Fantasia', width: 30, value: (item) => item.nomeFantasia ?? null },
      { header: 'CNPJ', width: 20, value: (item) => applyMask(masks.cnpj, item.cnpj) },
      { header: 'Cidade', width: 24, value: (item) => item.cidade },
      { header: 'UF', width: 6, value: (item) => item.uf },
      { header: 'Telefone', width: 18, value: (item) => item.telCom ?? null },
      { header: 'Email', width: 30, value: (item) => item.email ?? null },
      { header: 'Padrão', width: 10, value: (item) => (item.padrao ? 'Sim' : 'Não') },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

/** A live clinic of the tenant. */
export async function liveCredenciada(tenant: string, id: string): Promise<CredenciadaItem | undefined> {
  if (!id) return undefined;
  const { data } = await credenciadas().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET credenciada/{id}: one live clinic; another tenant's or a deleted one is 404. */
export const getCredenciadaCadastro: RouteHandler = async (event, context) => {
  const item = await liveCredenciada(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

const fieldError = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });
const cnpjTaken = () => fieldError('cnpj', credenciadaCnpjTakenMessage);

/** The examining doctor's fields, copied from the chosen Configurações › Médicos record. */
async function doctorOf(tenant: string, id: string | null | undefined) {
  if (!id) return undefined;
  const { data } = await medicos().get({ tenant, id }).go();
  if (!data || data.deletedAt) throw fieldError('id_medico', invalidOptionMessage);
  return { medicoId: data.id, medicoNome: data.nome, medicoCrm: data.crm, medicoCrmUf: data.crmUf };
}

const optionalFields = ['nomeFantasia', 'ie', 'cnae', 'comp', 'telCel', 'email', 'site', 'resp', 'medicoId', 'medicoNome', 'medicoCrm', 'medicoCrmUf'] as const;
type OptionalField = (typeof optionalFields)[number];

/** The record's attributes from the form: what is set, and the optional ones left empty (removed on an edit). */
async function recordOf(tenant: string, form: CredenciadaForm) {
  const { uf, cidade } = requiredPlace(form);
  const doctor = await doctorOf(tenant, form.id_medico);
  const optional: Partial<Record<OptionalField, string>> = {
    nomeFantasia: form.nome_fantasia || undefined,
    ie: form.ie || undefined,
    cnae: form.cnae ? form.cnae.replace(/\D/g, '') || form.cnae : undefined,
    comp: form.comp || undefined,
    telCel: form.tel_cel || undefined,
    email: form.email || undefined,
    site: form.site || undefined,
    resp: form.resp || undefined,
    ...doctor,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) as Partial<Record<OptionalField, string>>;
  const absent = optionalFields.filter((field) => !present[field]);
  const set = {
    nome: form.nome,
    cnpj: form.cnpj,
    cep: form.cep,
    end: form.end,
    num: form.num,
    bairro: form.bairro,
    idEstado: String(form.id_estado),
    idCidade: String(form.id_cidade),
    uf,
    cidade,
    telCom: form.tel_com,
    padrao: form.padrao === 1,
    ativo: form.ativo === 1,
    ...present,
  };
  return { set, absent };
}

/**
 * The operations that make `id` the tenant's default clinic: the claim moves to it (only from the holder read, so a
 * concurrent change fails the transaction) and the previous default stops being it.
 */
async function padraoOperations(tenant: string, id: string): Promise<TransactOperation[]> {
  const holder = await nameHolder(tenant, 'credenciadaPadrao', padraoClaimValor);
  if (holder === id) return [];
  const claim = { tenant, tipo: 'credenciadaPadrao' as const, valor: padraoClaimValor, alvoId: id };
  if (!holder) return [{ put: unicos().create(claim).params() }];
  return [
    { put: unicos().put(claim).where(({ alvoId }, { eq }) => eq(alvoId, holder)).params() },
    // The previous default, if still there (a deleted one keeps its flag: nothing reads it).
    ...((await liveCredenciada(tenant, holder))
      ? [{ update: credenciadas().patch({ tenant, id: holder }).set({ padrao: false }).params() }]
      : []),
  ];
}

/** The operation that makes `id` stop being the default (its claim released). */
function padraoRelease(tenant: string, id: string): TransactOperation {
  return {
    delete: unicos()
      .delete({ tenant, tipo: 'credenciadaPadrao', valor: padraoClaimValor })
      .where(({ alvoId }, { eq, notExists }) => `${eq(alvoId, id)} OR ${notExists(alvoId)}`)
      .params(),
  };
}

/** Runs a save's transaction: the record first, then the CNPJ claims (`claims` of them), then the default's. */
async function writeSave(operations: TransactOperation[], claims: number): Promise<void> {
  try {
    await transactWrite(operations);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
      if (Array.from({ length: claims }, (_, index) => index + 1).some((index) => error.failedAt(index))) throw cnpjTaken();
      // The default clinic changed meanwhile: the form may save again.
      throw registroAlteradoError({ cause: error });
    }
    throw error;
  }
}

/**
 * POST credenciada/editar: creates (no id) or updates (id and the versao read) a clinic. The CNPJ claim moves with
 * the record, in one transaction with it and, when padrão is set or cleared, with the default's claim and the
 * previous default clinic.
 */
export const saveCredenciada: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, credenciadaFormSchema);
  const { set, absent } = await recordOf(tenant, form);

  if (!form.id) {
    if (await nameHolder(tenant, cnpjTipo, form.cnpj)) throw cnpjTaken();
    const id = newId();
    const claims = createClaims(tenant, cnpjTipo, form.cnpj, id, credenciadasCounter);
    await writeSave(
      [{ put: credenciadas().create({ tenant, id, ...set }).params() }, ...claims, ...(set.padrao ? await padraoOperations(tenant, id) : [])],
      1,
    );
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveCredenciada(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, cnpjTipo, form.cnpj);
  if (holder && holder !== existing.id) throw cnpjTaken();
  const patch = credenciadas()
    .patch({ tenant, id: existing.id })
    .set({ ...set, nomeChave: nameSortKey(form.nome), codigoChave: form.cnpj, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, form.cnpj));
  const update = (absent.length ? patch.remove([...absent]) : patch).where(({ deletedAt }, { notExists }) => notExists(deletedAt)).where(naVersao(lida));
  const claims = renameClaims(tenant, cnpjTipo, existing.id, existing.cnpj, form.cnpj);
  const padrao = set.padrao ? await padraoOperations(tenant, existing.id) : existing.padrao ? [padraoRelease(tenant, existing.id)] : [];
  await writeSave([{ update: update.params() }, ...claims, ...padrao], claims.length);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/** The consultation statuses a clinic still has to attend to: scheduled, in attendance, waiting for exams, ASO or release. */
const openStatuses: readonly number[] = [
  consultaStatus.agendada,
  consultaStatus.emAtendimento,
  consultaStatus.aguardandoExames,
  consultaStatus.aguardandoAso,
  consultaStatus.aguardandoLiberacao,
  consultaStatus.aguardandoProcessamento,
];

/** How far back an open consultation still holds its clinic: older schedules are abandoned, not open. */
export const openConsultationWindowDays = 90;

/**
 * Whether a clinic has an open consultation scheduled from {@link openConsultationWindowDays} days ago on: its
 * schedule index (byCredenciada) from that day, stopping at the first open one.
 */
async function hasOpenConsultation(tenant: string, credenciadaId: string): Promise<boolean> {
  const { data } = await consultasExternas()
    .query.byCredenciada({ tenant, credenciadaId })
    .gte({ dataAge: addDays(todayInSaoPaulo(), -openConsultationWindowDays) })
    .where(({ deletedAt, tipoStatus }, { notExists, eq }) => `${notExists(deletedAt)} AND (${openStatuses.map((status) => eq(tipoStatus, status)).join(' OR ')})`)
    .go({ count: 1, pages: 'all' });
  return data.length > 0;
}

/**
 * POST credenciada/deletar {ids}: soft-deletes clinics, all or none (404 for an id that is not a live clinic of the
 * tenant), releasing their CNPJ. Refused for the default clinic (another must be made the default first) and for a
 * clinic with open consultations (deactivate it instead). Its price tables stay, unread: the Nova Consulta offers
 * no table of a deleted clinic.
 */
export const deleteCredenciadas: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => credenciadas().get(keys).go(),
    softDelete: (item: CredenciadaItem, deletedAt) =>
      credenciadas()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cnpj))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo: cnpjTipo, valor: item.cnpj }),
    counter: credenciadasCounter,
    refuse: async (tenant, ids) => {
      const found = await byIds((keys) => credenciadas().get(keys).go(), tenant, ids);
      if ([...found.values()].some((clinic) => clinic.padrao)) return new HttpError(400, credenciadaPadraoDeleteMessage);
      const open = await Promise.all(ids.map((id) => hasOpenConsultation(tenant, id)));
      return open.some(Boolean) ? new HttpError(400, credenciadaEmUsoMessage) : undefined;
    },
  });
