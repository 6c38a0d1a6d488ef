import { CheckboxField, Flex, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import type { AsoConsultaRow } from '@ocupacional/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatDay, hasAsoDocument, preselectedPages } from '../utils/aso-email-values';

/** The consultations chosen and, per consultation id, the 1-based pages of its ASO document to attach. */
export interface ConsultasChoice {
  chosen: number[];
  pages: Record<string, number[]>;
}

export const emptyChoice: ConsultasChoice = { chosen: [], pages: {} };

/** The choice a list starts with: `ids` chosen, each with its pages not sent yet (or all, when all were sent). */
export function initialChoice(rows: readonly AsoConsultaRow[], ids: readonly number[]): ConsultasChoice {
  const pages: Record<string, number[]> = {};
  const chosen: number[] = [];
  for (const row of rows) {
    if (!ids.includes(row.id_con) || !hasAsoDocument(row)) continue;
    chosen.push(row.id_con);
    pages[String(row.id_con)] = preselectedPages(row.arquivo_aso);
  }
  return { chosen, pages };
}

export interface ConsultasPickerProps {
  rows: readonly AsoConsultaRow[];
  value: ConsultasChoice;
  onChange: (next: ConsultasChoice) => void;
  /** 'Selecionar Todas as Consultas' is ticked, or no company is chosen yet. */
  disabled?: boolean;
  /** Opened from a consultation: it stays chosen (its pages can still be picked). */
  locked?: boolean;
  emptyMessage?: string;
}

/**
 * The consultations of a company with their ASO pages (spec 2 §3 "Consultation row in upload context", §5): a
 * consultation can be chosen only when it has an ASO document (type 82); choosing it preselects the pages not
 * e-mailed yet (`select_pages`), which the operator may change page by page.
 */
export function ConsultasPicker({ rows, value, onChange, disabled, locked, emptyMessage }: ConsultasPickerProps) {
  const toggle = (row: AsoConsultaRow, checked: boolean) => {
    const key = String(row.id_con);
    const pages = { ...value.pages };
    if (checked) pages[key] = preselectedPages(row.arquivo_aso);
    else delete pages[key];
    const chosen = checked ? [...value.chosen, row.id_con] : value.chosen.filter((id) => id !== row.id_con);
    onChange({ chosen, pages });
  };
  const togglePage = (row: AsoConsultaRow, page: number, checked: boolean) => {
    const key = String(row.id_con);
    const current = value.pages[key] ?? [];
    const next = checked ? [...current, page].sort((a, b) => a - b) : current.filter((item) => item !== page);
    if (next.length === 0 && !locked) {
      // No page left: the consultation is no longer sent.
      toggle(row, false);
      return;
    }
    const chosen = value.chosen.includes(row.id_con) ? value.chosen : [...value.chosen, row.id_con];
    onChange({ chosen, pages: { ...value.pages, [key]: next } });
  };

  if (rows.length === 0) {
    return (
      <Text fontSize="small" color="font.tertiary">
        {emptyMessage ?? 'Nenhuma consulta com ASO anexado'}
      </Text>
    );
  }
  return (
    <div className="oc-data-table__scroll">
      <Table size="small" variation="striped" data-testid="consultas-picker">
        <TableHead>
          <TableRow>
            <TableCell as="th" width="2.5rem">
              <span className="amplify-visually-hidden">Selecionar</span>
            </TableCell>
            <TableCell as="th">Consulta</TableCell>
            <TableCell as="th">Funcionário</TableCell>
            <TableCell as="th">Tipo de ASO</TableCell>
            <TableCell as="th">Data</TableCell>
            <TableCell as="th">Páginas do ASO</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const enabled = hasAsoDocument(row);
            const checked = value.chosen.includes(row.id_con);
            const chosenPages = value.pages[String(row.id_con)] ?? [];
            return (
              <TableRow key={row.id_con} data-testid={`consulta-${row.id_con}`}>
                <TableCell>
                  <input
                    type="checkbox"
                    aria-label={`Selecionar a consulta ${row.codigo}`}
                    checked={checked}
                    disabled={disabled || locked || !enabled}
                    title={enabled ? undefined : 'Somente consultas com documento do tipo ASO podem ser enviadas'}
                    onChange={(event) => toggle(row, event.target.checked)}
                    data-testid="consulta-select"
                  />
                </TableCell>
                <TableCell>{row.codigo}</TableCell>
                <TableCell>{row.funcionario.nome}</TableCell>
                <TableCell>{row.tipo_aso.descricao}</TableCell>
                <TableCell>{formatDay(row.data_age || row.created_at)}</TableCell>
                <TableCell>
                  {row.arquivo_aso && row.arquivo_aso.pages > 0 ? (
                    <Flex gap="xs" wrap="wrap">
                      {Array.from({ length: row.arquivo_aso.pages }, (_, index) => index + 1).map((page) => {
                        const sentAt = row.arquivo_aso?.paginas[page - 1]?.send_email_at;
                        return (
                          <CheckboxField
                            key={page}
                            name={`pagina-${row.id_con}-${page}`}
                            label={`Pág. ${page}${sentAt ? ' (enviada)' : ''}`}
                            size="small"
                            value={String(page)}
                            checked={checked && chosenPages.includes(page)}
                            isDisabled={disabled || !enabled}
                            title={sentAt ? `Enviada em ${formatDateTime(sentAt)}` : undefined}
                            onChange={(event) => togglePage(row, page, event.target.checked)}
                          />
                        );
                      })}
                    </Flex>
                  ) : (
                    <Text fontSize="small" color="font.tertiary">
                      Sem ASO
                    </Text>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
