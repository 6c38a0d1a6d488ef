import type { AsoConsultaRow } from '@ocupacional/shared';
import type { RowTone } from '../../../ui/data-table/row-tone';

/*
 * How a row of the ASO list reads (spec 2 §2; docs/decisions.md): green once its ASO file has pages, orange while
 * a consultation waiting for its ASO (68) or release (69) has none, no colour otherwise.
 */

export function asoRowTone(row: Pick<AsoConsultaRow, 'arquivo_aso' | 'tipo_status'>): RowTone | undefined {
  if (row.arquivo_aso && row.arquivo_aso.pages > 0) return 'success';
  if (row.tipo_status.id === 68 || row.tipo_status.id === 69) return 'warning';
  return undefined;
}

/** The documents a row has, as short labels: 'ASO (2 pág.)', 'Prontuário (5 pág.)'. */
export function documentLabels(row: Pick<AsoConsultaRow, 'arquivo_aso' | 'arquivo_prontuario'>): string[] {
  const labels: string[] = [];
  if (row.arquivo_aso?.pages) labels.push(`ASO (${row.arquivo_aso.pages} pág.)`);
  if (row.arquivo_prontuario?.pages) labels.push(`Prontuário (${row.arquivo_prontuario.pages} pág.)`);
  return labels;
}
