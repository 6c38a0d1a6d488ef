import {
  backOfficeTabelaPrecoQuerySchema,
  todayInSaoPaulo,
  type BackOfficeCredenciada,
  type BackOfficeTabelaPreco,
  type Funcao,
} from '@ocupacional/shared';
import { byIds, candidateTables, clinicsById, gheOf } from '../../../data/company-reads';
import { funcoes } from '../../../data/entities/funcao';
import { tablesByClinic } from '../../../domain/tabela-preco';
import { HttpError, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../../platform';
import { listFdts, listGhes } from '../../cadastro/pcmso';
import { tenantClinics } from './consultas';
import { asCompany, backOfficeScope, tenantCompany } from './scope';

/*
 * The 'alterar PCMSO' modal's lookups, in sequence front → GHE → function → price table, and the provider filter's
 * clinics (spec 1 §2 "Back office", §7 pcmso/fdt/{empresa}, pcmso/ghe/{empresa}, pcmso/ghe/funcao/{ghe}/{empresa},
 * tabela-preco/{empresa}/{fdt}, credenciada). The company is the path's, read under the session's tenant (another
 * tenant's company answers 404); the fronts and GHEs are the company portal's own lookups (cadastro/pcmso.ts),
 * called as that company.
 */

/** GET pcmso/fdt/{empresa} (filter ativo): the company's fronts with their current PCMSO revision. */
export const listFdtsBackOffice: RouteHandler = async (event, context) => {
  const { tenant } = backOfficeScope(context);
  const empresaId = await tenantCompany(tenant, event.pathParameters?.empresa);
  return listFdts(event, asCompany(context, empresaId));
};

/** GET pcmso/ghe/{empresa} (filter id_fdt, id_funcao): the company's GHEs, each with whether its PCMSO is in force. */
export const listGhesBackOffice: RouteHandler = async (event, context) => {
  const { tenant } = backOfficeScope(context);
  const empresaId = await tenantCompany(tenant, event.pathParameters?.empresa);
  return listGhes(event, asCompany(context, empresaId));
};

/** GET pcmso/ghe/funcao/{ghe}/{empresa}: the functions of one of the company's GHEs, by name. */
export const listGheFuncoesBackOffice: RouteHandler = async (event, context) => {
  const { tenant } = backOfficeScope(context);
  const empresaId = await tenantCompany(tenant, event.pathParameters?.empresa);
  const ghe = await gheOf(tenant, empresaId, event.pathParameters?.ghe ?? '');
  if (!ghe) throw new HttpError(404, notFoundMessage);
  const found = await byIds((keys) => funcoes().get(keys).go(), tenant, ghe.funcaoIds ?? []);
  const view: Funcao[] = [...found.values()]
    .filter((funcao) => !funcao.deletedAt && funcao.ativo !== false)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .map((funcao) => ({ id: funcao.id, nome: funcao.nome, cbo: funcao.cbo ?? null }));
  return respond(200, 'OK', view);
};

/**
 * GET tabela-preco/{empresa}/{fdt} (filter id_credenciada, data_age): the price tables the company's front may
 * use on the day (default today), one per active clinic — the most specific in force — by clinic name.
 */
export const listTabelasPrecoBackOffice: RouteHandler = async (event, context) => {
  const { tenant } = backOfficeScope(context);
  const empresaId = await tenantCompany(tenant, event.pathParameters?.empresa);
  const fdtId = event.pathParameters?.fdt ?? '';
  const { filter } = parseQuery(event, backOfficeTabelaPrecoQuerySchema);
  const day = filter.data_age?.slice(0, 10) ?? todayInSaoPaulo();
  const tables = tablesByClinic(await candidateTables(tenant, empresaId, fdtId), { empresaId, fdtId, day }).filter(
    (table) => !table.deletedAt && (!filter.id_credenciada || table.credenciadaId === filter.id_credenciada),
  );
  const clinics = await clinicsById(
    tenant,
    tables.map((table) => table.credenciadaId),
  );
  const view: BackOfficeTabelaPreco[] = tables.flatMap((table) => {
    const clinic = clinics.get(table.credenciadaId);
    return clinic
      ? [{ id: table.id, nome: table.nome, tipo: table.tipo ?? null, credenciada: { id: clinic.id, nome: clinic.nome, padrao: clinic.padrao ?? false } }]
      : [];
  });
  view.sort((a, b) => a.credenciada.nome.localeCompare(b.credenciada.nome, 'pt-BR'));
  return respond(200, 'OK', view);
};

/** GET credenciada (web): the tenant's clinics (not deleted) for the provider filter, default ones flagged. */
export const listCredenciadasBackOffice: RouteHandler = async (_event, context) => {
  const { tenant } = backOfficeScope(context);
  const view: BackOfficeCredenciada[] = (await tenantClinics(tenant))
    .filter((clinic) => !clinic.deletedAt)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .map((clinic) => ({ id: clinic.id, nome: clinic.nome, uf: clinic.uf, cidade: clinic.cidade, padrao: clinic.padrao ?? false }));
  return respond(200, 'OK', view);
};
