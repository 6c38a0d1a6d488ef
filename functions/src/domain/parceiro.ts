import {
  addDays,
  consultaStatusGroups,
  exameConsultaCanceladaMessage,
  exameDataAnteriorMessage,
  exameDataFuturaMessage,
  exameJaRealizadoMessage,
  formatBrDate,
  onlyDigits,
  parceiroExamesWindow,
  statusLiberacao,
  type ParceiroExameSituacao,
} from '@ocupacional/shared';

/*
 * The partner's exams (issue 11): which exams a partner sees by exam day, where each stands, whether it may be
 * marked done (and the day it says), and how its result file is named in the files bucket. Pure rules;
 * api/atendimento/parceiro/ reads and writes what they decide.
 */

/** Whether a consultation status is closed or cancelled (57, 58). */
export function isEncerrada(status: number): boolean {
  return (consultaStatusGroups.encerradas as readonly number[]).includes(status);
}

/** Whether a consultation status is released (66, 67, 70). */
export function isLiberada(status: number): boolean {
  return (statusLiberacao as readonly number[]).includes(status);
}

/**
 * The exam days the list reads: the filter's, each missing end from the default window (30 days back to 30
 * ahead of today); an inverted range reads nothing but stays in order.
 *
 * @example parceiroWindow('2024-03-31') // { start: '2024-03-01', end: '2024-04-30' }
 */
export function parceiroWindow(
  today: string,
  range?: { start: string | null; end: string | null },
): { start: string; end: string } {
  const start = range?.start ?? addDays(today, -parceiroExamesWindow.daysBefore);
  const end = range?.end ?? addDays(today, parceiroExamesWindow.daysAfter);
  // Stryker disable next-line EqualityOperator: when end equals start both branches give the same day
  return { start, end: end < start ? start : end };
}

/**
 * Where an exam stands for its partner: done once marked (whatever happened to the consultation since), else
 * 'cancelada' when its consultation was cancelled or closed, else pending. The consultation's status is
 * unknown (undefined) when it was not read.
 */
export function situacaoDoExame(exame: { realizadoEm?: string | null }, consultaStatus?: number): ParceiroExameSituacao {
  if (exame.realizadoEm) return 'realizado';
  // Stryker disable next-line ConditionalExpression: isEncerrada(undefined) is false too; the check only narrows the type
  if (consultaStatus !== undefined && isEncerrada(consultaStatus)) return 'cancelada';
  return 'pendente';
}

/** What the list's search reads of an exam. */
export interface ExameBuscavel {
  readonly idCon: number;
  readonly funcionarioNome?: string | null;
  readonly funcionarioCpf?: string | null;
}

/** Lower case, no accents, single spaces. */
function plain(text: string): string {
  // Stryker disable next-line MethodExpression: the name and the search are folded alike, so upper case would match the same
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return folded.replace(/\s+/g, ' ').trim();
}

/**
 * Whether an exam matches the list's search: the employee's name (any part, accents ignored), the CPF's digits
 * (3 or more, typed with or without the mask) or the consultation's number (exactly).
 *
 * @example buscaCasa({ idCon: 12, funcionarioNome: 'José', funcionarioCpf: '52998224725' }, '529.982') // true
 */
export function buscaCasa(exame: ExameBuscavel, search: string | undefined): boolean {
  const term = plain(search ?? '');
  // Stryker disable next-line ConditionalExpression: an empty term is included in any name, so the name check lets it through too
  if (!term) return true;
  if (plain(exame.funcionarioNome ?? '').includes(term)) return true;
  // Only digits, dots, dashes and spaces: a CPF or a consultation number.
  if (!/^[\d.\-/\s]+$/.test(term)) return false;
  const digits = onlyDigits(term);
  // Stryker disable next-line ConditionalExpression: with no digits neither the number ('0', never an idCon) nor the CPF (under 3 digits) matches
  if (!digits) return false;
  if (String(exame.idCon) === String(Number(digits))) return true;
  // Stryker disable next-line StringLiteral: the fallback text has no digits, so it matches no digits just like ''
  return digits.length >= 3 && (exame.funcionarioCpf ?? '').includes(digits);
}

/**
 * The error of the day an exam was done, or null: a valid day, not after today, not before the consultation's
 * schedule day ('yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm').
 *
 * @example dataRealizacaoError('2024-03-02', { today: '2024-03-01', agendamento: '2024-02-28T08:00' }) // future
 */
export function dataRealizacaoError(data: string, limits: { today: string; agendamento: string }): string | null {
  const agendamento = limits.agendamento.slice(0, 10);
  if (data > limits.today) return exameDataFuturaMessage;
  if (data < agendamento) return exameDataAnteriorMessage(formatBrDate(agendamento));
  return null;
}

/** What marking an exam done would do now. */
export type Realizacao = { acao: 'primeira' } | { acao: 'substituir'; anterior: string } | { acao: 'recusar'; motivo: string };

/**
 * Whether the partner may mark an exam done now (docs/decisions.md): never when its consultation is cancelled or
 * closed (57/58); the first time otherwise (also after a release: a late result still reaches the clinic); again
 * (a corrected result file or day) only until the consultation is released (66/67/70), after which the result
 * the ASO rests on stays as it was.
 *
 * @example realizacao({ realizadoEm: '2024-03-01T12:00:00Z' }, 66) // { acao: 'recusar', motivo: exameJaRealizadoMessage }
 */
export function realizacao(exame: { realizadoEm?: string | null }, consultaStatus: number): Realizacao {
  if (isEncerrada(consultaStatus)) return { acao: 'recusar', motivo: exameConsultaCanceladaMessage };
  if (!exame.realizadoEm) return { acao: 'primeira' };
  if (isLiberada(consultaStatus)) return { acao: 'recusar', motivo: exameJaRealizadoMessage };
  return { acao: 'substituir', anterior: exame.realizadoEm };
}

/**
 * A file name safe as the last part of an S3 key and of a download header: no accents, only letters, digits, '.',
 * '_' and '-', at most 100 characters, its extension kept.
 *
 * @example nomeSeguro('Resultado Hemograma Joãozinho.PDF') // 'Resultado-Hemograma-Joaozinho.PDF'
 */
export function nomeSeguro(nome: string): string {
  const dot = nome.lastIndexOf('.');
  const ext = dot >= 0 ? nome.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '').slice(0, 10) : '';
  const base = (dot >= 0 ? nome.slice(0, dot) : nome)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '')
    .slice(0, 100 - ext.length - 1);
  return `${base || 'resultado'}${ext ? `.${ext}` : ''}`;
}

const uploadIdPattern = /^([0-9A-HJKMNP-TV-Z]{26})\/([A-Za-z0-9][A-Za-z0-9._-]{0,99})$/;

/**
 * The upload id handed to the browser for a result file: the slot's ULID and the file's safe name. The key is
 * rebuilt from the session's tenant and partner and the path's exam, so an id never reaches another's file.
 */
export function resultadoUploadId(slot: string, nome: string): string {
  return `${slot}/${nomeSeguro(nome)}`;
}

/** The slot and file name an upload id names, or null when it is not one of ours. */
export function parseResultadoUploadId(id: string): { slot: string; nome: string } | null {
  const match = uploadIdPattern.exec(id.trim());
  return match ? { slot: match[1] as string, nome: match[2] as string } : null;
}

/** The files-bucket key of a partner's result file. */
export function resultadoKey(scope: { tenant: string; parceiroId: string; exameId: string }, uploadId: string): string {
  return `parceiro/${scope.tenant}/${scope.parceiroId}/${scope.exameId}/${uploadId}`;
}
