import type { EarlierResult } from '../domain/consulta-externa';
import type { PcmsoRule } from '../domain/pcmso';
import { consultaExames } from './entities/consulta-exame';
import { credenciadas, type CredenciadaItem } from './entities/credenciada';
import { exames } from './entities/exame';
import { fdts, type FdtItem } from './entities/fdt';
import { funcionarios, type FuncionarioItem } from './entities/funcionario';
import { funcoes, type FuncaoItem } from './entities/funcao';
import { ghes, type GheItem } from './entities/ghe';
import { parceiros, type ParceiroItem } from './entities/parceiro';
import { pcmsoExames } from './entities/pcmso-exame';
import { pcmsoRevisoes, type PcmsoRevisaoItem } from './entities/pcmso-revisao';
import { todas } from './entities/keys';
import { tabelaPrecoExames, type TabelaPrecoExameItem } from './entities/tabela-preco-exame';
import { tabelasPreco, type TabelaPrecoItem } from './entities/tabela-preco';

/*
 * The reads the company portal and the batch worker share: a company's own records (anything of another company
 * or tenant reads as absent), a front's current PCMSO, a GHE's exam rules, an employee's earlier results and the
 * price tables a company may use. GetItem, BatchGetItem and Query only (docs/data-model.md, patterns 18–36).
 */

const live = <T extends { deletedAt?: string }>(item: T | null | undefined): T | undefined =>
  item && !item.deletedAt ? item : undefined;

/** An employee of the company, not deleted. */
export async function employeeOf(tenant: string, empresaId: string, id: string): Promise<FuncionarioItem | undefined> {
  const { data } = await funcionarios().get({ tenant, id }).go();
  return data?.empresaId === empresaId ? live(data) : undefined;
}

/** A work front of the company, not deleted. */
export async function frontOf(tenant: string, empresaId: string, id: string): Promise<FdtItem | undefined> {
  const { data } = await fdts().get({ tenant, id }).go();
  return data?.empresaId === empresaId ? live(data) : undefined;
}

/** A GHE of the company (of one front when `fdtId` is given), not deleted. */
export async function gheOf(
  tenant: string,
  empresaId: string,
  id: string,
  fdtId?: string,
): Promise<GheItem | undefined> {
  const { data } = await ghes().get({ tenant, id }).go();
  if (!data || data.empresaId !== empresaId || (fdtId !== undefined && data.fdtId !== fdtId)) return undefined;
  return live(data);
}

/** A function of the tenant's catalogue, not deleted. */
export async function functionOf(tenant: string, id: string): Promise<FuncaoItem | undefined> {
  const { data } = await funcoes().get({ tenant, id }).go();
  return live(data);
}

/** The front's current PCMSO revision: the highest number, not deleted (byFdt read backwards). */
export async function currentRevision(tenant: string, fdtId: string): Promise<PcmsoRevisaoItem | undefined> {
  const { data } = await pcmsoRevisoes().query.byFdt({ tenant, fdtId }).go({ order: 'desc', limit: 5 });
  return data.find((revision) => !revision.deletedAt);
}

/** The exam rules a revision of the PCMSO sets for a GHE. */
export async function gheRules(tenant: string, pcmsoRevisaoId: string, gheId: string): Promise<PcmsoRule[]> {
  const { data } = await pcmsoExames()
    .query.byRevisao({ tenant, pcmsoRevisaoId, gheId })
    .go({ pages: 'all' });
  return data
    .filter((rule) => !rule.deletedAt)
    .map((rule) => ({
      id: rule.id,
      exameId: rule.exameId,
      exameNome: rule.exameNome,
      adm: rule.adm,
      aposAdm: rule.aposAdm,
      dem: rule.dem,
      retTra: rule.retTra,
      mudFun: rule.mudFun,
      periodicidade: rule.periodicidade,
      periodicidadeA: rule.periodicidadeA,
      periodicidadeD: rule.periodicidadeD,
      perId1: rule.perId1,
      perId2: rule.perId2,
      validade: rule.validade,
    }));
}

/** The exams of the catalogue that are the clinical exam (the consultation itself, never carried over). */
export async function clinicalExams(tenant: string, exameIds: readonly string[]): Promise<Set<string>> {
  if (exameIds.length === 0) return new Set();
  const { data } = await exames()
    .get([...new Set(exameIds)].map((id) => ({ tenant, id })))
    .go();
  return new Set(data.filter((exame) => exame.clinico).map((exame) => exame.id));
}

/** The employee's recent results of each exam (newest first, a few per exam), for reuse and demonstrative. */
export async function earlierResults(
  tenant: string,
  funcionarioId: string,
  exameIds: readonly string[],
): Promise<Map<string, EarlierResult[]>> {
  const entries = await Promise.all(
    [...new Set(exameIds)].map(async (exameId) => {
      const { data } = await consultaExames()
        .query.byFuncionario({ tenant, funcionarioId, exameId })
        .go({ order: 'desc', limit: 5 });
      const results: EarlierResult[] = data.map((result) => ({
        idCon: result.idCon,
        data: result.data,
        ...(result.idConRea !== undefined ? { idConRea: result.idConRea } : {}),
        ...(result.idConDem !== undefined ? { idConDem: result.idConDem } : {}),
        alterado: result.alterado ?? false,
      }));
      return [exameId, results] as const;
    }),
  );
  return new Map(entries);
}

/** The price tables a company's front may use: the front's, the company's every-front ones, the counter ones. */
export async function candidateTables(tenant: string, empresaId: string, fdtId: string): Promise<TabelaPrecoItem[]> {
  const [front, company, counter] = await Promise.all([
    tabelasPreco().query.byEmpresa({ tenant, empresaId, fdtId }).go({ pages: 'all' }),
    tabelasPreco().query.byEmpresa({ tenant, empresaId, fdtId: todas }).go({ pages: 'all' }),
    tabelasPreco().query.byEmpresa({ tenant, empresaId: todas }).go({ pages: 'all' }),
  ]);
  const tables = new Map<string, TabelaPrecoItem>();
  for (const table of [...front.data, ...company.data, ...counter.data]) tables.set(table.id, table);
  return [...tables.values()];
}

/** A price table by id, whatever its company (the caller checks that it serves the company). */
export async function priceTable(tenant: string, id: string): Promise<TabelaPrecoItem | undefined> {
  const { data } = await tabelasPreco().get({ tenant, id }).go();
  return live(data);
}

/** The prices of some exams in some tables, keyed `<tabelaPrecoId>#<exameId>`. */
export async function examPrices(
  tenant: string,
  pairs: readonly { tabelaPrecoId: string; exameId: string }[],
): Promise<Map<string, TabelaPrecoExameItem>> {
  const unique = [...new Map(pairs.map((pair) => [`${pair.tabelaPrecoId}#${pair.exameId}`, pair])).values()];
  if (unique.length === 0) return new Map();
  const { data } = await tabelaPrecoExames()
    .get(unique.map((pair) => ({ tenant, ...pair })))
    .go();
  return new Map(data.map((price) => [`${price.tabelaPrecoId}#${price.exameId}`, price]));
}

/** All prices of one table (tabela-preco/exame/{tabelaPreco} without an exam list). */
export async function tablePrices(tenant: string, tabelaPrecoId: string): Promise<TabelaPrecoExameItem[]> {
  const { data } = await tabelaPrecoExames().query.byTabela({ tenant, tabelaPrecoId }).go({ pages: 'all' });
  return data;
}

/** Clinics by id, active and not deleted. */
export async function clinicsById(tenant: string, ids: readonly string[]): Promise<Map<string, CredenciadaItem>> {
  if (ids.length === 0) return new Map();
  const { data } = await credenciadas()
    .get([...new Set(ids)].map((id) => ({ tenant, id })))
    .go();
  return new Map(data.filter((clinic) => clinic.ativo !== false && !clinic.deletedAt).map((clinic) => [clinic.id, clinic]));
}

/** Partners by id (names for the exam rows). */
export async function partnersById(tenant: string, ids: readonly string[]): Promise<Map<string, ParceiroItem>> {
  if (ids.length === 0) return new Map();
  const { data } = await parceiros()
    .get([...new Set(ids)].map((id) => ({ tenant, id })))
    .go();
  return new Map(data.filter((partner) => !partner.deletedAt).map((partner) => [partner.id, partner]));
}

/** Any records by id through an entity's BatchGet, as a map; ids not found are simply absent. */
export async function byIds<T extends { id: string; deletedAt?: string }>(
  load: (keys: { tenant: string; id: string }[]) => Promise<{ data: T[] }>,
  tenant: string,
  ids: readonly (string | undefined)[],
): Promise<Map<string, T>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const { data } = await load(wanted.map((id) => ({ tenant, id })));
  return new Map(data.map((item) => [item.id, item]));
}
