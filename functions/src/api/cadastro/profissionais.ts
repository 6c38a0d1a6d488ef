import {
  formatCpf,
  orgaosClasse,
  profissionalFormSchema,
  profissionalRegistroTakenMessage,
  recordSavedMessage,
  type Profissional,
} from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { profissionaisCounter, registroClaimText } from '../../data/configuracoes';
import { profissionais, type ProfissionalItem } from '../../data/entities/profissional';
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
 * Configurações › Profissionais (issue 14; spec 3 §2.2 config/profissionais): the tenant's SESMT professionals, the
 * environmental responsible S-2240 reports in respReg (cpfResp, ideOC, dscOC, nrOC, ufOC) and the LTCAT's
 * responsible (spec 3 §7 GET /profissionais/-1). The same five routes as every registry (registry.ts). The council
 * registration (council, number, UF) is unique in the tenant (claim 'profissionalRegistro'); names and CPFs are not (a
 * professional in two councils has a record for each). The list reads by name, or by CPF prefix for a search of
 * digits.
 */

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
const tipo = 'profissionalRegistro';
const claimOf = (item: { ideOc: number; dscOc?: string | null | undefined; nrOc: string; ufOc: string }) =>
  registroClaimText(item.ideOc, item.dscOc, item.nrOc, item.ufOc);

/** The council's short name: CRM, CREA, or the description of 'Outros'. */
const conselho = (item: ProfissionalItem) =>
  item.ideOc === 9 ? (item.dscOc ?? 'Outros') : (orgaosClasse.find((orgao) => orgao.id === item.ideOc)?.sigla ?? String(item.ideOc));

function view(item: ProfissionalItem): Profissional {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    cpf: item.cpf,
    formacao: item.formacao ?? null,
    ide_oc: item.ideOc as Profissional['ide_oc'],
    dsc_oc: item.dscOc ?? null,
    conselho: conselho(item),
    nr_oc: item.nrOc,
    uf_oc: item.ufOc,
    email: item.email ?? null,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const queries = (tenant: string): RegistryQueries<ProfissionalItem> => ({
  byNome: (prefix) => (options) =>
    profissionais().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    profissionais().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET profissionais/-1: one page of the live professionals by name (or CPF prefix), with the total. */
export const listProfissionais: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryListAnswer(event, tenant, queries(tenant), profissionaisCounter, view);
};

/** GET profissionais/excel: the filtered list as an .xlsx. */
export const exportProfissionais: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, queries(tenant), {
    name: 'profissionais',
    sheet: 'Profissionais',
    columns: [
      { header: 'Nome', width: 40, value: (item) => item.nome },
      { header: 'CPF', width: 16, value: (item) => formatCpf(item.cpf) },
      { header: 'Formação / Cargo', width: 30, value: (item) => item.formacao ?? null },
      { header: 'Órgão de Classe', width: 14, value: (item) => conselho(item) },
      { header: 'Registro', width: 16, value: (item) => item.nrOc },
      { header: 'UF', width: 6, value: (item) => item.ufOc },
      { header: 'E-mail', width: 30, value: (item) => item.email ?? null },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

async function liveProfissional(tenant: string, id: string): Promise<ProfissionalItem | undefined> {
  const { data } = await profissionais().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** GET profissionais/{id}: one live professional; another tenant's or a deleted one is 404. */
export const getProfissional: RouteHandler = async (event, context) => {
  const item = await liveProfissional(webTenant(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

/** 400 on the registration field: another professional of the tenant holds it in this council and UF. */
const registroTaken = () => new HttpError(400, validationFailedMessage, { fields: { nr_oc: [profissionalRegistroTakenMessage] } });

/**
 * POST profissionais/editar: creates (no id) or updates (id and the versao read) a professional. The registration
 * (council, number, UF) is claimed in the same transaction as the record.
 */
export const saveProfissional: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const form = parseBody(event, profissionalFormSchema);
  const set = { nome: form.nome, cpf: form.cpf, ideOc: form.ide_oc, nrOc: form.nr_oc, ufOc: form.uf_oc, ativo: form.ativo === 1 };
  const optional = {
    ...(form.formacao ? { formacao: form.formacao } : {}),
    ...(form.dsc_oc ? { dscOc: form.dsc_oc } : {}),
    ...(form.email ? { email: form.email } : {}),
  };
  const claim = claimOf({ ...set, dscOc: form.dsc_oc });

  if (!form.id) {
    if (await nameHolder(tenant, tipo, claim)) throw registroTaken();
    const id = newId();
    try {
      await transactWrite([
        { put: profissionais().create({ tenant, id, ...set, ...optional }).params() },
        ...createClaims(tenant, tipo, claim, id, profissionaisCounter),
      ]);
    } catch (error) {
      // Someone saved the registration between the check and the write.
      if (error instanceof TransactionConflictError) throw registroTaken();
      throw error;
    }
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveProfissional(tenant, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  const holder = await nameHolder(tenant, tipo, claim);
  if (holder && holder !== existing.id) throw registroTaken();
  const removed = (['formacao', 'dscOc', 'email'] as const).filter((name) => !(name in optional));
  const patch = profissionais()
    .patch({ tenant, id: existing.id })
    .set({ ...set, ...optional, nomeChave: nameSortKey(form.nome), codigoChave: form.cpf, versao: proximaVersao(lida) })
    .composite(registryKeyParts(existing, existing.cpf));
  const update = (removed.length ? patch.remove(removed) : patch)
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  const claims = renameClaims(tenant, tipo, existing.id, claimOf(existing), claim);
  await writeRegistryEdit(update, claims, registroTaken);
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST profissionais/deletar {ids}: soft-deletes the tenant's professionals, all or none (404 for an id that is not a
 * live professional of the tenant). The registration is released. An S-2240 already built keeps the respReg it was
 * built with (the event's own data), so nothing else reads the record.
 */
export const deleteProfissionais: RouteHandler = (event, context) =>
  softDeleteRegistry(event, webTenant(context), {
    read: (keys) => profissionais().get(keys).go(),
    softDelete: (item: ProfissionalItem, deletedAt) =>
      profissionais()
        .patch({ tenant: item.tenant, id: item.id })
        .set({ deletedAt, lista: 'excluido' })
        .composite(registryKeyParts(item, item.cpf))
        .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
        .params(),
    claim: (item) => ({ tipo, valor: claimOf(item) }),
    counter: profissionaisCounter,
  });
