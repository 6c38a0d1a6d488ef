import {
  asoTypeLabels,
  historicoConsultasQuerySchema,
  keyedPagination,
  tipoDescricao,
  todayInSaoPaulo,
  type AsoType,
  type HistoricoConsulta,
} from '@ocupacional/shared';
import { consultaExames } from '../../../data/entities/consulta-exame';
import { consultas, type ConsultaItem } from '../../../data/entities/consulta';
import { instantKeyWindow } from '../../../data/entities/keys';
import { readPage } from '../../../data/list-page';
import { parseQuery, respond, type RouteHandler } from '../../../platform';
import { leitorOf, visivelPara } from './access';
import { historicoWindow } from './rules';

/*
 * GET consulta (spec 1 §2 "Consultation history modal", §7): an employee's definitive consultations registered in
 * the window (clinic: 5 years back, company: 10, to 30 days ahead), newest first, each with its exams. One key
 * range of the consultation's byFuncionario index, one page of it (issue 17); a clinic keeps only its own
 * consultations, a company only its own (an employee of another company gives an empty page), as a
 * FilterExpression. Each row's exams are one Query of its consultation's items (the page's lookups). An employee's
 * history has no counter: total null.
 */

async function historicoOf(consulta: ConsultaItem): Promise<HistoricoConsulta> {
  const { data: exames } = await consultaExames()
    .query.byConsulta({ tenant: consulta.tenant, idCon: consulta.idCon })
    .go({ pages: 'all' });
  return {
    id_con: consulta.idCon,
    dt_cad: consulta.dtCad,
    data_age: consulta.dataAge,
    tipo_aso: { id: consulta.tipoAso, descricao: asoTypeLabels[consulta.tipoAso as AsoType] ?? String(consulta.tipoAso) },
    tipo_status: { id: consulta.tipoStatus, descricao: tipoDescricao(consulta.tipoStatus) ?? String(consulta.tipoStatus) },
    credenciada: { nome: consulta.credenciadaNome },
    exames: exames
      .map((exame) => ({
        id: exame.id,
        nome: exame.exameNome,
        data: exame.data ?? null,
        id_con_rea: exame.idConRea ?? null,
        id_con_dem: exame.idConDem ?? null,
      }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
  };
}

export const listHistorico: RouteHandler = async (event, context) => {
  const leitor = leitorOf(context);
  const { page, pagination, filter, cursor } = parseQuery(event, historicoConsultasQuerySchema);
  const window = historicoWindow(leitor.area === 'credenciada' ? 'credenciada' : 'empresa', filter.created_at, todayInSaoPaulo());
  const bounds = instantKeyWindow(window.start, window.end);
  const { tenant } = leitor;
  const pageOf = await readPage(tenant, { cursor, pagination }, 'gsi2', (options) =>
    consultas()
      .query.byFuncionario({ tenant, funcionarioId: filter.id_funcionario })
      .between({ dtCad: bounds.start }, { dtCad: bounds.end })
      .where(({ deletedAt, empresaId, credenciadaId }, { eq, notExists }) => {
        const clauses = [notExists(deletedAt)];
        if (leitor.area === 'credenciada') clauses.push(eq(credenciadaId, leitor.credenciadaId));
        if (leitor.area === 'empresa') clauses.push(eq(empresaId, leitor.empresaId));
        if (filter.id_empresa) clauses.push(eq(empresaId, filter.id_empresa));
        return clauses.join(' AND ');
      })
      .go({ ...options, order: 'desc' }),
  );
  const rows = pageOf.items.filter((consulta) => visivelPara(leitor, consulta));
  return respond(200, 'OK', {
    data: await Promise.all(rows.map(historicoOf)),
    pagination: keyedPagination(page, pagination, null, pageOf.next),
  });
};
