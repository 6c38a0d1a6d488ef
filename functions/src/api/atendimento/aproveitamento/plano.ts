import {
  aproveitamentoExamesQuerySchema,
  priceTableNotFoundMessage,
  todayInSaoPaulo,
  type AproveitamentoExame,
  type AproveitamentoPlano,
} from '@ocupacional/shared';
import { examPrices, partnersById, priceTable } from '../../../data/company-reads';
import { ConsultationRejectedError, planConsultation, type ConsultationPlan } from '../../../data/consulta-externa-builder';
import { editBlock, examOptions, planWithChoices, type ExamChoice, type ExamOptions } from '../../../domain/aproveitamento';
import { tableInForce, tableServes } from '../../../domain/tabela-preco';
import { HttpError, companyScope, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../../platform';
import { ownConsultation } from '../../consulta/company-consultations';

/*
 * GET consulta/aproveitamento/exame/{funcionario} (spec 1 §2 aproveitamento, §3, §4): the exams the PCMSO asks of
 * the GHE for the ASO type, each with the employee's last result, where it stands on the schedule day and the
 * choices it allows. The consultation is read and checked exactly as the normal order reads it (planConsultation:
 * the employee must be the company's, the same field errors); with a price table each exam carries its price. With
 * id_consulta (the edit form) the consultation's own date is kept, past or far, as editing keeps it.
 */

/** Every exam of a planned consultation with its choices (domain/aproveitamento.ts). */
export function examOptionsOf(consultation: ConsultationPlan, context: { tipoAso: number; dataAge: string }): ExamOptions[] {
  return consultation.rules.map((rule) =>
    examOptions(rule, consultation.ultimos?.get(rule.exameId), {
      tipoAso: context.tipoAso,
      dataAge: context.dataAge,
      clinico: consultation.clinicos?.has(rule.exameId) ?? false,
    }),
  );
}

/**
 * The consultation with its exams planned under the company's choices; a choice the exam does not allow (an
 * expired result reused…) is a 400 with the field `exames.<index>.aproveitar` and nothing is written.
 */
export function withExamChoices(
  consultation: ConsultationPlan,
  choices: readonly ExamChoice[],
  context: { tipoAso: number; dataAge: string },
): ConsultationPlan {
  const { plan, errors } = planWithChoices(examOptionsOf(consultation, context), choices);
  if (Object.keys(errors).length > 0) throw new ConsultationRejectedError(errors);
  return { ...consultation, plan };
}

export const getAproveitamentoExames: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const query = parseQuery(event, aproveitamentoExamesQuerySchema);
  const funcionarioId = event.pathParameters?.funcionario ?? '';
  // Editing: the consultation must be the company's, this employee's, still editable, and on this date.
  const editing = query.id_consulta ? await ownConsultation(scope.tenant, scope.empresaId, query.id_consulta) : undefined;
  if (editing && (editing.funcionarioId !== funcionarioId || editing.dataAge !== query.data_age)) throw new HttpError(404, notFoundMessage);
  const blocked = editing ? editBlock(editing) : null;
  if (blocked) throw new HttpError(400, blocked);
  const consultation = await planConsultation(
    scope,
    {
      funcionarioId,
      fdtId: query.id_fdt,
      funcaoId: query.id_funcao,
      gheId: query.id_ghe,
      tipoAso: query.tipo_aso,
      // -1 is how the screens say "no periodicity" (spec 1 §7).
      periodicidade: query.periodicidade === -1 ? null : (query.periodicidade ?? null),
      dataAge: query.data_age,
      single: !editing,
      ...(editing ? { pastDateAllowed: true } : {}),
      mf: { fdtId: query.id_mf_fdt ?? null, gheId: query.id_mf_ghe ?? null, funcaoId: query.id_mf_funcao ?? null },
    },
    todayInSaoPaulo(),
  );
  const exams = examOptionsOf(consultation, { tipoAso: query.tipo_aso, dataAge: query.data_age });

  let prices: Map<string, { valorVenda: number; valorServico?: number; ativo?: boolean; parceiroIds?: string[] }> | undefined;
  let partnerNames = new Map<string, string>();
  if (query.id_tabela_preco) {
    const table = await priceTable(scope.tenant, query.id_tabela_preco);
    if (!table || !tableServes(table, scope.empresaId, consultation.examFdt.id) || !tableInForce(table, query.data_age)) {
      throw new ConsultationRejectedError({ id_tabela_preco: [priceTableNotFoundMessage] });
    }
    const found = await examPrices(
      scope.tenant,
      exams.map((exam) => ({ tabelaPrecoId: table.id, exameId: exam.planned.rule.exameId })),
    );
    prices = new Map([...found.values()].map((price) => [price.exameId, price]));
    const partners = await partnersById(scope.tenant, [...found.values()].flatMap((price) => price.parceiroIds ?? []));
    partnerNames = new Map([...partners].map(([id, partner]) => [id, partner.nome]));
  }

  const day = query.data_age.slice(0, 10);
  const view: AproveitamentoExame[] = exams.map((exam) => {
    const { rule } = exam.planned;
    const price = prices?.get(rule.exameId);
    const usable = price && price.ativo !== false ? price : undefined;
    const validade = exam.last ? (exam.planned.validadeExame ?? null) : null;
    return {
      id_exa: rule.exameId,
      exame: rule.exameNome,
      id_pcmso_exame: rule.id,
      validade_pcmso: rule.validade,
      periodicidade_pcmso: rule.periodicidade,
      ultimo: exam.last
        ? {
            id_con: exam.last.idCon,
            data: exam.last.data,
            validade,
            vencido: validade === null || day > validade,
            alterado: exam.last.alterado ?? false,
          }
        : null,
      situacao: exam.situacao,
      opcoes: [...exam.opcoes],
      padrao: exam.padrao,
      id_con_origem: exam.planned.origemIdCon ?? null,
      valor_total: usable ? usable.valorVenda + (usable.valorServico ?? 0) : null,
      // Only an exam that may have to be done needs a price; 'realizar' is always a choice.
      erro: prices && !usable ? priceTableNotFoundMessage : null,
      parceiros: (usable?.parceiroIds ?? []).flatMap((id) => {
        const nome = partnerNames.get(id);
        return nome ? [{ id, nome }] : [];
      }),
    };
  });
  const plano: AproveitamentoPlano = { exames: view };
  return respond(200, 'OK', plano);
};
