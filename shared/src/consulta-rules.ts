import {
  asoTypeLabels,
  asoTypes,
  consultaStatus,
  consultaStatusGroups,
  periodicidade,
  scheduling,
  truncation,
  type AsoType,
} from './codes';
import { consultationRegistrationErrorMessage } from './messages';
import type { EditTab, RowColour } from './schemas/consulta-externa';
import { addDays, daysBetween } from './validation/dates';

/*
 * The rules of the external-consultation screens that the browser shows and the server enforces (spec 1 §2, §4,
 * §5): which ASO types an employee may get, the periodicity options, the schedule window, the list's row colour
 * and actions, and how the edit page opens. Pure functions, so web and functions apply the very same rule.
 */

/** The employee flags that disable an ASO type (spec 1 §3, §5), as the API sends them (0/1) or booleans. */
export interface EmployeeAsoFlags {
  readonly adm?: number | boolean | null;
  readonly apos_adm?: number | boolean | null;
  readonly dem?: number | boolean | null;
}

export interface AsoTypeOption {
  readonly id: AsoType;
  readonly descricao: string;
  readonly disabled: boolean;
}

/**
 * The ASO types of list 46 with the ones the employee can't get disabled: 47 once adm, 48 once apos_adm, 51 once
 * dem (spec 1 §5).
 *
 * @example asoTypeOptions({ adm: 1 }).find((o) => o.id === 47)?.disabled // true
 */
export function asoTypeOptions(flags: EmployeeAsoFlags): AsoTypeOption[] {
  const blocked = new Set<number>();
  if (flags.adm) blocked.add(asoTypes.admissional);
  if (flags.apos_adm) blocked.add(asoTypes.aposAdmissional);
  if (flags.dem) blocked.add(asoTypes.demissional);
  return (Object.entries(asoTypeLabels) as [string, string][]).map(([id, descricao]) => ({
    id: Number(id) as AsoType,
    descricao,
    disabled: blocked.has(Number(id)),
  }));
}

/** Whether an employee may get an ASO type. */
export function isAsoTypeAllowed(tipoAso: number, flags: EmployeeAsoFlags): boolean {
  return asoTypeOptions(flags).some((option) => option.id === tipoAso && !option.disabled);
}

/** Whether the type asks for new front, sector and function (50, spec 1 §5). */
export function needsFunctionChange(tipoAso: number): boolean {
  return tipoAso === asoTypes.mudancaDeFuncao;
}

/**
 * The periodicity choice of a type (spec 1 §5): null when the type asks none; 48 allows only 6 months; 52 offers
 * the periodicities of the GHE's PCMSO exams, sorted (the spec's 6 and 12 when the PCMSO has none), 12 by default
 * (the smallest option when 12 is not one).
 *
 * @example periodicityOptions(52, [24, 12, 12]) // { opcoes: [12, 24], padrao: 12 }
 */
export function periodicityOptions(
  tipoAso: number,
  pcmsoPeriodicidades: readonly number[],
): { opcoes: number[]; padrao: number } | null {
  if (tipoAso === asoTypes.aposAdmissional) {
    return { opcoes: [periodicidade.aposAdmissional], padrao: periodicidade.aposAdmissional };
  }
  if (tipoAso !== asoTypes.periodico) return null;
  const fromPcmso = [...new Set(pcmsoPeriodicidades.filter((months) => months > 0))].sort((a, b) => a - b);
  const opcoes = fromPcmso.length > 0 ? fromPcmso : [...periodicidade.options];
  const padrao = opcoes.includes(periodicidade.padrao) ? periodicidade.padrao : (opcoes[0] as number);
  return { opcoes, padrao };
}

/**
 * The periodicity the price-table query sends (spec 1 §7): -1 when the type is not periodic or is after-admission,
 * else the chosen one.
 */
export function periodicityFilter(tipoAso: number, chosen: number | null | undefined): number {
  if (tipoAso !== asoTypes.periodico) return periodicidade.naoPeriodica;
  return chosen ?? periodicidade.padrao;
}

/**
 * The days a schedule date may take (spec 1 §5): from today, and at most 15 days ahead in the single form (the
 * batch has no upper limit). Dates are São Paulo ISO days.
 */
export function scheduleWindow(today: string, options: { single: boolean }): { min: string; max: string | null } {
  return { min: today, max: options.single ? addDays(today, scheduling.maxDaysAhead) : null };
}

export const scheduleInPastMessage = 'A data de agendamento não pode ser anterior a hoje.';
export function scheduleTooFarMessage(days: number = scheduling.maxDaysAhead): string {
  return `A data de agendamento deve ser em até ${days} dias.`;
}

/** The message for a schedule date out of its window, or null when it is inside. */
export function scheduleDateError(dataAge: string, today: string, options: { single: boolean }): string | null {
  const day = dataAge.slice(0, 10);
  const window = scheduleWindow(today, options);
  if (daysBetween(window.min, day) < 0) return scheduleInPastMessage;
  if (window.max !== null && daysBetween(day, window.max) < 0) return scheduleTooFarMessage();
  return null;
}

/** What the list's row rules read of a consultation. */
export interface ConsultaRowState {
  readonly data_age: string;
  readonly id_con?: number | null;
  readonly deleted_at?: string | null;
  readonly tipo_status: { readonly id: number };
}

/**
 * The row colour (spec 1 §2): red if deleted; green if generated (id_con) or due today; orange if past; blue if
 * future.
 */
export function rowColour(row: ConsultaRowState, today: string): RowColour {
  if (row.deleted_at) return 'vermelho';
  const day = row.data_age.slice(0, 10);
  if (row.id_con || day === today) return 'verde';
  // Stryker disable next-line EqualityOperator: the day equal to today was answered 'verde' above
  return day < today ? 'laranja' : 'azul';
}

/**
 * The row's actions (spec 1 §2): editing is off when deleted; deleting is off when generated (id_con) or deleted;
 * the guide button is hidden when deleted or closed (57, 58).
 */
export function rowActions(row: ConsultaRowState): { pode_editar: boolean; pode_deletar: boolean; mostra_guia: boolean } {
  const deleted = Boolean(row.deleted_at);
  const closed = (consultaStatusGroups.encerradas as readonly number[]).includes(row.tipo_status.id);
  return { pode_editar: !deleted, pode_deletar: !deleted && !row.id_con, mostra_guia: !deleted && !closed };
}

/** The guide prints only while scheduled (54); the ASO once released (66, 67) (spec 1 §2 "Guide/ASO modal"). */
export function isGuidePrintable(status: number): boolean {
  return status === consultaStatus.agendada;
}
export function isAsoPrintable(status: number): boolean {
  return (consultaStatusGroups.asoImprimivel as readonly number[]).includes(status);
}

export const processingAlertTitle = 'Consulta em processamento';
export const processingAlertText =
  'Essa consulta está sendo processada em segundo plano. Aguarde alguns minutos e atualize a página.';
export const asoNotReleasedText =
  'O ASO dessa consulta ainda não foi liberado. Você será notificado por e-mail assim que ele for liberado.';

/**
 * How the company's edit page opens (spec 1 §2, §4): tabs exams (default), risks, tracking, guide; status 194
 * shows the wait alert and 195 'Erro ao registrar a consulta' with the info text, both hiding exams and risks and
 * opening on tracking.
 */
export function editPageLayout(
  status: number,
  info: string | null | undefined,
): {
  abas: EditTab[];
  aba_inicial: EditTab;
  alerta: { tipo: 'info' | 'erro'; titulo: string; texto: string | null } | null;
} {
  if (status === consultaStatus.aguardandoProcessamento) {
    return {
      abas: ['acompanhamento', 'guia'],
      aba_inicial: 'acompanhamento',
      alerta: { tipo: 'info', titulo: processingAlertTitle, texto: processingAlertText },
    };
  }
  if (status === consultaStatus.erroCadastro) {
    return {
      abas: ['acompanhamento', 'guia'],
      aba_inicial: 'acompanhamento',
      alerta: { tipo: 'erro', titulo: consultationRegistrationErrorMessage, texto: info ?? null },
    };
  }
  return { abas: ['exames', 'riscos', 'acompanhamento', 'guia'], aba_inicial: 'exames', alerta: null };
}

/** A clinic's name as its card shows it: cut to 50 characters (spec 1 §2). */
export function clinicCardName(nome: string): string {
  const limit = truncation.nomeCredenciadaCard;
  return nome.length > limit ? `${nome.slice(0, limit).trimEnd()}...` : nome;
}

/**
 * An employee's age in whole years on a day (ISO dates), for the PCMSO's per-age rules (per_id1..per_id2).
 *
 * @example ageOn('1990-06-15', '2024-06-14') // 33
 */
export function ageOn(dtNas: string, day: string): number {
  const [by, bm, bd] = dtNas.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
