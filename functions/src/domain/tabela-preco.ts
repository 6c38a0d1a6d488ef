import { priceTableNotFoundMessage } from '@ocupacional/shared';
import type { ExamPlan, PlannedExam } from './consulta-externa';

/*
 * Prices of a consultation (spec 1 §2 "Price tables", §3 "Price table entry"): which table of each clinic serves
 * the company's front, what each planned exam costs in it, the totals, and the order of the cards. Money is
 * integer cents and always comes from the stored table: nothing here trusts a price from the browser.
 */

/** The value of the `empresaId`/`fdtId` of a table that serves every company / every front. */
export const everyOne = '*';

/** A price table, as far as choosing goes (tabela-preco.ts). */
export interface PriceTable {
  readonly id: string;
  readonly credenciadaId: string;
  readonly empresaId: string;
  readonly fdtId: string;
  readonly tipo?: number;
  readonly inicio?: string;
  readonly fim?: string;
  readonly ativo?: boolean;
  readonly deletedAt?: string;
}

/** Whether a table is in force on a day: active, not deleted, within its optional start and end days. */
export function tableInForce(table: PriceTable, day: string): boolean {
  const date = day.slice(0, 10);
  if (table.ativo === false || table.deletedAt) return false;
  if (table.inicio && date < table.inicio.slice(0, 10)) return false;
  // Stryker disable next-line MethodExpression: a day is after 'yyyy-mm-dd' exactly when it is after 'yyyy-mm-ddTHH:mm'
  if (table.fim && date > table.fim.slice(0, 10)) return false;
  return true;
}

/** How specific a table is for a company's front: 2 that front, 1 every front of the company, 0 the counter table. */
export function tableSpecificity(table: PriceTable, empresaId: string, fdtId: string): number {
  if (table.empresaId === empresaId && table.fdtId === fdtId) return 2;
  if (table.empresaId === empresaId && table.fdtId === everyOne) return 1;
  if (table.empresaId === everyOne) return 0;
  return -1;
}

/** Whether a company may use a table for a front at all. */
export function tableServes(table: PriceTable, empresaId: string, fdtId: string): boolean {
  return tableSpecificity(table, empresaId, fdtId) >= 0;
}

/**
 * One table per clinic for a company's front (one card per clinic): the most specific one in force that day —
 * the front's own table, else the company's, else the counter table.
 */
export function tablesByClinic<T extends PriceTable>(
  tables: readonly T[],
  context: { empresaId: string; fdtId: string; day: string; tipo?: number | null },
): T[] {
  const best = new Map<string, T>();
  for (const table of tables) {
    if (!tableServes(table, context.empresaId, context.fdtId) || !tableInForce(table, context.day)) continue;
    if (context.tipo !== undefined && context.tipo !== null && table.tipo !== context.tipo) continue;
    const current = best.get(table.credenciadaId);
    const rank = (t: T) => tableSpecificity(t, context.empresaId, context.fdtId);
    if (!current || rank(table) > rank(current)) best.set(table.credenciadaId, table);
  }
  return [...best.values()];
}

/** The price of one exam in one table (tabela-preco-exame.ts), cents. */
export interface ExamPrice {
  readonly valorVenda: number;
  readonly valorServico?: number;
  readonly parceiroIds?: readonly string[];
  readonly ativo?: boolean;
}

/** A planned exam with its price in a table. */
export interface PricedExam {
  readonly exam: PlannedExam;
  readonly price?: ExamPrice;
  readonly valorVenda: number;
  readonly valorServico: number;
  /** valorVenda + valorServico. */
  readonly valorTotal: number;
  /** What this consultation charges for it: valorTotal when done here, 0 when reused or demonstrative. */
  readonly cobrado: number;
  /** The table has no price for an exam to do here. */
  readonly erro: string | null;
}

export interface PricedPlan {
  readonly consulta: PricedExam[];
  readonly demonstrativo: PricedExam[];
  /** Every exam of the consultation at full price. */
  readonly totalExames: number;
  /** What will be charged: the exams done here. */
  readonly totalExamesRealizar: number;
  /** Every exam to do has a price: the table can be chosen. */
  readonly completa: boolean;
}

function priceExam(exam: PlannedExam, price: ExamPrice | undefined): PricedExam {
  const usable = price && price.ativo !== false ? price : undefined;
  const valorVenda = usable?.valorVenda ?? 0;
  const valorServico = usable?.valorServico ?? 0;
  const valorTotal = valorVenda + valorServico;
  const done = exam.fate === 'realizar';
  return {
    exam,
    ...(usable ? { price: usable } : {}),
    valorVenda,
    valorServico,
    valorTotal,
    cobrado: done ? valorTotal : 0,
    erro: done && !usable ? priceTableNotFoundMessage : null,
  };
}

/**
 * Prices an exam plan in one table (spec 1 §2: the modal's total; totals computed server-side): a reused or
 * demonstrative exam is shown at its price but not charged; an exam to do without a price makes the table
 * incomplete and carries 'Tabela de preço não encontrado para os dados informados.'.
 */
export function pricePlan(plan: ExamPlan, prices: ReadonlyMap<string, ExamPrice>): PricedPlan {
  const consulta = plan.consulta.map((exam) => priceExam(exam, prices.get(exam.rule.exameId)));
  const demonstrativo = plan.demonstrativo.map((exam) => priceExam(exam, prices.get(exam.rule.exameId)));
  return {
    consulta,
    demonstrativo,
    totalExames: consulta.reduce((total, exam) => total + exam.valorTotal, 0),
    totalExamesRealizar: consulta.reduce((total, exam) => total + exam.cobrado, 0),
    completa: consulta.every((exam) => exam.erro === null),
  };
}

/** What the card order reads. */
export interface CardOrderKey {
  readonly nome: string;
  readonly padrao: boolean;
  readonly completa: boolean;
  readonly totalExamesRealizar: number;
}

/**
 * The order of the cards (spec 1 §2 "order by name or relevance"): by clinic name (pt-BR collation); or by
 * relevance: complete tables first, then the tenant's default clinic, then the lowest total, then the name.
 */
export function orderCards<T extends CardOrderKey>(cards: readonly T[], ordem: 'nome' | 'relevancia'): T[] {
  const byName = (a: T, b: T) => a.nome.localeCompare(b.nome, 'pt-BR');
  if (ordem === 'nome') return [...cards].sort(byName);
  return [...cards].sort(
    (a, b) =>
      Number(b.completa) - Number(a.completa) ||
      Number(b.padrao) - Number(a.padrao) ||
      a.totalExamesRealizar - b.totalExamesRealizar ||
      byName(a, b),
  );
}

/** Whether a partner chosen for an exam is one the table allows for it. */
export function partnerAllowed(price: ExamPrice | undefined, parceiroId: string): boolean {
  return Boolean(price?.parceiroIds?.includes(parceiroId));
}
