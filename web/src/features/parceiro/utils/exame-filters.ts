import { addDays, parceiroExameSituacaoLabels, parceiroExamesWindow, type ParceiroExameListFilter, type ParceiroExameSituacao } from '@ocupacional/shared';
import { apiDateRange, definedOnly } from '../../../lib/filter-query';
import { countActiveFilters } from '../../../ui/data-table/active-filters';

/*
 * The partner list's filters (docs/api/atendimento-parceiro.md): the situation (pending or done) and the exam days,
 * whose default is the list's window (30 days back to 30 ahead). They live in the address (?filtro=) so going back
 * from an exam finds the list as it was.
 */

export interface ExameFilters {
  /** '' = every situation. */
  situacao: '' | 'pendente' | 'realizado';
  /** [start, end] ISO days; '' = the default window's end. */
  data: [string, string];
}

/** The default filters: every situation, the list's window around today. */
export function defaultExameFilters(today: string): ExameFilters {
  return { situacao: '', data: [addDays(today, -parceiroExamesWindow.daysBefore), addDays(today, parceiroExamesWindow.daysAfter)] };
}

/** The API's filter: only what is set. */
export function toApiFilter(filters: ExameFilters): ParceiroExameListFilter {
  return definedOnly<ParceiroExameListFilter>({ situacao: filters.situacao || undefined, data: apiDateRange(filters.data) });
}

/** The badge's count: filters other than the defaults. */
export function activeExameFilterCount(filters: ExameFilters, today: string): number {
  return countActiveFilters({ ...filters }, { ...defaultExameFilters(today) });
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the address's ?filtro= (JSON), the defaults for anything missing or unreadable. */
export function readExameFilters(text: string | null, today: string): ExameFilters {
  const defaults = defaultExameFilters(today);
  if (!text) return defaults;
  try {
    const value = JSON.parse(text) as Partial<{ situacao: unknown; data: unknown }>;
    const situacao = value.situacao === 'pendente' || value.situacao === 'realizado' ? value.situacao : '';
    const range = Array.isArray(value.data) ? value.data : [];
    const day = (candidate: unknown, fallback: string) => (typeof candidate === 'string' && (candidate === '' || isoDay.test(candidate)) ? candidate : fallback);
    return { situacao, data: [day(range[0], defaults.data[0]), day(range[1], defaults.data[1])] };
  } catch {
    return defaults;
  }
}

/** The ?filtro= text of some filters; null when they are the defaults (a clean address). */
export function writeExameFilters(filters: ExameFilters, today: string): string | null {
  return activeExameFilterCount(filters, today) === 0 ? null : JSON.stringify(filters);
}

/** The badge of a situation: its words and tone. */
export function situacaoBadge(situacao: ParceiroExameSituacao): { label: string; variation: 'warning' | 'success' | 'error' } {
  const variation = situacao === 'realizado' ? 'success' : situacao === 'cancelada' ? 'error' : 'warning';
  return { label: parceiroExameSituacaoLabels[situacao], variation };
}
