import {
  consultaStatus,
  demonstrativeExpiredMessage,
  invalidOptionMessage,
  reuseAlteredMessage,
  reuseClinicalMessage,
  reuseEditGeneratedMessage,
  reuseEditNotScheduledMessage,
  reuseExpiredMessage,
  reuseNoResultMessage,
  type AproveitamentoEscolha,
  type AproveitamentoSituacao,
} from '@ocupacional/shared';
import { planExam, type EarlierResult, type ExamFate, type ExamPlan, type FieldErrors, type PlannedExam } from './consulta-externa';
import type { PcmsoRule } from './pcmso';

/*
 * Exam reuse (aproveitamento de exames, spec 1 §2, §3 id_con_rea / id_con_dem, §4 "Exams may be reused
 * (reaproveitado) or demonstrative from another consultation"): what the company may choose for each exam the
 * PCMSO asks, from the employee's last result of it. The choices never widen what the normal order allows
 * (planExam): a result is reusable only while within the PCMSO's validity on the schedule day, demonstrative only
 * while reusable or (periodic ASO) within the exam's periodicity; the clinical exam, an altered result or an exam
 * never done is always done again. The company may always choose to do an exam again. Pure functions.
 */

/** One exam with where its last result stands and the choices it allows. */
export interface ExamOptions {
  /** What the normal order does with it (planExam). */
  readonly planned: PlannedExam;
  readonly last?: EarlierResult;
  readonly situacao: AproveitamentoSituacao;
  readonly opcoes: readonly AproveitamentoEscolha[];
  readonly padrao: AproveitamentoEscolha;
}

const choiceOfFate: Readonly<Record<ExamFate, AproveitamentoEscolha>> = {
  realizar: 'realizar',
  reaproveitado: 'reaproveitar',
  demonstrativo: 'demonstrativo',
};

const fateOfChoice: Readonly<Record<AproveitamentoEscolha, ExamFate>> = {
  realizar: 'realizar',
  reaproveitar: 'reaproveitado',
  demonstrativo: 'demonstrativo',
};

/**
 * Where an exam's last result stands on the schedule day and which choices that allows (see the file's comment).
 *
 * @example examOptions(rule, { idCon: 7, data: '2024-01-10' }, { tipoAso: 52, dataAge: '2024-02-01', clinico: false }).opcoes
 * // ['realizar', 'reaproveitar', 'demonstrativo'] when rule.validade is 90
 */
export function examOptions(
  rule: PcmsoRule,
  last: EarlierResult | undefined,
  context: { readonly tipoAso: number; readonly dataAge: string; readonly clinico: boolean },
): ExamOptions {
  const planned = planExam(rule, last, context);
  // Stryker disable next-line MethodExpression: a 'yyyy-mm-dd' result compares alike with the day and with the day and time
  const day = context.dataAge.slice(0, 10);
  const shown = last && last.data <= day ? last : undefined;
  let situacao: AproveitamentoSituacao;
  if (context.clinico) situacao = 'clinico';
  else if (!shown) situacao = 'sem_resultado';
  else if (shown.alterado) situacao = 'alterado';
  else if (planned.fate === 'reaproveitado') situacao = 'valido';
  else if (planned.fate === 'demonstrativo') situacao = 'periodo';
  else situacao = 'vencido';
  const opcoes: AproveitamentoEscolha[] =
    situacao === 'valido' ? ['realizar', 'reaproveitar', 'demonstrativo'] : situacao === 'periodo' ? ['realizar', 'demonstrativo'] : ['realizar'];
  return { planned, ...(shown ? { last: shown } : {}), situacao, opcoes, padrao: choiceOfFate[planned.fate] };
}

/** Why a choice an exam does not allow is refused, in the company's words. */
export function refusalOf(options: ExamOptions, choice: AproveitamentoEscolha): string | null {
  if (options.opcoes.includes(choice)) return null;
  switch (options.situacao) {
    case 'clinico':
      return reuseClinicalMessage;
    case 'sem_resultado':
      return reuseNoResultMessage;
    case 'alterado':
      return reuseAlteredMessage;
    case 'vencido':
      return choice === 'reaproveitar' ? reuseExpiredMessage : demonstrativeExpiredMessage;
    default:
      // 'periodo': past its validity, so never reusable.
      return reuseExpiredMessage;
  }
}

/** The planned exam under a choice the exam allows. */
export function applyChoice(options: ExamOptions, choice: AproveitamentoEscolha): PlannedExam {
  const fate = fateOfChoice[choice];
  if (fate === 'realizar') {
    const { origemIdCon: _dropped, ...rest } = options.planned;
    return { ...rest, fate };
  }
  // A carried-over choice is allowed only where the normal order carries it over, so the origin is known.
  return { ...options.planned, fate };
}

/** A choice as the order sends it. */
export interface ExamChoice {
  readonly id_exa: string;
  readonly aproveitar?: AproveitamentoEscolha | null;
}

/**
 * The consultation's exam plan under the company's choices, in the PCMSO's order: an exam without a choice keeps
 * what the normal order does; a choice the exam does not allow (an expired result reused…) or an exam the plan
 * does not have is a field error keyed `exames.<index>.aproveitar` / `exames.<index>.id_exa`.
 */
export function planWithChoices(
  exams: readonly ExamOptions[],
  choices: readonly ExamChoice[],
): { readonly plan: ExamPlan; readonly errors: FieldErrors } {
  const errors: FieldErrors = {};
  const chosen = new Map<string, AproveitamentoEscolha>();
  const known = new Set(exams.map((exam) => exam.planned.rule.exameId));
  choices.forEach((choice, index) => {
    if (!known.has(choice.id_exa)) {
      (errors[`exames.${index}.id_exa`] ??= []).push(invalidOptionMessage);
      return;
    }
    if (!choice.aproveitar) return;
    const options = exams.find((exam) => exam.planned.rule.exameId === choice.id_exa) as ExamOptions;
    const refusal = refusalOf(options, choice.aproveitar);
    if (refusal) (errors[`exames.${index}.aproveitar`] ??= []).push(refusal);
    else chosen.set(choice.id_exa, choice.aproveitar);
  });
  const planned = exams.map((exam) => applyChoice(exam, chosen.get(exam.planned.rule.exameId) ?? exam.padrao));
  return {
    plan: {
      consulta: planned.filter((exam) => exam.fate !== 'demonstrativo'),
      demonstrativo: planned.filter((exam) => exam.fate === 'demonstrativo'),
    },
    errors,
  };
}

/** The choice a stored exam carries (idConRea reused, idConDem demonstrative, else done). */
export function storedChoice(exam: { readonly idConRea?: number; readonly idConDem?: number }): AproveitamentoEscolha {
  if (exam.idConRea !== undefined) return 'reaproveitar';
  if (exam.idConDem !== undefined) return 'demonstrativo';
  return 'realizar';
}

/** Whether a stored consultation reuses or shows any exam from another one (the aproveitamento list). */
export function carriesOver(exames: readonly { readonly idConRea?: number; readonly idConDem?: number }[] | undefined): boolean {
  // Stryker disable next-line ArrayDeclaration: a fallback list of anything without idConRea/idConDem carries nothing over either
  return (exames ?? []).some((exam) => exam.idConRea !== undefined || exam.idConDem !== undefined);
}

/**
 * Why a consultation's choices can no longer change, or null while they can: only scheduled (54), not generated
 * (no id_con: attendance not started) and not deleted.
 */
export function editBlock(item: { readonly tipoStatus: number; readonly idCon?: number; readonly deletedAt?: string }): string | null {
  if (item.idCon !== undefined) return reuseEditGeneratedMessage;
  if (item.deletedAt || item.tipoStatus !== consultaStatus.agendada) return reuseEditNotScheduledMessage;
  return null;
}
