import type * as z from 'zod';
import { addDays, dateWindows, onlyDigits, todayInSaoPaulo, type consultaExternaListQuerySchema } from '@ocupacional/shared';
import { consultasExternas, type ConsultaExternaItem } from '../../data/entities/consulta-externa';
import { dateKeyWindow, instantKeyWindow, searchText } from '../../data/entities/keys';
import { readPage, type PageOf } from '../../data/list-page';
import { HttpError, notFoundMessage } from '../../platform';
import { ownedBy } from './views';

/*
 * The session's company's external consultations as the company's lists read them (the consultation list, GET
 * consulta/externa, and the exam-reuse list, GET consulta/aproveitamento) and one of them named by a path. Only
 * the session's company exists here: another company's or tenant's consultation answers 404. Also the pieces every
 * consultation list shares (issue 17): the filter and search as a FilterExpression on the indexed range, and the
 * cursor's partition check.
 */

/** Days before a schedule range that its consultations may have been created (a batch may schedule far ahead). */
const scheduleLeadDays = 366;

type ListQuery = z.output<typeof consultaExternaListQuerySchema>;

/** The company's consultation named by the path, or 404. */
export async function ownConsultation(tenant: string, empresaId: string, id: string | undefined): Promise<ConsultaExternaItem> {
  const { data } = await consultasExternas().get({ tenant, id: id ?? '' }).go();
  if (!ownedBy(data, empresaId)) throw new HttpError(404, notFoundMessage);
  return data;
}

/**
 * The creation window the list reads: the filter's, else one that covers the schedule range, else the default of
 * the last 60 days to today (docs/decisions.md).
 */
export function creationWindow(filter: ListQuery['filter'], today: string): { start: string; end: string } {
  if (filter.created_at) {
    return { start: filter.created_at.start ?? '2000-01-01', end: filter.created_at.end ?? today };
  }
  if (filter.agendamento_at) {
    const start = filter.agendamento_at.start ? addDays(filter.agendamento_at.start, -scheduleLeadDays) : '2000-01-01';
    const end = filter.agendamento_at.end && filter.agendamento_at.end < today ? filter.agendamento_at.end : today;
    return { start, end };
  }
  return { start: addDays(today, -dateWindows.consultaExternaCredenciada.daysBefore), end: today };
}

/** The filters any consultation list may carry (each list's schema takes its part). */
export interface ConsultaListFilter {
  readonly id_credenciada?: readonly string[] | undefined;
  readonly id_empresa?: readonly string[] | undefined;
  readonly id_funcionario?: readonly string[] | undefined;
  readonly id_tipo_status?: readonly number[] | undefined;
  readonly id_tipo_aso?: readonly number[] | undefined;
  readonly created_at?: { readonly start?: string | null; readonly end?: string | null } | undefined;
  readonly agendamento_at?: { readonly start?: string | null; readonly end?: string | null } | undefined;
  readonly deleted?: number | undefined;
}

/** Whether a list's filter narrows its default view (then no counter answers its total). */
export function narrowed(filter: object, search: string | undefined): boolean {
  return Boolean(searchText(search)) || Object.values(filter).some((value) => value !== undefined);
}

type Attributes = Parameters<Parameters<ReturnType<ReturnType<typeof consultasExternas>['query']['byEmpresa']>['where']>[0]>[0];
type Operations = Parameters<Parameters<ReturnType<ReturnType<typeof consultasExternas>['query']['byEmpresa']>['where']>[0]>[1];

/**
 * The list's filters that its index key does not serve, as one FilterExpression (`skip` names what the key range
 * already bounds), or null when none. The search is a word-prefix match on the normalized `busca` (names, CPF) or
 * the consultation number.
 */
export function consultaWhere(
  filter: ConsultaListFilter,
  search: string | undefined,
  skip: { readonly created?: boolean; readonly schedule?: boolean; readonly empresa?: boolean; readonly credenciada?: boolean; readonly funcionario?: boolean } = {},
): ((attributes: Attributes, operations: Operations) => string) | null {
  const term = searchText(search);
  const digits = onlyDigits(term);
  const oneOf = <T extends string | number>(values: readonly T[] | undefined, each: (value: T) => string) =>
    values?.length ? [`(${values.map(each).join(' OR ')})`] : [];
  const apply = (attributes: Attributes, { eq, exists, notExists, gte, lt, contains }: Operations): string => {
    const clauses: string[] = [];
    if (filter.deleted === 0) clauses.push(notExists(attributes.deletedAt));
    if (filter.deleted === 1) clauses.push(exists(attributes.deletedAt));
    if (!skip.credenciada) clauses.push(...oneOf(filter.id_credenciada, (id) => eq(attributes.credenciadaId, id)));
    if (!skip.empresa) clauses.push(...oneOf(filter.id_empresa, (id) => eq(attributes.empresaId, id)));
    if (!skip.funcionario) clauses.push(...oneOf(filter.id_funcionario, (id) => eq(attributes.funcionarioId, id)));
    clauses.push(...oneOf(filter.id_tipo_status, (code) => eq(attributes.tipoStatus, code)));
    clauses.push(...oneOf(filter.id_tipo_aso, (code) => eq(attributes.tipoAso, code)));
    const created = filter.created_at;
    if (!skip.created && (created?.start || created?.end)) {
      const window = instantKeyWindow(created.start ?? '2000-01-01', created.end ?? '9999-12-30');
      clauses.push(`${gte(attributes.createdAt, window.start)} AND ${lt(attributes.createdAt, window.end)}`);
    }
    const schedule = filter.agendamento_at;
    if (!skip.schedule && (schedule?.start || schedule?.end)) {
      const window = dateKeyWindow(schedule.start ?? '0000-01-01', schedule.end ?? '9999-12-30');
      clauses.push(`${gte(attributes.dataAge, window.start)} AND ${lt(attributes.dataAge, window.end)}`);
    }
    if (term) {
      const byNumber = digits === term && digits.length <= 10 ? [eq(attributes.idCon, Number(digits))] : [];
      clauses.push(`(${[contains(attributes.busca, ` ${term}`), ...byNumber].join(' OR ')})`);
    }
    return clauses.join(' AND ');
  };
  const range = (value: ConsultaListFilter['created_at']) => Boolean(value?.start || value?.end);
  const any =
    filter.deleted === 0 ||
    filter.deleted === 1 ||
    (!skip.credenciada && Boolean(filter.id_credenciada?.length)) ||
    (!skip.empresa && Boolean(filter.id_empresa?.length)) ||
    (!skip.funcionario && Boolean(filter.id_funcionario?.length)) ||
    Boolean(filter.id_tipo_status?.length) ||
    Boolean(filter.id_tipo_aso?.length) ||
    (!skip.created && range(filter.created_at)) ||
    (!skip.schedule && range(filter.agendamento_at)) ||
    Boolean(term);
  return any ? apply : null;
}

/**
 * One page of the company's consultations, newest created first: one range of byEmpresa (the filter's creation
 * window, default the last 60 days), or of byFuncionario for one employee (few rows, the company checked by the
 * filter), the other filters and the search as a FilterExpression. `keep` drops rows on the page read (the reuse
 * list keeps the consultations that carry exams over, which no expression can test).
 *
 * @example const page = await listedConsultations(tenant, empresaId, parseQuery(event, consultaExternaListQuerySchema));
 */
export async function listedConsultations(
  tenant: string,
  empresaId: string,
  { search, filter, cursor, pagination }: Pick<ListQuery, 'search' | 'filter' | 'cursor' | 'pagination'>,
  today: string = todayInSaoPaulo(),
  keep: (item: ConsultaExternaItem) => boolean = () => true,
): Promise<PageOf<ConsultaExternaItem>> {
  const created = creationWindow(filter, today);
  const window = instantKeyWindow(created.start, created.end);
  const [funcionarioId, ...others] = filter.id_funcionario ?? [];
  if (funcionarioId !== undefined && others.length === 0) {
    const where = consultaWhere({ ...filter, id_empresa: [empresaId] }, search, { created: true, funcionario: true });
    return readPage(tenant, { cursor, pagination }, 'gsi3', async (options) => {
      const query = consultasExternas()
        .query.byFuncionario({ tenant, funcionarioId })
        .between({ createdAt: window.start }, { createdAt: window.end });
      const read = await (where ? query.where(where) : query).go({ ...options, order: 'desc' });
      return { ...read, data: read.data.filter((item) => item.empresaId === empresaId && keep(item)) };
    });
  }
  const where = consultaWhere(filter, search, { created: true });
  return readPage(tenant, { cursor, pagination }, 'gsi1', async (options) => {
    const query = consultasExternas().query.byEmpresa({ tenant, empresaId }).between({ createdAt: window.start }, { createdAt: window.end });
    const read = await (where ? query.where(where) : query).go({ ...options, order: 'desc' });
    return { ...read, data: read.data.filter(keep) };
  });
}
