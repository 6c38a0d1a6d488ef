import { addDays, addYears, todayInSaoPaulo } from '@ocupacional/shared';
import type { EnvioSituacao } from '@ocupacional/shared';

/**
 * The e-mail log's default date range (spec 2 §9): one year back to one day ahead, as yyyy-mm-dd.
 *
 * @example defaultEmailLogRange('2026-03-10') // ['2025-03-10', '2026-03-11']
 */
export function defaultEmailLogRange(today: string = todayInSaoPaulo()): [string, string] {
  return [addYears(today, -1), addDays(today, 1)];
}

/** The label and badge colour of a message's situation in the log. */
export function situacaoView(situacao: EnvioSituacao): { label: string; variation: 'success' | 'error' | 'warning' | 'info' } {
  switch (situacao) {
    case 'enviado':
      return { label: 'Enviado', variation: 'success' };
    case 'falha':
      return { label: 'Falha', variation: 'error' };
    case 'enviando':
      return { label: 'Enviando', variation: 'info' };
    default:
      return { label: 'Pendente', variation: 'warning' };
  }
}
