import { formatCpf, medicoCrmTakenMessage, medicoFormSchema, recordSavedMessage, type Medico } from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { crmClaimText, medicosCounter } from '../../data/cadastros';
import { medicos, type MedicoItem } from '../../data/entities/medico';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import {
  createClaims,
  nameHolder,
  registryExcelAnswer,
  registryListAnswer,
  renameClaims,
  softDeleteRegistry,
  writeRegistryEdit,
  webTenant,
} from './registry';

/*
 * Configurações › Médicos Examinadores (issue 14; spec 3 §2.2 config/medicos): the tenant's examining doctors as
 * spec 2's S-2220 names them (medico: nmMed, nrCRM, ufCRM; the PCMSO coordinator's respMonit adds cpfResp). The same
 * five routes as Exames (registry.ts). The CRM registration (number and UF) is unique in the tenant and claimed like
 * a registry's name (tipo 'medicoCrm'); names are not unique (two doctors may share one), nor CPFs (a doctor
 * registered in two UFs has a record for each). The list reads by name, or by CRM prefix for a search of digits.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'medicoCrm';
const claimOf = (item: { crm: string; crmUf: string }) => crmClaimText(item.crm, item.crmUf);

function view(item: MedicoItem): Medico {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    cpf: item.cpf ?? null,
    crm: item.crm,
    crm_uf: item.crmUf,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<MedicoItem> => ({
  byNome: (prefix) => (options) => medicos().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    medicos().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET medico: one page of the live doctors by name (or CRM prefix), with the total. */
export const listMedicos: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), medicosCounter, view);
};

/** GET medico/excel: the filtered list as an .xlsx. */
export const exportMedicos: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'medicos-examinadores',
    sheet: 'Médicos Examinadores',
    columns: [
      { header: 'Nome', width: 40, value: (item) => item.nome },
      { header: 'CPF', width: 16, value: (item) => (item.cpf ? formatCpf(item.cpf) : null) },
      { header: 'CRM', width: 14, value: (item) => item.crm },
      { header: 'UF do CRM', width: 10, value: (item) => item.crmUf },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

async function liveMedico(tenant: string, id: string): Promise<MedicoItem | undefined> {
  const { data } = await medicos().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET medico/{id}: one live doctor; another tenant's or a deleted one is 404. */
export const getMedico: RouteHandler = async (event, context) => {
  const item = await liveMedico(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** 400 on the CRM field: another doctor of the tenant holds this CRM in this UF. */
const crmTaken = () => new HttpError(400, validationFailedMessage, { fields: { crm: [medicoCrmTakenMessage] } });

/**
 * POST medico/editar: creates (no id) or updates (id and the versao read) a doctor. The CRM registration (number and
 * UF) is claimed in the same transaction as the record.
 */
export const saveMedico: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, medicoFormSchema);
  const cpf = form.cpf || undefined;
  const set = { nome: form.nome, crm: form.crm, crmUf: form.crm_uf, ativo: form.ativo === 1 };
  const claim = claimOf(set);

  if (!form.id) {
    if (await nameHolder(tenant, tipo, claim)) throw crmTaken();
    const id = newId();
    try {
      await transactWrite([
        { put: medicos().create({ tenant, id, ...set, ...(cpf ? { cpf } : {}) }).params() },
        ...createClaims(tenant, tipo, claim, id, medicosCounter),
      ]);
    } catch (error) {
      // Someone saved the registration between the check and the write.
      if (error instanceof TransactionConflictError) throw crmTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveMedico(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, claim);
  if (holder && holder !== existing.id) throw crmTaken();
  const patch = medicos()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...(cpf ? { cpf } : {}), nomeChave: nameSortKey(form.nome), codigoChave: form.crm, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.crm));
  const update = (cpf ? patch : patch.remove(['cpf'])).where(({ deletedAt }, { notExists }) => notExists(deletedAt)).where(naVersao(lida));
  const claims = renameClaims(tenant, tipo, existing.id, claimOf(existing), claim);
  await writeRegistryEdit(update, claims, crmTaken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST medico/deletar {ids}: soft-deletes the tenant's doctors, all or none (404 for an id that is not a live doctor
 * of the tenant). The CRM registration is released; consultations keep the doctor's name, CRM and UF they were
 * signed with (consulta.medicoNome…), so nothing else reads the record.
 */
export const deleteMedicos: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => medicos().get(keys).go(),
    softDelete: (item: MedicoItem, deletedAt) =>
      medicos()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.crm))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: claimOf(item) }),
    counter: medicosCounter,
  });
