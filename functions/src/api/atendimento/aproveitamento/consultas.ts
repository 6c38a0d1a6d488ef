import {
  addDays,
  consultaExternaListQuerySchema,
  dateWindows,
  onlyDigits,
  paginate,
  todayInSaoPaulo,
  type AproveitamentoDetail,
  type AproveitamentoRow,
} from '@ocupacional/shared';
import { partnersById } from '../../../data/company-reads';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { instantKeyWindow, searchText } from '../../../data/entities/keys';
import { carriesOver, editBlock, storedChoice } from '../../../domain/aproveitamento';
import { HttpError, companyScope, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../../platform';
import { ownedBy, rowView } from '../../consulta/views';

/*
 * The company's consultations that reuse or show exams from another one (GET consulta/aproveitamento) and one of
 * them as the edit form opens it (GET consulta/aproveitamento/{consulta}). Only the session's company exists here:
 * another company's or tenant's consultation answers 404.
 */

/** Days before a schedule range that its consultations may have been created (a batch may schedule far ahead). */
const scheduleLeadDays = 366;

/** The company's consultation named by the path, or 404. */
export async function ownConsultation(tenant: string, empresaId: string, id: string | undefined): Promise<ConsultaExternaItem> {
  const { data } = await consultasExternas().get({ tenant, id: id ?? '' }).go();
  if (!ownedBy(data, empresaId)) throw new HttpError(404, notFoundMessage);
  return data;
}

function creationWindow(
  filter: { created_at?: { start: string | null; end: string | null }; agendamento_at?: { start: string | null; end: string | null } },
  today: string,
): { start: string; end: string } {
  if (filter.created_at) return { start: filter.created_at.start ?? '2000-01-01', end: filter.created_at.end ?? today };
  if (filter.agendamento_at) {
    const start = filter.agendamento_at.start ? addDays(filter.agendamento_at.start, -scheduleLeadDays) : '2000-01-01';
    const end = filter.agendamento_at.end && filter.agendamento_at.end < today ? filter.agendamento_at.end : today;
    return { start, end };
  }
  return { start: addDays(today, -dateWindows.consultaExternaCredenciada.daysBefore), end: today };
}

/**
 * GET consulta/aproveitamento: one range of the company's consultations by creation (byEmpresa; the default window
 * of the consultation list, created in the last 60 days), kept when any exam is reused (id_con_rea) or
 * demonstrative (id_con_dem), newest first, with the list's filters and search.
 */
export const listAproveitamentos: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { search, page, pagination, filter } = parseQuery(event, consultaExternaListQuerySchema);
  const today = todayInSaoPaulo();
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
  const rows = data.filter((item) => {
    if (!carriesOver(item.exames)) return false;
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
  const pageOf = paginate(rows, page, pagination);
  const view: AproveitamentoRow[] = pageOf.data.map((item) => ({
    ...rowView(item, today),
    reaproveitados: (item.exames ?? []).filter((exame) => exame.idConRea !== undefined).length,
    demonstrativos: (item.exames ?? []).filter((exame) => exame.idConDem !== undefined).length,
  }));
  return respond(200, 'OK', { data: view, pagination: pageOf.pagination });
};

/** GET consulta/aproveitamento/{consulta}: the consultation, its form values, its exams' choices, and whether they can change. */
export const getAproveitamento: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const item = await ownConsultation(tenant, empresaId, event.pathParameters?.consulta);
  const partners = await partnersById(
    tenant,
    (item.exames ?? []).flatMap((exame) => (exame.parceiroId ? [exame.parceiroId] : [])),
  );
  const exames = (item.exames ?? []).map((exame) => ({
    id_exa: exame.exameId,
    nome: exame.exameNome,
    aproveitar: storedChoice(exame),
    id_con_rea: exame.idConRea ?? null,
    id_con_dem: exame.idConDem ?? null,
    dt_exame: exame.dataExame ?? null,
    valor: exame.valor ?? 0,
    parceiro: exame.parceiroId ? { id: exame.parceiroId, nome: partners.get(exame.parceiroId)?.nome ?? '' } : null,
  }));
  const motivo = editBlock(item);
  const detail: AproveitamentoDetail = {
    consulta: rowView(item, todayInSaoPaulo()),
    form: {
      id_funcionario: item.funcionarioId,
      id_fdt: item.fdtId,
      id_funcao: item.funcaoId,
      id_ghe: item.gheId ?? null,
      tipo_aso: item.tipoAso,
      periodicidade: item.periodicidade !== undefined && item.periodicidade >= 0 ? item.periodicidade : null,
      data_age: item.dataAge,
      pcd: item.pcd ? 1 : 0,
      id_tabela_preco: item.tabelaPrecoId ?? null,
      obs: item.obs ?? null,
      id_mf_fdt: item.mfFdtId ?? null,
      id_mf_ghe: item.mfGheId ?? null,
      id_mf_funcao: item.mfFuncaoId ?? null,
    },
    exames,
    total: exames.reduce((total, exame) => total + exame.valor, 0),
    editavel: motivo === null,
    motivo,
  };
  return respond(200, 'OK', detail);
};
