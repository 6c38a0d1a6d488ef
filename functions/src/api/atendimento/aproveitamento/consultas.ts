import {
  consultaExternaListQuerySchema,
  keyedPagination,
  todayInSaoPaulo,
  type AproveitamentoDetail,
  type AproveitamentoRow,
} from '@ocupacional/shared';
import { partnersById } from '../../../data/company-reads';
import { versaoDe } from '../../../data/versao';
import { carriesOver, editBlock, storedChoice } from '../../../domain/aproveitamento';
import { companyScope, parseQuery, respond, type RouteHandler } from '../../../platform';
import { listedConsultations, ownConsultation } from '../../consulta/company-consultations';
import { rowView } from '../../consulta/views';

/*
 * The company's consultations that reuse or show exams from another one (GET consulta/aproveitamento) and one of
 * them as the edit form opens it (GET consulta/aproveitamento/{consulta}). Only the session's company exists here:
 * another company's or tenant's consultation answers 404.
 */

/**
 * GET consulta/aproveitamento: one page of the company's consultations by creation (byEmpresa; the default window
 * of the consultation list, created in the last 60 days), kept when any exam is reused (id_con_rea) or
 * demonstrative (id_con_dem), newest first, with the list's filters and search. The kept rows are a subset no
 * counter follows: total null (issue 17).
 */
export const listAproveitamentos: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const query = parseQuery(event, consultaExternaListQuerySchema);
  const today = todayInSaoPaulo();
  const pageOf = await listedConsultations(tenant, empresaId, query, today, (item) => carriesOver(item.exames));
  const view: AproveitamentoRow[] = pageOf.items.map((item) => ({
    ...rowView(item, today),
    reaproveitados: (item.exames ?? []).filter((exame) => exame.idConRea !== undefined).length,
    demonstrativos: (item.exames ?? []).filter((exame) => exame.idConDem !== undefined).length,
  }));
  return respond(200, 'OK', { data: view, pagination: keyedPagination(query.page, query.pagination, null, pageOf.next) });
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
    versao: versaoDe(item),
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
