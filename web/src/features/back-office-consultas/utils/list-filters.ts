import { addDays, dateWindows } from '@ocupacional/shared';
import type { BackOfficeConsultaFilter } from '@ocupacional/shared';
import { countActiveFilters } from '../../../ui/data-table/active-filters';

/*
 * The back office list's filters (spec 1 §2 "Back office: company consultations", §9): the company list's
 * (provider, status, ASO type, creation and schedule dates, deleted) plus the company. The screen opens on the
 * default provider(s) (spec 'id_cre 1': the clinics flagged `padrao`) over the schedule window 10 days before to
 * 30 days ahead; that default is not counted by the badge.
 */

/** The provider filter's value meaning "the tenant's default provider(s)": the server's default. */
export const credenciadaPadrao = 'padrao';
/** The provider filter's value meaning "every provider" (counted by the badge, unlike an empty value). */
export const credenciadaTodas = 'todas';

/** The filter form's values: ids as text ('' = every one), dates ISO ('' when open), deleted '' / '0' / '1'. */
export interface BackOfficeFilters {
  /** {@link credenciadaPadrao}, {@link credenciadaTodas} (or '') for every provider, or a clinic id. */
  id_credenciada: string;
  id_empresa: string;
  id_tipo_status: number[];
  id_tipo_aso: number[];
  created_at: [string, string];
  agendamento_at: [string, string];
  deleted: '' | '0' | '1';
}

/** The default: the default provider(s), scheduled from 10 days before to 30 days ahead. */
export function defaultFilters(today: string): BackOfficeFilters {
  const window = dateWindows.consultaExternaBackOffice;
  return {
    id_credenciada: credenciadaPadrao,
    id_empresa: '',
    id_tipo_status: [],
    id_tipo_aso: [],
    created_at: ['', ''],
    agendamento_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
    deleted: '',
  };
}

/** The badge: how many filters differ from the default. */
export function activeFilterCount(filters: BackOfficeFilters, today: string): number {
  return countActiveFilters({ ...filters }, { ...defaultFilters(today) });
}

/**
 * The `filter` of GET empresa/consulta/externa: the default provider is the server's default (the key left out);
 * "every provider" is an empty list; open date ends travel as null.
 */
export function toApiFilter(filters: BackOfficeFilters): BackOfficeConsultaFilter {
  const range = ([start, end]: [string, string]) =>
    start || end ? ([start || null, end || null] as [string | null, string | null]) : undefined;
  const credenciada =
    filters.id_credenciada === credenciadaPadrao
      ? undefined
      : filters.id_credenciada && filters.id_credenciada !== credenciadaTodas
        ? [filters.id_credenciada]
        : [];
  const filter: BackOfficeConsultaFilter = {
    id_credenciada: credenciada,
    id_empresa: filters.id_empresa ? [filters.id_empresa] : undefined,
    id_tipo_status: filters.id_tipo_status.length ? filters.id_tipo_status : undefined,
    id_tipo_aso: filters.id_tipo_aso.length ? filters.id_tipo_aso : undefined,
    created_at: range(filters.created_at),
    agendamento_at: range(filters.agendamento_at),
    deleted: filters.deleted === '' ? undefined : (Number(filters.deleted) as 0 | 1),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as BackOfficeConsultaFilter;
}
