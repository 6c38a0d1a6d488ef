import { keyedPagination, parceiroExameListQuerySchema, todayInSaoPaulo } from '@ocupacional/shared';
import { countedLists, windowTotal } from '../../../data/consulta-counters';
import { listCounter } from '../../../data/list-counters';
import { buscaCasa, parceiroWindow, realizacao } from '../../../domain/parceiro';
import { parseQuery, respond, type RouteHandler } from '../../../platform';
import { consultaDoExame, exameDoParceiro, examesDoParceiro, parceiroScope } from './exames-data';
import { parceiroExameRow, parceiroExameView } from './views';

/*
 * GET parceiro/exame: the exams assigned to the logged partner by exam day (default 30 days back to 30 ahead), one
 * page of that Query (issue 17) with the filters (pending/done, days) and the search (employee name, CPF digits,
 * consultation number); no consultation is read, the exam items carry what a row shows of it. The default view's
 * total is the partner's exam-day counters. GET parceiro/exame/{id}: one exam with its consultation
 * and whether it may be marked done.
 */

export const listExames: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const { search, page, pagination, filter, cursor } = parseQuery(event, parceiroExameListQuerySchema);
  const today = todayInSaoPaulo();
  const window = parceiroWindow(today, filter.data);
  const narrowed = Boolean(search?.trim()) || filter.situacao !== undefined || filter.data !== undefined;
  const [pageOf, total] = await Promise.all([
    examesDoParceiro(scope, window.start, window.end, { cursor, pagination }, filter.situacao, (exame) => buscaCasa(exame, search)),
    narrowed ? Promise.resolve(null) : windowTotal(scope.tenant, [[listCounter(countedLists.parceiro, scope.parceiroId), window.start, window.end]]),
  ]);
  // The exam items carry what a row shows of its consultation (names, CPF, consultaEncerrada): none is read.
  return respond(200, 'OK', {
    data: pageOf.items.map((exame) => parceiroExameRow(exame)),
    pagination: keyedPagination(page, pagination, total, pageOf.next),
  });
};

export const getExame: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const exame = await exameDoParceiro(scope, event.pathParameters?.id);
  const consulta = await consultaDoExame(exame);
  return respond(200, 'OK', parceiroExameView(exame, consulta, realizacao(exame, consulta.tipoStatus), todayInSaoPaulo()));
};
