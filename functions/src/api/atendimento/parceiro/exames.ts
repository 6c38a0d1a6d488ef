import { paginate, parceiroExameListQuerySchema, todayInSaoPaulo } from '@ocupacional/shared';
import { buscaCasa, parceiroWindow, realizacao } from '../../../domain/parceiro';
import { parseQuery, respond, type RouteHandler } from '../../../platform';
import { consultaDoExame, consultasDosExames, exameDoParceiro, examesDoParceiro, parceiroScope } from './exames-data';
import { parceiroExameRow, parceiroExameView } from './views';

/*
 * GET parceiro/exame: the exams assigned to the logged partner by exam day (default 30 days back to 30 ahead), the
 * filters (pending/done, days) and the search (employee name, CPF digits, consultation number) applied to that one
 * Query; then one page, whose consultations are read (BatchGetItem) for their status. GET parceiro/exame/{id}: one
 * exam with its consultation and whether it may be marked done.
 */

export const listExames: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const { search, page, pagination, filter } = parseQuery(event, parceiroExameListQuerySchema);
  const today = todayInSaoPaulo();
  const window = parceiroWindow(today, filter.data);
  const exames = (await examesDoParceiro(scope, window.start, window.end)).filter((exame) => {
    if (filter.situacao === 'realizado' && !exame.realizadoEm) return false;
    if (filter.situacao === 'pendente' && exame.realizadoEm) return false;
    return buscaCasa(exame, search);
  });
  const pageOf = paginate(exames, page, pagination);
  const consultas = await consultasDosExames(scope.tenant, pageOf.data);
  return respond(200, 'OK', {
    data: pageOf.data.map((exame) => parceiroExameRow(exame, consultas.get(exame.idCon))),
    pagination: pageOf.pagination,
  });
};

export const getExame: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const exame = await exameDoParceiro(scope, event.pathParameters?.id);
  const consulta = await consultaDoExame(exame);
  return respond(200, 'OK', parceiroExameView(exame, consulta, realizacao(exame, consulta.tipoStatus), todayInSaoPaulo()));
};
