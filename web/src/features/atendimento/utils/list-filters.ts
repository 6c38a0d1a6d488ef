import { addDays, dateWindows } from '@ocupacional/shared';
import type { ConsultaCredenciadaListFilter } from '@ocupacional/shared';
import { apiDateRange, definedOnly } from '../../../lib/filter-query';
import { readAddressFilters } from '../../../lib/use-address-filters';
import { countActiveFilters } from '../../../ui/data-table/active-filters';
import {
  consultaFieldsToApi,
  emptyConsultaFilterFields,
  type ConsultaFilterFields,
} from '../../consultas-externas/utils/consulta-filter-fields';

/*
 * The filters of the clinic's consultation list (spec 1 §2, §7, §9): company, employee, status, ASO type, creation
 * dates and schedule dates, plus whether deleted rows show. The screen starts on the default schedule window (60
 * days back to today), which the active-filter badge does not count.
 */

/** The filter form's values: the company and employee ids as text ('' = every one), then the common fields. */
export interface CredenciadaFilters extends ConsultaFilterFields {
  id_empresa: string;
  id_funcionario: string;
}

/** The default window of the clinic's list: scheduled from 60 days ago to today (spec 1 §7, §9). */
export function defaultFilters(today: string): CredenciadaFilters {
  const window = dateWindows.consultaExternaCredenciada;
  return {
    id_empresa: '',
    id_funcionario: '',
    ...emptyConsultaFilterFields(),
    agendamento_at: [addDays(today, -window.daysBefore), addDays(today, window.daysAfter)],
  };
}

/** How many filters differ from the default window (the badge, spec 1 §2). */
export function activeFilterCount(filters: CredenciadaFilters, today: string): number {
  return countActiveFilters({ ...filters }, { ...defaultFilters(today) });
}

/**
 * The `filter` of GET consulta/externa (docs/api/atendimento.md): only what holds a value; a half-open date range
 * keeps its open end null. An emptied schedule window is sent open ([null, null]) so the server does not put its
 * default back.
 *
 * @example toApiFilter(defaultFilters('2026-03-01')).agendamento_at // ['2025-12-31', '2026-03-01']
 */
export function toApiFilter(filters: CredenciadaFilters): ConsultaCredenciadaListFilter {
  return definedOnly<ConsultaCredenciadaListFilter>({
    id_empresa: filters.id_empresa ? [filters.id_empresa] : undefined,
    id_funcionario: filters.id_funcionario ? [filters.id_funcionario] : undefined,
    ...consultaFieldsToApi(filters),
    agendamento_at: apiDateRange(filters.agendamento_at) ?? [null, null],
  });
}

/** Filters kept in the address (?filtro=…), so going to a consultation and back keeps them. */
export function readFilters(text: string | null, today: string): CredenciadaFilters {
  return readAddressFilters(text, defaultFilters(today));
}

/** The address form of the filters: none when they are the defaults (an emptied schedule window is kept). */
export function writeFilters(filters: CredenciadaFilters, today: string): string | null {
  const written = JSON.stringify(filters);
  return written === JSON.stringify(defaultFilters(today)) ? null : written;
}

/**
 * The choices of a filter select taken from the rows at hand (the clinic has no company or employee lookup of its
 * own): each distinct id once, by name, with the chosen one kept even when the page no longer shows it.
 *
 * @example distinctOptions([{ id: 'E1', nome: 'Acme' }, { id: 'E1', nome: 'Acme' }], '') // [{ value: 'E1', label: 'Acme' }]
 */
export function distinctOptions(
  refs: readonly { id: string; nome: string }[],
  chosen: { id: string; nome?: string } | null,
): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const ref of refs) if (!byId.has(ref.id)) byId.set(ref.id, ref.nome);
  if (chosen?.id && !byId.has(chosen.id)) byId.set(chosen.id, chosen.nome ?? chosen.id);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}
