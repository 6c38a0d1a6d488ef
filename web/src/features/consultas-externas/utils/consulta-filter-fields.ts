import { apiDateRange } from '../../../lib/filter-query';

/*
 * The filter fields every consultation list has (spec 1 §2: the company's, the clinic's, the back office's and the
 * reuse list): status, ASO type, creation and schedule dates, and whether deleted rows show. Each list adds its own
 * provider, company or employee fields.
 */

/** Ids as numbers, dates ISO ('' when open), deleted '' (shown) / '0' (hidden) / '1' (only). */
export interface ConsultaFilterFields {
  id_tipo_status: number[];
  id_tipo_aso: number[];
  created_at: [string, string];
  agendamento_at: [string, string];
  deleted: '' | '0' | '1';
}

/** Nothing filtered: every status and ASO type, open dates, deleted rows shown. */
export function emptyConsultaFilterFields(): ConsultaFilterFields {
  return { id_tipo_status: [], id_tipo_aso: [], created_at: ['', ''], agendamento_at: ['', ''], deleted: '' };
}

/**
 * These fields as the list's GET takes them: `undefined` for what holds no value (see `definedOnly`), a half-open
 * date range with its open end null.
 *
 * @example consultaFieldsToApi({ ...emptyConsultaFilterFields(), deleted: '1' }).deleted // 1
 */
export function consultaFieldsToApi(filters: ConsultaFilterFields) {
  return {
    id_tipo_status: filters.id_tipo_status.length ? filters.id_tipo_status : undefined,
    id_tipo_aso: filters.id_tipo_aso.length ? filters.id_tipo_aso : undefined,
    created_at: apiDateRange(filters.created_at),
    agendamento_at: apiDateRange(filters.agendamento_at),
    deleted: filters.deleted === '' ? undefined : (Number(filters.deleted) as 0 | 1),
  };
}
