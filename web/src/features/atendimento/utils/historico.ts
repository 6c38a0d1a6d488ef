import { addDays, addYears, dateWindows } from '@ocupacional/shared';

/*
 * The consultation history modal (spec 1 §2 "Consultation history modal", §9): the employee's consultations of the
 * last 5 years (a clinic) to 30 days ahead, each with its exams. The exam date of a reused or demonstrative exam
 * cannot be changed, and every date is disabled when 'imprimir com datas em branco' is checked.
 */

/**
 * The clinic's history window: 5 years back to 30 days ahead (ISO days).
 *
 * @example historicoWindow('2026-03-01') // ['2021-03-01', '2026-03-31']
 */
export function historicoWindow(today: string): [string, string] {
  const window = dateWindows.historicoCredenciada;
  return [addYears(today, -window.yearsBefore), addDays(today, window.daysAfter)];
}

export interface HistoricoExame {
  readonly id_con_rea: number | null;
  readonly id_con_dem: number | null;
}

/** Whether an exam's date field is enabled in the history (spec 1 §2). */
export function exameDataEditavel(exame: HistoricoExame, datasEmBranco: boolean): boolean {
  if (datasEmBranco) return false;
  return exame.id_con_rea === null && exame.id_con_dem === null;
}

/** What the exam's date field shows: nothing when printing blank dates, else the edited or the stored date. */
export function exameDataShown(stored: string | null, edited: string | undefined, datasEmBranco: boolean): string {
  if (datasEmBranco) return '';
  return edited ?? stored?.slice(0, 10) ?? '';
}
