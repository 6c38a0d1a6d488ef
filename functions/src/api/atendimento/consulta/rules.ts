import {
  addDays,
  consultaStatus,
  consultaStatusGroups,
  consultationClosedAlert,
  consultationReleasedOn,
  dateWindow,
  dateWindows,
  formatBrDate,
  isAsoPrintable,
  isoDateInSaoPaulo,
  podeCancelar,
  podeLiberar,
  statusLiberaveis,
  type ConsultaAcoes,
  type ConsultaAlerta,
} from '@ocupacional/shared';

/*
 * The pure rules of the clinic's attendance screens (issue 11 status lifecycle; spec 1 §2, §4, §7, §9): what a
 * definitive consultation allows, the alert its screen shows, when the FEMO may change, the clinic list's
 * schedule window and the history's creation window. Handlers only read and write what these decide.
 */

/** A range of São Paulo calendar days, either end open. */
export interface DayRange {
  readonly start: string | null;
  readonly end: string | null;
}

/**
 * Whether the FEMO may be saved: it belongs to the attendance, so only while attended and not released
 * (55, 56, 68, 69); never on 57/58 (closed), 66/67/70 (released).
 *
 * @example femoEditavel(55) // true
 * @example femoEditavel(66) // false
 */
export function femoEditavel(status: number): boolean {
  return podeLiberar(status);
}

/** What the consultation allows now (release, cancel, print the ASO, edit the FEMO); nothing once deleted. */
export function consultaAcoes(status: number, deleted = false): ConsultaAcoes {
  if (deleted) return { pode_liberar: false, pode_cancelar: false, aso_imprimivel: false, femo_editavel: false };
  return {
    pode_liberar: podeLiberar(status),
    pode_cancelar: podeCancelar(status),
    aso_imprimivel: isAsoPrintable(status),
    femo_editavel: femoEditavel(status),
  };
}

/**
 * The screen's alert (spec 1 §2 "Consultation actions screen"): 66 'Essa consulta foi LIBERADA em dd/mm/aaaa'
 * (the release day in São Paulo), 57/58 the error that no change can be made, otherwise none.
 *
 * @example consultaAlerta(66, '2024-05-10T15:00:00.000Z') // { tipo: 'sucesso', texto: 'Essa consulta foi LIBERADA em 10/05/2024' }
 */
export function consultaAlerta(status: number, liberadaEm: string | null | undefined): ConsultaAlerta | null {
  if (status === consultaStatus.liberadaApto) {
    const day = liberadaEm ? isoDateInSaoPaulo(liberadaEm) : null;
    return { tipo: 'sucesso', texto: consultationReleasedOn(day ? formatBrDate(day) : '-') };
  }
  if ((consultaStatusGroups.encerradas as readonly number[]).includes(status)) {
    return { tipo: 'erro', texto: consultationClosedAlert };
  }
  return null;
}

/**
 * The schedule days the clinic list reads from its index (byCredenciada, sorted by data_age): the filter's
 * range, an open end closed by the default window (60 days back to today, spec 1 §7, §9).
 *
 * @example credenciadaScheduleWindow(undefined, '2024-05-31') // { start: '2024-04-01', end: '2024-05-31' }
 */
export function credenciadaScheduleWindow(filter: DayRange | undefined, today: string): { start: string; end: string } {
  const padrao = dateWindow(dateWindows.consultaExternaCredenciada, today);
  if (!filter) return padrao;
  const start = filter.start ?? (filter.end ? addDays(filter.end, -dateWindows.consultaExternaCredenciada.daysBefore) : padrao.start);
  const end = filter.end ?? (filter.start && filter.start > padrao.end ? filter.start : padrao.end);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** Who reads the history: a clinic looks 5 years back, a company (and the back office) 10 (spec 1 §7, §9). */
export type HistoricoLeitor = 'credenciada' | 'empresa';

/**
 * The history modal's creation window: the filter's, an open end from the default (5 years back for a clinic,
 * 10 for a company, to 30 days ahead).
 *
 * @example historicoWindow('credenciada', undefined, '2024-05-31') // { start: '2019-05-31', end: '2024-06-30' }
 */
export function historicoWindow(leitor: HistoricoLeitor, filter: DayRange | undefined, today: string): { start: string; end: string } {
  const window = leitor === 'credenciada' ? dateWindows.historicoCredenciada : dateWindows.historicoEmpresa;
  const padrao = dateWindow(window, today);
  const start = filter?.start ?? padrao.start;
  const end = filter?.end ?? padrao.end;
  return start <= end ? { start, end } : { start: end, end: start };
}

/** The statuses where the FEMO may change (the condition of its save). */
export const statusesFemoEditavel: readonly number[] = [...statusLiberaveis];
