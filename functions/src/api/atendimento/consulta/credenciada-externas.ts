import {
  attendanceStartedMessage,
  consultaCredenciadaListQuerySchema,
  consultaStatus,
  onlyDigits,
  paginate,
  todayInSaoPaulo,
  type ConsultaCredenciadaRow,
  type ConsultaGerada,
} from '@ocupacional/shared';
import { gerarConsultaDefinitiva } from '../../../data/consulta-definitiva';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { dateKeyWindow, searchText } from '../../../data/entities/keys';
import { HttpError, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../../platform';
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
 * GET consulta/externa (clinic): the clinic's consultations by schedule date, newest first. One key range of the
 * byCredenciada index (data_age within the filter's range, default 60 days back to today), the other filters
 * applied within it, then one page.
 */
export const listConsultasDaCredenciada: RouteHandler = async (event, context) => {
  const { tenant, credenciadaId } = credenciadaScope(context);
  const { search, page, pagination, filter } = parseQuery(event, consultaCredenciadaListQuerySchema);
  const today = todayInSaoPaulo();
  const schedule = credenciadaScheduleWindow(filter.agendamento_at, today);
  const bounds = dateKeyWindow(schedule.start, schedule.end);
  const { data } = await consultasExternas()
    .query.byCredenciada({ tenant, credenciadaId })
    .between({ dataAge: bounds.start }, { dataAge: bounds.end })
    .go({ pages: 'all', order: 'desc' });
  const term = searchText(search);
  const digits = onlyDigits(search ?? '');
  const inList = <T>(list: readonly T[] | undefined, value: T | undefined) =>
    !list?.length || (value !== undefined && list.includes(value));
  const created = filter.created_at;
  const rows = data.filter((item) => {
    if (item.credenciadaId !== credenciadaId) return false;
    if (filter.deleted === 0 && item.deletedAt) return false;
    if (!inList(filter.id_empresa, item.empresaId) || !inList(filter.id_funcionario, item.funcionarioId)) return false;
    if (!inList(filter.id_tipo_status, item.tipoStatus) || !inList(filter.id_tipo_aso, item.tipoAso)) return false;
    const createdDay = item.createdAt.slice(0, 10);
    if (created?.start && createdDay < created.start) return false;
    if (created?.end && createdDay > created.end) return false;
    if (!term) return true;
    const text = searchText(item.funcionarioNome, item.empresaNome, item.funcaoNome, String(item.idCon ?? ''));
    return text.includes(term) || (digits.length >= 3 && item.funcionarioCpf.includes(digits));
  });
  const pageOf = paginate(rows, page, pagination);
  const links = await asoLinksOf(tenant, pageOf.data);
  const view: ConsultaCredenciadaRow[] = pageOf.data.map((item) => ({
    ...rowView(item, today, links.get(item.id) ?? null),
    pode_iniciar: podeIniciar(item),
  }));
  return respond(200, 'OK', { data: view, pagination: pageOf.pagination });
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
