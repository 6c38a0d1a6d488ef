import { addDays, esocialEventStatus, esocialLayouts } from '@ocupacional/shared';
import type { EsocialLayout, EventoFilter } from '@ocupacional/shared';
import { countActiveFilters } from '../../../ui/data-table/active-filters';

/*
 * The filters of the eSocial events pages (spec 2 §2 "Events page"): company, work front, employee, the
 * automatic-send companies, the registration date range, the show option and the status list. The badge counts
 * what the spec lists (company, FDT, employee, automatic flag, date range, show option); the status list is not
 * counted, since the automatic flag sets it by itself (docs/decisions.md).
 */

/** The form's values: ids as text ('' none), dates ISO ('' open), mostrar 1..4 or '' (all). */
export interface EventoFilters {
  id_empresa: string;
  id_fdt: string;
  id_funcionario: string;
  envio_automatico: boolean;
  created_at: [string, string];
  mostrar: '' | 1 | 2 | 3 | 4;
  id_tipo_status: number[];
}

export function emptyEventoFilters(): EventoFilters {
  return { id_empresa: '', id_fdt: '', id_funcionario: '', envio_automatico: false, created_at: ['', ''], mostrar: '', id_tipo_status: [] };
}

/** Show options (spec 2 §9). */
export const mostrarOptions = [
  { value: 1, label: 'Sem XML' },
  { value: 2, label: 'Com XML' },
  { value: 3, label: 'Sem conflitos' },
  { value: 4, label: 'Com conflitos' },
] as const;

/**
 * The badge: how many of company, FDT, employee, automatic flag, date range and show option are set. In the
 * empresa area the company is fixed (`empresaFixa`) and never counts.
 */
export function activeEventoFilterCount(filters: EventoFilters, empresaFixa: boolean = false): number {
  return countActiveFilters({
    id_empresa: empresaFixa ? '' : filters.id_empresa,
    id_fdt: filters.id_fdt,
    id_funcionario: filters.id_funcionario,
    envio_automatico: filters.envio_automatico ? 1 : '',
    created_at: filters.created_at,
    mostrar: filters.mostrar,
  });
}

/** The first day an open range starts on (the product has no event before eSocial's SST phase). */
export const rangeOpenStart = '2018-01-01';

/**
 * The `filter` of GET esocial/{layout}: only what holds a value. A half-open range is closed with 2018-01-01 or
 * tomorrow; the automatic flag, without a chosen status list, lets the API set its own (328, 331, 336, 335, 330).
 */
export function toEventoApiFilter(filters: EventoFilters, today: string, empresaFixa: boolean = false): EventoFilter {
  const [start, end] = filters.created_at;
  const filter: EventoFilter = {};
  if (filters.id_empresa && !empresaFixa) filter.id_empresa = filters.id_empresa;
  if (filters.id_fdt) filter.id_fdt = filters.id_fdt;
  if (filters.id_funcionario) filter.id_funcionario = filters.id_funcionario;
  if (filters.envio_automatico) filter.envio_automatico = 1;
  if (start || end) filter.created_at = [start || rangeOpenStart, end || addDays(today, 1)];
  if (filters.mostrar !== '') filter.mostrar = filters.mostrar;
  if (filters.id_tipo_status.length) filter.id_tipo_status = [...filters.id_tipo_status];
  return filter;
}

/** Choosing the automatic-send companies shows the statuses the automatic sending works on (spec 2 §4). */
export function statusOfAutomaticSend(): number[] {
  return [...esocialEventStatus.filtroEnvioAutomatico];
}

/** The layout of the address (?layout=S-2220), when it is one with a table. */
export function layoutFromParam(value: string | null): EsocialLayout | null {
  return value && (esocialLayouts as readonly string[]).includes(value) ? (value as EsocialLayout) : null;
}
