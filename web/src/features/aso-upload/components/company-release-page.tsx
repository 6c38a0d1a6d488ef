import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks, todayInSaoPaulo } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import type { PaginationState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useAsoLiberacoes } from '../api/get-aso-liberacoes';
import { activeLiberacaoFilters, defaultReleaseFilters, toLiberacaoApiFilter } from '../utils/liberacao-filters';
import type { LiberacaoFilters } from '../utils/liberacao-filters';
import { ConsultaStatusBadge } from './consulta-status-badge';
import { LiberacaoFiltersForm } from './liberacao-filters-form';

const col = dataTableColumns<AsoConsultaRow>();
const noRows: AsoConsultaRow[] = [];

const columns = col.columns([
  col.accessor('id_con', { header: 'Consulta', cell: ({ getValue }) => <Text as="span" fontWeight="bold">{getValue()}</Text> }),
  col.accessor((row) => row.funcionario.nome, {
    id: 'funcionario',
    header: 'Funcionário',
    cell: ({ row }) => (
      <Flex direction="column" gap="0">
        <Text as="span">{row.original.funcionario.nome}</Text>
        <Text as="span" fontSize="small" color="font.tertiary">
          {applyMask(masks.cpf, row.original.funcionario.cpf)}
        </Text>
      </Flex>
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
  const today = todayInSaoPaulo();
  // The API answers status 66 only whatever is sent: the status filter is not the company's to change.
  const defaults = useMemo(() => defaultReleaseFilters(today), [today]);
  const [filters, setFilters] = useState<LiberacaoFilters>(defaults);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const list = useAsoLiberacoes(tenant, {
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    filter: toLiberacaoApiFilter(filters),
  });
  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="company-release-page">
      <DataTable<AsoConsultaRow>
        testId="release-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => String(row.id_con)}
        rowTestId={(row) => `liberacao-${row.id_con}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhum ASO liberado encontrado"
        filters={
          <LiberacaoFiltersForm
            key={JSON.stringify(filters)}
            company
            value={filters}
            defaults={defaults}
            onApply={(next) => {
              setFilters(next);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            }}
          />
        }
        activeFilters={activeLiberacaoFilters(filters, defaults)}
      />
    </Flex>
  );
}
