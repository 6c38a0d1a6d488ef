import { addDays, dateWindows } from '@ocupacional/shared';
import type { ConsultaExternaListFilter, RowColour } from '@ocupacional/shared';
import { countActiveFilters } from '../../../ui/data-table/active-filters';
import type { RowTone } from '../../../ui/data-table/row-tone';

/*
 * The filters of the company's external consultation list (spec 1 §2): provider, employee, status, ASO type,
 * creation dates and schedule dates, plus whether deleted rows show. The screen starts on the default window
 * (created in the last 60 days to today, docs/api/company-portal.md), which the badge does not count.
 */

/** The filter form's values: ids as text, dates ISO ('' when open), deleted '' (shown) / '0' (hidden) / '1' (only). */
export interface ConsultaFilters {
  id_credenciada: string;
  id_funcionario: string;
  id_tipo_status: number[];
  id_tipo_aso: number[];
  created_at: [string, string];
  agendamento_at: [string, string];
  deleted: '' | '0' | '1';
}

/** The default window of the list: created from 60 days ago to today. */
export function defaultFilters(today: string): ConsultaFilters {
  const window = dateWindows.consultaExternaCredenciada;
  return {
    id_credenciada: '',
    id_funcionario: '',
    id_tipo_status: [],
    id_tipo_aso: [],
    created_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
    agendamento_at: ['', ''],
    deleted: '',
  };
}

/** How many filters differ from the default window (the badge, spec 1 §2). */
export function activeFilterCount(filters: ConsultaFilters, today: string): number {
  return countActiveFilters({ ...filters }, { ...defaultFilters(today) });
}

/** The `filter` of GET consulta/externa: only what holds a value; a half-open date range keeps its open end null. */
export function toApiFilter(filters: ConsultaFilters): ConsultaExternaListFilter {
  const range = ([start, end]: [string, string]) => (start || end ? ([start || null, end || null] as [string | null, string | null]) : undefined);
  const filter: ConsultaExternaListFilter = {
    id_credenciada: filters.id_credenciada ? [filters.id_credenciada] : undefined,
    id_funcionario: filters.id_funcionario ? [filters.id_funcionario] : undefined,
    id_tipo_status: filters.id_tipo_status.length ? filters.id_tipo_status : undefined,
    id_tipo_aso: filters.id_tipo_aso.length ? filters.id_tipo_aso : undefined,
    created_at: range(filters.created_at),
    agendamento_at: range(filters.agendamento_at),
    deleted: filters.deleted === '' ? undefined : (Number(filters.deleted) as 0 | 1),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ConsultaExternaListFilter;
}

/**
 * Filters kept in the address (?filtro=…), so going to a consultation and back keeps them; anything unreadable
 * falls back to the default window.
 */
export function readFilters(text: string | null, today: string): ConsultaFilters {
  const defaults = defaultFilters(today);
  if (!text) return defaults;
  try {
    const read = JSON.parse(text) as Partial<ConsultaFilters>;
    return { ...defaults, ...read };
  } catch {
    return defaults;
  }
}

export function writeFilters(filters: ConsultaFilters, today: string): string | null {
  return activeFilterCount(filters, today) === 0 ? null : JSON.stringify(filters);
}

/** The kit's row tone for the colour the API gives each row (spec 1 §2). */
export const toneOfColour: Readonly<Record<RowColour, RowTone>> = {
  verde: 'success',
  laranja: 'warning',
  azul: 'info',
  vermelho: 'error',
};
