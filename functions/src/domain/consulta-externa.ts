import {
  asoTypes,
  invalidOptionMessage,
  isAsoTypeAllowed,
  periodicityOptions,
  periodicidade,
  scheduleDateError,
  type EmployeeAsoFlags,
} from '@ocupacional/shared';
import { addDays } from '@ocupacional/shared';
import type { PcmsoRule } from './pcmso';

/*
 * The rules of a new external consultation (spec 1 §2, §3, §5): which choices the form may make (ASO type,
 * periodicity, schedule date) and what happens to each exam the PCMSO asks — done at this consultation, reused
 * from an earlier one still valid (id_con_rea), or only shown from an earlier one whose periodicity has not run
 * out (demonstrative, id_con_dem). Pure functions; the routes and the batch worker bring the records.
 */

/** Field errors, keyed by the form's field, as a 400 carries them. */
export type FieldErrors = Record<string, string[]>;

export const asoTypeNotAllowedMessage = 'Esse tipo de consulta não está disponível para o funcionário.';
export const periodicityRequiredMessage = 'Selecione a periodicidade';

/** What the choice rules read. */
export interface ConsultationChoice {
  readonly tipoAso: number;
  readonly periodicidade?: number | null;
  /** 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm'. */
  readonly dataAge: string;
  readonly today: string;
  /** The single form limits the date to 15 days ahead; the batch does not. */
  readonly single: boolean;
  readonly flags: EmployeeAsoFlags;
  /** The periodicities of the GHE's PCMSO exams. */
  readonly pcmsoPeriodicidades: readonly number[];
}

/**
 * The field errors of a consultation's choices (spec 1 §5): a type the employee can't get (47/48/51 by flag), a
 * periodicity that is not an option of the type, a date in the past or (single form) past 15 days ahead.
 */
export function choiceErrors(choice: ConsultationChoice): FieldErrors {
  const errors: FieldErrors = {};
  if (!isAsoTypeAllowed(choice.tipoAso, choice.flags)) errors.tipo_aso = [asoTypeNotAllowedMessage];
  const options = periodicityOptions(choice.tipoAso, choice.pcmsoPeriodicidades);
  if (options && choice.periodicidade !== undefined && choice.periodicidade !== null) {
    if (!options.opcoes.includes(choice.periodicidade)) errors.periodicidade = [invalidOptionMessage];
  }
  const dateError = scheduleDateError(choice.dataAge, choice.today, { single: choice.single });
  if (dateError) errors.data_age = [dateError];
  return errors;
}

/**
 * The periodicity stored on the consultation: the chosen one (or the type's default) for 48 and 52, -1 for the
 * types that ask none.
 */
export function resolvedPeriodicity(
  tipoAso: number,
  chosen: number | null | undefined,
  pcmsoPeriodicidades: readonly number[],
): number {
  const options = periodicityOptions(tipoAso, pcmsoPeriodicidades);
  if (!options) return periodicidade.naoPeriodica;
  return chosen ?? options.padrao;
}

/** An earlier result of an exam for the employee (consulta-exame.ts). */
export interface EarlierResult {
  readonly idCon: number;
  /** The day it was done, ISO. */
  readonly data: string;
  /** When the result was itself carried over from another consultation, that one is its origin. */
  readonly idConRea?: number;
  readonly idConDem?: number;
  /** An altered result must be redone at the next periodic (spec 1 §3): never carried over. */
  readonly alterado?: boolean;
}

export type ExamFate = 'realizar' | 'reaproveitado' | 'demonstrativo';

/** What a consultation does with one PCMSO exam. */
export interface PlannedExam {
  readonly rule: PcmsoRule;
  readonly fate: ExamFate;
  /** The consultation the carried-over result comes from (reused or demonstrative). */
  readonly origemIdCon?: number;
  /** The employee's last result of this exam, and until when it is valid (ISO dates). */
  readonly dtExame?: string;
  readonly validadeExame?: string;
}

/** The ISO date `months` calendar months after `iso` (the 31st becomes the month's last day). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The fate of one exam (spec 1 §2, §3 "Exams may be reused … or demonstrative"), measured on the schedule day:
 * - the clinical exam is the consultation itself: always done;
 * - reused when the last result, not altered, is still within the PCMSO's validity (days) on that day;
 * - in a periodic ASO, demonstrative when the last result's own periodicity (months) has not yet run out;
 * - otherwise done at this consultation.
 */
export function planExam(
  rule: PcmsoRule,
  last: EarlierResult | undefined,
  context: { readonly tipoAso: number; readonly dataAge: string; readonly clinico: boolean },
): PlannedExam {
  const day = context.dataAge.slice(0, 10);
  const usable = last && !last.alterado && last.data <= day ? last : undefined;
  const dtExame = last?.data;
  const validadeExame = last && rule.validade > 0 ? addDays(last.data, rule.validade) : undefined;
  const base = { rule, ...(dtExame ? { dtExame } : {}), ...(validadeExame ? { validadeExame } : {}) };
  if (context.clinico || !usable) return { ...base, fate: 'realizar' };
  const origemIdCon = usable.idConRea ?? usable.idConDem ?? usable.idCon;
  if (rule.validade > 0 && day <= addDays(usable.data, rule.validade)) return { ...base, fate: 'reaproveitado', origemIdCon };
  const periodicidadeEmCurso =
    context.tipoAso === asoTypes.periodico &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with periodicidade 0 the end is the result's own day, never after the schedule day
    rule.periodicidade > 0 &&
    day < addMonths(usable.data, rule.periodicidade);
  if (periodicidadeEmCurso) return { ...base, fate: 'demonstrativo', origemIdCon };
  return { ...base, fate: 'realizar' };
}

/** The consultation's exams (reused ones included) and the demonstrative ones, in the PCMSO's order. */
export interface ExamPlan {
  readonly consulta: PlannedExam[];
  readonly demonstrativo: PlannedExam[];
}

/** Plans every exam the PCMSO asks (see {@link planExam}). */
export function planExams(
  rules: readonly PcmsoRule[],
  lastResults: ReadonlyMap<string, EarlierResult>,
  context: { readonly tipoAso: number; readonly dataAge: string; readonly clinicos: ReadonlySet<string> },
): ExamPlan {
  const planned = rules.map((rule) =>
    planExam(rule, lastResults.get(rule.exameId), {
      tipoAso: context.tipoAso,
      dataAge: context.dataAge,
      clinico: context.clinicos.has(rule.exameId),
    }),
  );
  return {
    consulta: planned.filter((exam) => exam.fate !== 'demonstrativo'),
    demonstrativo: planned.filter((exam) => exam.fate === 'demonstrativo'),
  };
}

/**
 * The latest usable result among an employee's results of one exam (newest first): the first one not after the
 * schedule day.
 */
export function latestResult(results: readonly EarlierResult[], day: string): EarlierResult | undefined {
  const newestFirst = [...results].sort((a, b) => b.data.localeCompare(a.data) || b.idCon - a.idCon);
  // Stryker disable next-line MethodExpression: a 'yyyy-mm-dd' result compares alike with the day and with the day and time
  return newestFirst.find((result) => result.data <= day.slice(0, 10));
}
