import {
  empresaCnpjLockedMessage,
  empresaCnpjTakenMessage,
  empresaEmUsoMessage,
  empresaRegistroFormSchema,
  invalidOptionMessage,
  onlyDigits,
  recordSavedMessage,
  type EmpresaRegistro,
  type EmpresaRegistroForm,
} from '@ocupacional/shared';
import { empresaEmUso, empresasCounter } from '../../data/empresa-registro';
import { empresas, type EmpresaItem } from '../../data/entities/empresa';
import { nameSortKey, newId, registryKeyParts } from '../../data/entities/keys';
import { medicos } from '../../data/entities/medico';
import { unicos } from '../../data/entities/unico';
import { counterChange } from '../../data/list-counters';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { requiredPlace } from '../../reference/required-place';
import { empresaQueries } from './empresas-lista';
import { addressReply, registryListAnswer, softDeleteRegistry, webTenant } from './registry';

/*
 * Empresas (issue 14; spec 3 §2.2 empresas, empresas/cadastrar, empresas/editar/{id}): the tenant's client companies
 * on the registry pattern (registry.ts). The record is spec 1 §3's (the same fields and rules as the company's own
 * Meu Cadastro) plus nome fantasia, ativo, the PCMSO coordinator (a snapshot of an examining doctor: S-2220's
 * respMonit) and the environmental responsible (S-2240's respReg). The CNPJ is unique in the tenant (claim
 * 'empresaCnpj', digits) and is not changed after the first save: it is the login key of the company's portal users.
 * The list reads by name, or by CNPJ prefix for a search of digits; GET empresa/lista (GET empresa is the pickers').
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'empresaCnpj';

function view(item: EmpresaItem): EmpresaRegistro {
  const coordenador = item.coordenadorPcmso;
  const responsavel = item.responsavelAmbiental;
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    nome_fantasia: item.nomeFantasia ?? null,
    cnpj: item.cnpj,
    cnae: item.cnae ?? null,
    ie: item.ie ?? null,
    ...addressReply(item),
    uf: item.uf ?? null,
    cidade: item.cidade ?? null,
    site: item.site ?? null,
    resp: item.resp ?? null,
    r_obs: item.rObs ?? null,
    r_nome: item.rNome ?? null,
    r_email: item.rEmail ?? null,
    r_tel_com: item.rTelCom ?? null,
    ativo: flag(item.ativo !== false),
    coordenador_pcmso: coordenador
      ? { id: coordenador.medicoId, nome: coordenador.nome, crm: coordenador.crm, crm_uf: coordenador.crmUf, cpf: coordenador.cpf ?? null }
      : null,
    responsavel_ambiental: responsavel
      ? {
          id_profissional: responsavel.profissionalId ?? null,
          nome: responsavel.nome ?? null,
          cpf: responsavel.cpf,
          ide_oc: responsavel.ideOC,
          dsc_oc: responsavel.dscOC ?? null,
          nr_oc: responsavel.nrOC,
          uf_oc: responsavel.ufOC,
        }
      : null,
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

/** GET empresa/lista: one page of the live companies by name (or CNPJ prefix), with the total. */
export const listEmpresasCadastro: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, empresaQueries(tenant), empresasCounter, view);
};

async function liveEmpresa(tenant: string, id: string): Promise<EmpresaItem | undefined> {
  const { data } = await empresas().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET empresa/{id}: one live company; another tenant's or a deleted one is 404. */
export const getEmpresaCadastro: RouteHandler = async (event, context) => {
  const item = await liveEmpresa(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

const fieldError = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });
const cnpjTaken = () => fieldError('cnpj', empresaCnpjTakenMessage);

/**
 * The PCMSO coordinator to store: a snapshot of the live doctor picked; the stored one kept when its doctor was
 * deleted since (the company keeps what it was signed with); 400 on the field for another id that is no live doctor.
 */
async function coordenador(tenant: string, form: EmpresaRegistroForm, existing: EmpresaItem | undefined): Promise<EmpresaItem['coordenadorPcmso']> {
  const id = form.id_medico_coordenador;
  if (!id) return undefined;
  const { data } = await medicos().get({ tenant, id }).go();
  if (data && !data.deletedAt) return { medicoId: data.id, nome: data.nome, crm: data.crm, crmUf: data.crmUf, ...(data.cpf ? { cpf: data.cpf } : {}) };
  if (existing?.coordenadorPcmso?.medicoId === id) return existing.coordenadorPcmso;
  throw fieldError('id_medico_coordenador', invalidOptionMessage);
}

function responsavelAmbiental(form: EmpresaRegistroForm): EmpresaItem['responsavelAmbiental'] {
  if (!form.ra_cpf || form.ra_ide_oc === undefined || !form.ra_nr_oc || !form.ra_uf_oc) return undefined;
  return {
    ...(form.ra_nome ? { nome: form.ra_nome } : {}),
    cpf: form.ra_cpf,
    ideOC: form.ra_ide_oc,
    ...(form.ra_dsc_oc ? { dscOC: form.ra_dsc_oc } : {}),
    nrOC: form.ra_nr_oc,
    ufOC: form.ra_uf_oc,
    ...(form.ra_id_profissional ? { profissionalId: form.ra_id_profissional } : {}),
  };
}

/** The optional attributes a save writes when filled and removes when emptied. */
const optional = ['nomeFantasia', 'comp', 'telCel', 'email', 'site', 'resp', 'rObs', 'rNome', 'rEmail', 'rTelCom', 'coordenadorPcmso', 'responsavelAmbiental'] as const;
type Optional = (typeof optional)[number];

async function recordOf(tenant: string, form: EmpresaRegistroForm, existing: EmpresaItem | undefined) {
  const cnae = onlyDigits(String(form.cnae));
  // A CNAE 2.3 subclass: 7 digits (the common/cnae lookup's code without its punctuation).
  if (!/^\d{7}$/.test(cnae)) throw fieldError('cnae', invalidOptionMessage);
  const { uf, cidade } = requiredPlace(form);
  const filled: Partial<Pick<EmpresaItem, Optional>> = {
    nomeFantasia: form.nome_fantasia || undefined,
    comp: form.comp || undefined,
    telCel: form.tel_cel || undefined,
    email: form.email || undefined,
    site: form.site || undefined,
    resp: form.resp || undefined,
    rObs: form.r_obs || undefined,
    rNome: form.r_nome || undefined,
    rEmail: form.r_email || undefined,
    rTelCom: form.r_tel_com || undefined,
    coordenadorPcmso: await coordenador(tenant, form, existing),
    responsavelAmbiental: responsavelAmbiental(form),
  };
  const set = {
    nome: form.nome,
    cnae,
    ie: form.ie,
    cep: form.cep,
    end: form.end,
    num: form.num,
    bairro: form.bairro,
    idEstado: String(form.id_estado),
    idCidade: String(form.id_cidade),
    uf,
    cidade,
    telCom: form.tel_com,
    ativo: form.ativo === 1,
    ...Object.fromEntries(Object.entries(filled).filter(([, value]) => value !== undefined)),
  };
  const emptied = optional.filter((name) => filled[name] === undefined);
  return { set, emptied };
}

/**
 * POST empresa/editar: creates (no id) or updates (id and the versao read) a company. A new company's CNPJ is claimed
 * in the same transaction as the record and the counter; an edit keeps the CNPJ (400 when it differs).
 */
export const saveEmpresa: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, empresaRegistroFormSchema);

  if (!form.id) {
    const { data: holder } = await unicos().get({ tenant, tipo, valor: form.cnpj }).go();
    if (holder) throw cnpjTaken();
    const { set } = await recordOf(tenant, form, undefined);
    const id = newId();
    try {
      await transactWrite([
        { put: empresas().create({ tenant, id, cnpj: form.cnpj, ...set }).params() },
        { put: unicos().create({ tenant, tipo, valor: form.cnpj, alvoId: id }).params() },
        counterChange(tenant, empresasCounter, 1),
      ]);
    } catch (error) {
      // Someone saved the CNPJ between the check and the write.
      if (error instanceof TransactionConflictError) throw cnpjTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveEmpresa(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  if (form.cnpj !== existing.cnpj) throw fieldError('cnpj', empresaCnpjLockedMessage);
  const { set, emptied } = await recordOf(tenant, form, existing);
  const patch = empresas()
    .patch({ tenant, id: existing.id })
    .set({ ...set, nomeChave: nameSortKey(form.nome), codigoChave: existing.cnpj, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.cnpj));
  await gravarNaVersao(() =>
    (emptied.length ? patch.remove([...emptied]) : patch)
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST empresa/deletar {ids}: soft-deletes the tenant's companies, all or none (404 for an id that is not a live
 * company of the tenant), refused while one is in use (employees, consultations waiting: empresaEmUso). The CNPJ
 * claim is released, so the company may be registered again.
 */
export const deleteEmpresas: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => empresas().get(keys).go(),
    softDelete: (item: EmpresaItem, deletedAt) =>
      empresas()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cnpj))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    // The claim holds the CNPJ digits; releaseClaim's nameClaim keeps digits as they are.
    claim: (item) => ({ tipo, valor: item.cnpj }),
    counter: empresasCounter,
    refuse: async (tenant, ids) => ((await empresaEmUso(tenant, ids)) ? new HttpError(400, empresaEmUsoMessage) : undefined),
  });
