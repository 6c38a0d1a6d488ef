import type { EsocialLayout, ModoProcesso } from '@ocupacional/shared';

/*
 * Which transmission modes a lote offers (spec 2 §4 "Process mode rules"), from its latest process:
 *   - INC is allowed if the latest mode is empty or INC and its status is not 201;
 *   - ALT is allowed if the latest is ALT or INC with status 201, or ALT or EXC with status not 201;
 *   - EXC is allowed if the latest is ALT or INC with status 201, or EXC or ALT otherwise;
 *   - ALT is hidden for layout S-3000.
 * Inclusion is the first send or the send after a rejected inclusion; alteration needs a prior inclusion.
 */

/** The latest process of a lote: its mode and status (201 processed). */
export interface UltimoProcesso {
  readonly modo: ModoProcesso;
  readonly status: number;
}

export type ModosDisponiveis = Readonly<Record<ModoProcesso, boolean>>;

/** The status that means processed (spec 2 §4, §9). */
export const statusProcessado = 201;

/**
 * The modes a lote may be sent in now.
 *
 * @example modosDisponiveis('S-2220', undefined) // { INC: true, ALT: false, EXC: false }
 */
export function modosDisponiveis(layout: EsocialLayout, ultimo: UltimoProcesso | undefined): ModosDisponiveis {
  const modo = ultimo?.modo;
  const processado = ultimo?.status === statusProcessado;
  const inc = modo === undefined || (modo === 'INC' && !processado);
  const alt = ((modo === 'ALT' || modo === 'INC') && processado) || ((modo === 'ALT' || modo === 'EXC') && !processado);
  const exc = ((modo === 'ALT' || modo === 'INC') && processado) || ((modo === 'EXC' || modo === 'ALT') && !processado);
  return { INC: inc, ALT: alt && layout !== 'S-3000', EXC: exc };
}

/**
 * Whether the latest process is still in flight (waiting to be sent, 0, or for the web service's result, 101):
 * a new one would send the same events twice, so the API refuses it until the result arrives.
 */
export function processoEmAndamento(ultimo: UltimoProcesso | undefined): boolean {
  return ultimo !== undefined && (ultimo.status === 0 || ultimo.status === 101);
}

/** The message the batch screen shows for a process: success at 201, otherwise the spec's notice. */
export function processoProcessado(status: number): boolean {
  return status === statusProcessado;
}

/**
 * Seconds before the next poll of a lote's result (SQS DelaySeconds, at most 900): the web service's estimate
 * when it gave one, else a backoff that doubles from `schedule[0]`, capped at 900.
 *
 * @example pollDelaySeconds(0) // 10
 */
export function pollDelaySeconds(
  tentativa: number,
  tempoEstimado: number | null = null,
  schedule: readonly number[] = defaultPollSchedule,
): number {
  const estimado = tempoEstimado ?? 0;
  if (estimado > 0) return Math.min(900, Math.max(1, Math.ceil(estimado)));
  const fromSchedule = schedule[Math.min(tentativa, schedule.length - 1)] ?? 900;
  return Math.min(900, Math.max(0, fromSchedule));
}

/** The default polling backoff, in seconds: about two days of polls before giving the lote to the daily check. */
export const defaultPollSchedule: readonly number[] = [10, 20, 40, 80, 160, 320, 640, 900];

/** Polls after which the worker stops and leaves the lote to the daily check's poll. */
export const maxPollsPerCycle = 30;
