import { addDays, dateWindows } from '@ocupacional/shared';
import type { BackOfficeConsultaFilter } from '@ocupacional/shared';
import { definedOnly } from '../../../lib/filter-query';
import { readAddressFilters } from '../../../lib/use-address-filters';
import { countActiveFilters } from '../../../ui/data-table/active-filters';
import {
  consultaFieldsToApi,
  emptyConsultaFilterFields,
  type ConsultaFilterFields,
} from '../../consultas-externas/utils/consulta-filter-fields';

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

/** The filter form's values: the provider and company ids as text ('' = every one), then the common fields. */
export interface BackOfficeFilters extends ConsultaFilterFields {
  /** {@link credenciadaPadrao}, {@link credenciadaTodas} (or '') for every provider, or a clinic id. */
  id_credenciada: string;
  id_empresa: string;
}

/** The default: the default provider(s), scheduled from 10 days before to 30 days ahead. */
export function defaultFilters(today: string): BackOfficeFilters {
  const window = dateWindows.consultaExternaBackOffice;
  return {
    id_credenciada: credenciadaPadrao,
    id_empresa: '',
    ...emptyConsultaFilterFields(),
    agendamento_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
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
  const credenciada =
    filters.id_credenciada === credenciadaPadrao
      ? undefined
      : filters.id_credenciada && filters.id_credenciada !== credenciadaTodas
        ? [filters.id_credenciada]
        : [];
  return definedOnly<BackOfficeConsultaFilter>({
    id_credenciada: credenciada,
    id_empresa: filters.id_empresa ? [filters.id_empresa] : undefined,
    ...consultaFieldsToApi(filters),
  });
}

/** Filters kept in the address (?filtro=…); anything unreadable falls back to the default. */
export function readFilters(text: string | null, today: string): BackOfficeFilters {
  return readAddressFilters(text, defaultFilters(today));
}

/** The address form of the filters: none when nothing differs from the default. */
export function writeFilters(filters: BackOfficeFilters, today: string): string | null {
  return activeFilterCount(filters, today) === 0 ? null : JSON.stringify(filters);
}
