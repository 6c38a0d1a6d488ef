import { consultaStatusGroups } from '@ocupacional/shared';

/*
 * The consultation actions screen of the company and the back office (spec 1 §2 "Consultation actions screen"):
 * tabs Imprimir ASO, Imprimir Ficha Clínica, Liberar ASO, Cancelar Consulta. 'Cancelar Consulta' exists only when
 * the status is none of 66, 57, 58; at 57 or 58 no change can be made: no tab, only the Back button.
 */

export type AcoesTab = 'aso' | 'ficha' | 'liberar' | 'cancelar';

export const acoesTabLabels: Readonly<Record<AcoesTab, string>> = {
  aso: 'Imprimir ASO',
  ficha: 'Imprimir Ficha Clínica',
  liberar: 'Liberar ASO',
  cancelar: 'Cancelar Consulta',
};

const encerradas: readonly number[] = consultaStatusGroups.encerradas;
const semCancelamento: readonly number[] = consultaStatusGroups.semCancelamento;

/** The tabs a status shows, in order; none for a closed consultation (57, 58). */
export function acoesTabs(status: number): AcoesTab[] {
  if (encerradas.includes(status)) return [];
  const tabs: AcoesTab[] = ['aso', 'ficha', 'liberar'];
  if (!semCancelamento.includes(status)) tabs.push('cancelar');
  return tabs;
}
