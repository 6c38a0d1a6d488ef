import { contadores } from './entities/contador';
import { fatoresRisco, type FatorRiscoItem } from './entities/fator-risco';
import { fatorRiscoLaboratorios, type FatorRiscoLaboratorioItem } from './entities/fator-risco-laboratorio';
import { laboratorios, type LaboratorioItem } from './entities/laboratorio';
import { byIds } from './company-reads';
import { listCounter } from './list-counters';

/*
 * The LTCAT catalogues' reads (issue 15, wave 1): risk factors, laboratories and the laboratory values of each
 * factor. The values are ONE set of link items (fator-risco-laboratorio.ts) read from either side with one Query:
 * the measurements and quotes of the next wave read a factor's laboratories (its default's sale value prices a
 * sampling) with {@link laboratoriosDoFator}.
 */

/** The tenant's live risk factors and laboratories (the lists' totals). */
export const fatoresRiscoCounter = listCounter('ltcat-fatores-risco');
export const laboratoriosCounter = listCounter('ltcat-laboratorios');
/** The sequence of the laboratories' codes (never decremented). */
const laboratorioSequence = listCounter('ltcat-laboratorio-codigo');

/** A live risk factor of the tenant, or undefined. */
export async function liveFatorRisco(tenant: string, id: string): Promise<FatorRiscoItem | undefined> {
  if (!id) return undefined;
  const { data } = await fatoresRisco().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** A live laboratory of the tenant, or undefined. */
export async function liveLaboratorio(tenant: string, id: string): Promise<LaboratorioItem | undefined> {
  if (!id) return undefined;
  const { data } = await laboratorios().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** The factor's laboratory links (any laboratory state), by laboratory id: one Query. */
export async function linksDoFator(tenant: string, fatorId: string): Promise<FatorRiscoLaboratorioItem[]> {
  const { data } = await fatorRiscoLaboratorios().query.byFator({ tenant, fatorId }).go({ pages: 'all' });
  return data;
}

/** The laboratory's factor links (any factor state), by factor id: one Query of gsi1. */
export async function linksDoLaboratorio(tenant: string, laboratorioId: string): Promise<FatorRiscoLaboratorioItem[]> {
  const { data } = await fatorRiscoLaboratorios().query.byLaboratorio({ tenant, laboratorioId }).go({ pages: 'all' });
  return data;
}

/** Records by id (BatchGet), live ones only. */
export async function liveByIds<T extends { id: string; deletedAt?: string }>(
  load: (keys: { tenant: string; id: string }[]) => Promise<{ data: T[] }>,
  tenant: string,
  ids: readonly string[],
): Promise<Map<string, T>> {
  const found = await byIds(load, tenant, ids);
  return new Map([...found].filter(([, item]) => !item.deletedAt));
}

/** A laboratory's values for a factor, with the laboratory's record. */
export interface LaboratorioDoFator {
  readonly link: FatorRiscoLaboratorioItem;
  readonly laboratorio: LaboratorioItem;
}

/**
 * The live laboratories of a factor with their values (cents) and the default first: what a quote prices a
 * sampling with (the default's valor_venda). One Query and one BatchGet.
 */
export async function laboratoriosDoFator(tenant: string, fatorId: string): Promise<LaboratorioDoFator[]> {
  const links = await linksDoFator(tenant, fatorId);
  const labs = await liveByIds((keys) => laboratorios().get(keys).go(), tenant, links.map((link) => link.laboratorioId));
  return links
    .flatMap((link) => {
      const laboratorio = labs.get(link.laboratorioId);
      return laboratorio ? [{ link, laboratorio }] : [];
    })
    .sort((a, b) => Number(Boolean(b.link.padrao)) - Number(Boolean(a.link.padrao)) || a.laboratorio.nome.localeCompare(b.laboratorio.nome, 'pt-BR'));
}

/** The next laboratory code of the tenant (1, 2, 3…): an atomic ADD on the sequence item. */
export async function nextLaboratorioCodigo(tenant: string): Promise<number> {
  const { data } = await contadores().update({ tenant, nome: laboratorioSequence }).add({ valor: 1 }).go({ response: 'all_new' });
  return Number(data.valor);
}
