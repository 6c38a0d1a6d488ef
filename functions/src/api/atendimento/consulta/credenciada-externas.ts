import {
  attendanceStartedMessage,
  consultaCredenciadaListQuerySchema,
  consultaStatus,
  keyedPagination,
  todayInSaoPaulo,
  type ConsultaCredenciadaRow,
  type ConsultaGerada,
} from '@ocupacional/shared';
import { countedLists, windowTotal } from '../../../data/consulta-counters';
import { gerarConsultaDefinitiva } from '../../../data/consulta-definitiva';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { dateKeyWindow } from '../../../data/entities/keys';
import { listCounter } from '../../../data/list-counters';
import { readPage } from '../../../data/list-page';
import { HttpError, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../../platform';
import { consultaWhere, narrowed } from '../../consulta/company-consultations';
import { consultaExternaDetail } from '../../consulta/consultas-externas';
import { asoLinksOf, rowView } from '../../consulta/views';
import { credenciadaScope } from './access';
import { credenciadaScheduleWindow } from './rules';

/*
 * The clinic's view of GET consulta/externa and GET consulta/externa/{id} (spec 1 §2 "Accredited clinic:
 * consultation list", §7): the 'consulta' function serves the path for both areas and hands a clinic's session
 * here. Also 'iniciar atendimento' (GET consulta/externa/{id}/gerar). Only the consultations ordered from the
 * session's clinic exist here; any other id is 404.
 */

/** Whether the row offers 'iniciar atendimento': scheduled (54), not deleted, not generated (spec 1 §2). */
export function podeIniciar(item: Pick<ConsultaExternaItem, 'tipoStatus' | 'deletedAt' | 'idCon'>): boolean {
  return item.tipoStatus === consultaStatus.agendada && !item.deletedAt && item.idCon === undefined;
}

/**
 * GET consulta/externa (clinic): the clinic's consultations by schedule date, newest first, one page of an index
 * (issue 17): the byCredenciada range of the schedule window (default 60 days back to today), or the byFuncionario
 * rows of one employee (few; the clinic and window as filters, newest created first); the other filters and the
 * search as a FilterExpression. The default view's total is the clinic's schedule-day counters.
 */
export const listConsultasDaCredenciada: RouteHandler = async (event, context) => {
  const { tenant, credenciadaId } = credenciadaScope(context);
  const { search, page, pagination, filter, cursor } = parseQuery(event, consultaCredenciadaListQuerySchema);
  const today = todayInSaoPaulo();
  const schedule = credenciadaScheduleWindow(filter.agendamento_at, today);
  const bounds = dateKeyWindow(schedule.start, schedule.end);
  const [funcionarioId, ...others] = filter.id_funcionario ?? [];
  const byEmployee = funcionarioId !== undefined && others.length === 0;
  const read = byEmployee
    ? readPage(tenant, { cursor, pagination }, 'gsi3', async (options) => {
        const where = consultaWhere({ ...filter, id_credenciada: [credenciadaId], agendamento_at: schedule }, search, { funcionario: true });
        const query = consultasExternas().query.byFuncionario({ tenant, funcionarioId });
        return (where ? query.where(where) : query).go({ ...options, order: 'desc' });
      })
    : readPage(tenant, { cursor, pagination }, 'gsi2', async (options) => {
        const where = consultaWhere(filter, search, { schedule: true });
        const query = consultasExternas()
          .query.byCredenciada({ tenant, credenciadaId })
          .between({ dataAge: bounds.start }, { dataAge: bounds.end });
        return (where ? query.where(where) : query).go({ ...options, order: 'desc' });
      });
  const [pageOf, total] = await Promise.all([
    read,
    narrowed(filter, search)
      ? Promise.resolve(null)
      : windowTotal(tenant, [[listCounter(countedLists.credenciada, credenciadaId), schedule.start, schedule.end]]),
  ]);
  // The index may still hold an entry the item left (eventual consistency): only the clinic's own rows show.
  const items = pageOf.items.filter((item) => item.credenciadaId === credenciadaId);
  const links = await asoLinksOf(tenant, items);
  const view: ConsultaCredenciadaRow[] = items.map((item) => ({
    ...rowView(item, today, links.get(item.id) ?? null),
    pode_iniciar: podeIniciar(item),
  }));
  return respond(200, 'OK', { data: view, pagination: keyedPagination(page, pagination, total, pageOf.next) });
};

/** The clinic's external consultation named by the path's {id}, or 404. */
export async function externaDaCredenciada(tenant: string, credenciadaId: string, id: string | undefined): Promise<ConsultaExternaItem> {
  const { data } = await consultasExternas().get({ tenant, id: id ?? '' }).go();
  if (!data || data.credenciadaId !== credenciadaId) throw new HttpError(404, notFoundMessage);
  return data;
}

/** GET consulta/externa/{id} (clinic): the clinic's own consultation, in the company's detail shape. */
export const getConsultaExternaDaCredenciada: RouteHandler = async (event, context) => {
  const { tenant, credenciadaId } = credenciadaScope(context);
  const item = await externaDaCredenciada(tenant, credenciadaId, event.pathParameters?.id);
  return respond(200, 'OK', await consultaExternaDetail(tenant, item, todayInSaoPaulo()));
};

/**
 * GET consulta/externa/{id}/gerar (clinic 'iniciar atendimento'): the clinic's own scheduled consultation becomes
 * the definitive one (54 → 55, id_con); a second call answers the same id_con; otherwise 400 with the reason.
 */
export const gerarDaCredenciada: RouteHandler = async (event, context) => {
  const { tenant, credenciadaId, usuarioId, usuarioNome } = credenciadaScope(context);
  const item = await externaDaCredenciada(tenant, credenciadaId, event.pathParameters?.id);
  const { idCon } = await gerarConsultaDefinitiva(item, { usuarioId, usuarioNome });
  const answer: ConsultaGerada = { id_con: idCon };
  return respond(200, attendanceStartedMessage, answer);
};
