import { examNotInPcmsoMessage, priceTableNotFoundMessage } from '@ocupacional/shared';
import type { TabelaPrecoEntry, TabelaPrecoItem } from '@ocupacional/shared';

/*
 * How the price-table cards and their modal read an entry of GET tabela-preco (spec 1 §2, §3; the card semantics
 * of docs/api/company-portal.md): which exams will be done, which are reused or only demonstrative, which the
 * table cannot price.
 */

/** What happens to an exam of the consultation. */
export type ExamSituation = 'realizar' | 'reaproveitado' | 'demonstrativo' | 'sem-preco';

export function examSituation(item: TabelaPrecoItem): ExamSituation {
  if (item.id_con_rea) return 'reaproveitado';
  if (item.id_con_dem) return 'demonstrativo';
  if (item.erro) return 'sem-preco';
  return 'realizar';
}

/** The words beside an exam that is not simply done and charged. */
export function situationText(item: TabelaPrecoItem): string | null {
  switch (examSituation(item)) {
    case 'reaproveitado':
      return `Reaproveitado da consulta Nº ${item.id_con_rea}`;
    case 'demonstrativo':
      return `Demonstrativo (consulta Nº ${item.id_con_dem})`;
    case 'sem-preco':
      return item.erro ?? priceTableNotFoundMessage;
    case 'realizar':
      return null;
  }
}

/** Every exam a card lists: the consultation's, then the demonstrative ones. */
export function cardExams(entry: Pick<TabelaPrecoEntry, 'exames'>): TabelaPrecoItem[] {
  return [...entry.exames.consulta, ...entry.exames.demonstrativo];
}

/** How many exams the clinic will do (charged) for this consultation. */
export function examsToDo(entry: Pick<TabelaPrecoEntry, 'exames'>): number {
  return entry.exames.consulta.filter((item) => examSituation(item) === 'realizar').length;
}

/** Why a card cannot be chosen, or null: a table without a price for an exam to do (`completa: false`). */
export function incompleteReason(entry: Pick<TabelaPrecoEntry, 'completa' | 'exames'>): string | null {
  if (entry.completa) return null;
  return entry.exames.consulta.find((item) => item.erro)?.erro ?? priceTableNotFoundMessage;
}

/** The note every price table shows (spec 1 §2: "a note says values may change with exam validity"); ours. */
export const valuesMayChangeNote =
  'Os valores podem sofrer alterações de acordo com a validade dos exames na data do atendimento.';

/** The message of a failed price load that the screen shows in place of the cards (400 of the filter). */
export function priceLoadProblem(fields: Readonly<Record<string, readonly string[]>>): string | null {
  const messages = Object.entries(fields)
    .filter(([name]) => name.startsWith('filter.'))
    .flatMap(([, list]) => list);
  return messages.find((message) => message === examNotInPcmsoMessage) ?? messages[0] ?? null;
}

/** The distinct values of the cards for the provider filters: states, cities of a state, table types. */
export function providerOptions(entries: readonly TabelaPrecoEntry[], uf: string) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    ufs: sorted(entries.map((entry) => entry.credenciada_uf)),
    cidades: sorted(entries.filter((entry) => !uf || entry.credenciada_uf === uf).map((entry) => entry.credenciada_cidade)),
    tipos: [...new Set(entries.flatMap((entry) => (entry.tipo === null ? [] : [entry.tipo])))].sort((a, b) => a - b),
  };
}
