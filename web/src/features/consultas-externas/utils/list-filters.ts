import { addDays, dateWindows } from '@ocupacional/shared';
import type { ConsultaExternaListFilter, RowColour } from '@ocupacional/shared';
import { definedOnly } from '../../../lib/filter-query';
import { readAddressFilters } from '../../../lib/use-address-filters';
import { countActiveFilters } from '../../../ui/data-table/active-filters';
import type { RowTone } from '../../../ui/data-table/row-tone';
import { consultaFieldsToApi, emptyConsultaFilterFields, type ConsultaFilterFields } from './consulta-filter-fields';

/*
 * The filters of the company's external consultation list (spec 1 §2): provider, employee, status, ASO type,
 * creation dates and schedule dates, plus whether deleted rows show. The screen starts on the default window
 * (created in the last 60 days to today, docs/api/company-portal.md), which the badge does not count.
 */

/** The filter form's values: the provider and employee ids as text ('' = every one), then the common fields. */
export interface ConsultaFilters extends ConsultaFilterFields {
  id_credenciada: string;
  id_funcionario: string;
}

/** The default window of the list: created from 60 days ago to today. */
export function defaultFilters(today: string): ConsultaFilters {
  const window = dateWindows.consultaExternaCredenciada;
  return {
    id_credenciada: '',
    id_funcionario: '',
    ...emptyConsultaFilterFields(),
    created_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
  };
}

/** How many filters differ from the default window (the badge, spec 1 §2). */
export function activeFilterCount(filters: ConsultaFilters, today: string): number {
  return countActiveFilters({ ...filters }, { ...defaultFilters(today) });
}

/** The `filter` of GET consulta/externa: only what holds a value; a half-open date range keeps its open end null. */
export function toApiFilter(filters: ConsultaFilters): ConsultaExternaListFilter {
  return definedOnly<ConsultaExternaListFilter>({
    id_credenciada: filters.id_credenciada ? [filters.id_credenciada] : undefined,
    id_funcionario: filters.id_funcionario ? [filters.id_funcionario] : undefined,
    ...consultaFieldsToApi(filters),
  });
}

/**
 * Filters kept in the address (?filtro=…), so going to a consultation and back keeps them; anything unreadable
 * falls back to the default window.
 */
export function readFilters(text: string | null, today: string): ConsultaFilters {
  return readAddressFilters(text, defaultFilters(today));
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
