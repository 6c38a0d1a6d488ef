import type { z } from 'zod';
import { addDays, dateWindows, onlyDigits, todayInSaoPaulo, type consultaExternaListQuerySchema } from '@ocupacional/shared';
import { consultasExternas, type ConsultaExternaItem } from '../../data/entities/consulta-externa';
import { instantKeyWindow, searchText } from '../../data/entities/keys';
import { HttpError, notFoundMessage } from '../../platform';
import { ownedBy } from './views';

/*
 * The session's company's external consultations as the company's lists read them (the consultation list, GET
 * consulta/externa, and the exam-reuse list, GET consulta/aproveitamento) and one of them named by a path. Only
 * the session's company exists here: another company's or tenant's consultation answers 404.
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
function creationWindow(filter: ListQuery['filter'], today: string): { start: string; end: string } {
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

/**
 * The company's consultations a list shows: one range of byEmpresa by creation (the filter's window), newest
 * first, kept by the list's filters (clinic, employee, status, ASO type, schedule days, deleted) and its search
 * (employee, clinic, function or number; CPF digits from 3).
 *
 * @example const rows = await listedConsultations(tenant, empresaId, parseQuery(event, consultaExternaListQuerySchema), today);
 */
export async function listedConsultations(
  tenant: string,
  empresaId: string,
  { search, filter }: Pick<ListQuery, 'search' | 'filter'>,
  today: string = todayInSaoPaulo(),
): Promise<ConsultaExternaItem[]> {
  const created = creationWindow(filter, today);
  const window = instantKeyWindow(created.start, created.end);
  const { data } = await consultasExternas()
    .query.byEmpresa({ tenant, empresaId })
    .between({ createdAt: window.start }, { createdAt: window.end })
    .go({ pages: 'all', order: 'desc' });
  const term = searchText(search);
  const digits = onlyDigits(search ?? '');
  const inList = <T>(list: readonly T[] | undefined, value: T | undefined) => !list?.length || (value !== undefined && list.includes(value));
  const schedule = filter.agendamento_at;
  return data.filter((item) => {
    const day = item.dataAge.slice(0, 10);
    if (filter.deleted === 0 && item.deletedAt) return false;
    if (!inList(filter.id_credenciada, item.credenciadaId) || !inList(filter.id_funcionario, item.funcionarioId)) return false;
    if (!inList(filter.id_tipo_status, item.tipoStatus) || !inList(filter.id_tipo_aso, item.tipoAso)) return false;
    if (schedule?.start && day < schedule.start) return false;
    if (schedule?.end && day > schedule.end) return false;
    if (!term) return true;
    const text = searchText(item.funcionarioNome, item.credenciadaNome, item.funcaoNome, String(item.idCon ?? ''));
    return text.includes(term) || (digits.length >= 3 && item.funcionarioCpf.includes(digits));
  });
}
