import { addDays, consultaStatusGroups, dateWindows } from '@ocupacional/shared';
import { countActiveFilters } from '../../../ui/data-table/active-filters';
import type { AsoLiberacaoApiFilter } from '../api/get-aso-liberacoes';

/*
 * The filters of the back office's ASO list and of the company's ASO release list (spec 2 §2): statuses 68 and
 * 69 (web list only), creation date 60 days back to 1 day ahead, ASO types, and the company (web list). The
 * defaults are no user filter, so the badge does not count them.
 */

export interface LiberacaoFilters {
  id_tipo_status: number[];
  id_tipo_aso: number[];
  created_at: [string, string];
  id_empresa: string;
}

/** The default window: 68 and 69, created 60 days back to 1 day ahead. */
export function defaultLiberacaoFilters(today: string): LiberacaoFilters {
  const window = dateWindows.listaAso;
  return {
    id_tipo_status: [...consultaStatusGroups.listaAsoPadrao],
    id_tipo_aso: [],
    created_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
    id_empresa: '',
  };
}

/** How many filters differ from the screen's defaults (the badge, as in the company list). */
export function activeLiberacaoFilters(filters: LiberacaoFilters, defaults: LiberacaoFilters): number {
  return countActiveFilters({ ...filters }, { ...defaults });
}

/** The company's release list: the same window, without a status filter (the API answers 66 only). */
export function defaultReleaseFilters(today: string): LiberacaoFilters {
  return { ...defaultLiberacaoFilters(today), id_tipo_status: [] };
}

/** The API's filter: what holds a value; a half-open date range keeps its open end null. */
export function toLiberacaoApiFilter(filters: LiberacaoFilters): AsoLiberacaoApiFilter {
  const [start, end] = filters.created_at;
  const filter: AsoLiberacaoApiFilter = {};
  if (filters.id_tipo_status.length) filter.id_tipo_status = filters.id_tipo_status;
  if (filters.id_tipo_aso.length) filter.id_tipo_aso = filters.id_tipo_aso;
  if (start || end) filter.created_at = [start || null, end || null];
  if (filters.id_empresa) filter.id_empresa = filters.id_empresa;
  return filter;
}
