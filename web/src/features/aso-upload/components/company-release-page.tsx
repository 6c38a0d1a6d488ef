import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date-time';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { useLiberacaoList } from '../hooks/use-liberacao-list';
import { defaultReleaseFilters } from '../utils/liberacao-filters';
import { ConsultaStatusBadge } from './consulta-status-badge';
import { LiberacaoFiltersForm } from './liberacao-filters-form';

const col = dataTableColumns<AsoConsultaRow>();

const columns = col.columns([
  col.accessor('id_con', { header: 'Consulta', cell: ({ getValue }) => <Text as="span" fontWeight="bold">{getValue()}</Text> }),
  col.accessor((row) => row.funcionario.nome, {
    id: 'funcionario',
    header: 'Funcionário',
    cell: ({ row }) => (
      <TwoLineCell main={row.original.funcionario.nome} detail={applyMask(masks.cpf, row.original.funcionario.cpf)} />
    ),
  }),
  col.accessor('funcao', { header: 'Função' }),
  col.accessor((row) => row.tipo_aso.descricao, { id: 'tipo_aso', header: 'Tipo de ASO' }),
  col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => formatBrDate(getValue().slice(0, 10)) }),
  col.accessor('liberada_em', { header: 'Liberada em', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() ?? '') : '-') }),
  col.display({ id: 'status', header: 'Status', cell: ({ row }) => <ConsultaStatusBadge status={row.original.tipo_status} /> }),
  col.display({
    id: 'acoes',
    header: 'Ações',
    cell: ({ row }) =>
      row.original.aso ? (
        // The generated ASO in a new tab, with the session cookie (spec 2 §2, §7).
        <Button as="a" size="small" variation="primary" href={row.original.aso.url} target="_blank" rel="noopener" data-testid="print-aso">
          Imprimir ASO
        </Button>
      ) : null,
  }),
]);

/**
 * The company's ASO release list (spec 2 §2): its consultations released apt (66), created 60 days back to 1 day
 * ahead by default, filtered by creation date and ASO type, each with the button that prints the generated ASO.
 */
export function CompanyReleasePage() {
  const { tenant } = useParams();
  // The API answers status 66 only whatever is sent: the status filter is not the company's to change.
  const releases = useLiberacaoList(tenant, defaultReleaseFilters);
  return (
    <Flex direction="column" gap="medium" data-testid="company-release-page">
      <DataTable<AsoConsultaRow>
        testId="release-table"
        columns={columns}
        {...releases.tableProps}
        rowTestId={(row) => `liberacao-${row.id_con}`}
        emptyMessage="Nenhum ASO liberado encontrado"
        filters={
          <LiberacaoFiltersForm
            key={releases.filtersKey}
            company
            value={releases.filters}
            defaults={releases.defaults}
            onApply={releases.applyFilters}
          />
        }
      />
    </Flex>
  );
}
