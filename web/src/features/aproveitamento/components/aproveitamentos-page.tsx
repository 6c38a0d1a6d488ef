import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, masks, permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { AproveitamentoRow } from '@ocupacional/shared';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { ConsultaFiltersForm } from '../../consultas-externas/components/consulta-filters';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, toneOfColour, writeFilters } from '../../consultas-externas/utils/list-filters';
import { consultaNumero } from '../../consultas-externas/utils/print-panels';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useAproveitamentos } from '../api/get-aproveitamentos';

const col = dataTableColumns<AproveitamentoRow>();

function columnsFor(tenant: string | undefined) {
  return col.columns([
    col.accessor((row) => consultaNumero(row), { id: 'consulta', header: 'Consulta' }),
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
    col.accessor((row) => row.funcionario.nome, {
      id: 'funcionario',
      header: 'Funcionário',
      cell: ({ row }) => <TwoLineCell main={row.original.funcionario.nome} detail={applyMask(masks.cpf, row.original.funcionario.cpf)} />,
    }),
    col.accessor((row) => row.funcao.nome, {
      id: 'funcao',
      header: 'Função',
      cell: ({ row }) => <TwoLineCell main={row.original.funcao.nome} detail={row.original.tipo_aso.descricao} />,
    }),
    col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => scheduleText(getValue()) }),
    col.accessor((row) => row.reaproveitados + row.demonstrativos, {
      id: 'aproveitados',
      header: 'Aproveitados',
      cell: ({ row }) => (
        <TwoLineCell
          main={`${row.original.reaproveitados} reaproveitado(s)`}
          detail={`${row.original.demonstrativos} demonstrativo(s)`}
        />
      ),
    }),
    col.accessor((row) => row.tipo_status.descricao, {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge status={row.original.tipo_status} />,
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          {row.original.deleted_at ? (
            <Button size="small" isDisabled title="Consulta excluída">
              Abrir
            </Button>
          ) : (
            <Button
              as={Link}
              size="small"
              to={tenantUrl(tenant, empresaPaths.aproveitamentoEditar, { consulta: row.original.id })}
              data-testid="edit-aproveitamento"
            >
              Abrir
            </Button>
          )}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The company's consultations that reuse (reaproveitado) or show (demonstrativo) exams from another one (spec 1 §2
 * consulta/aproveitamento), with the consultation list's filters and default window, and 'Novo Aproveitamento'.
 */
export function AproveitamentosPage() {
  const { tenant } = useParams();
  const session = useSession(tenant);
  const today = todayInSaoPaulo();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params.get('filtro'), today);
  const list = useListState();
  const rows = useAproveitamentos(tenant, { ...list.query, filter: toApiFilter(filters) });
  const columns = useMemo(() => columnsFor(tenant), [tenant]);
  const mayCreate = can(session.data?.usuario, permissions.editarConsultaExterna);

  function applyFilters(next: typeof filters) {
    const written = writeFilters(next, today);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (written) updated.set('filtro', written);
      else updated.delete('filtro');
      return updated;
    });
    list.toFirstPage();
  }

  return (
    <Flex direction="column" gap="medium" data-testid="aproveitamentos-page">
      <Text color="font.tertiary" fontSize="small">
        Consultas que reaproveitam exames ainda válidos de outra consulta ou os mostram como demonstrativos.
      </Text>
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, credenciada ou número da consulta" testId="aproveitamentos-search" />
      <DataTable<AproveitamentoRow>
        testId="aproveitamentos-table"
        columns={columns}
        {...serverPageProps(rows)}
        getRowId={(row) => row.id}
        rowTestId={(row) => `aproveitamento-${row.id}`}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        emptyMessage="Nenhum aproveitamento encontrado"
        filters={
          <ConsultaFiltersForm key={params.get('filtro') ?? 'padrao'} value={filters} defaults={defaultFilters(today)} onApply={applyFilters} />
        }
        activeFilters={activeFilterCount(filters, today)}
        toolbar={
          mayCreate ? (
            <Button as={Link} size="small" variation="primary" to={tenantUrl(tenant, empresaPaths.aproveitamentoNovo)} data-testid="new-aproveitamento">
              Novo Aproveitamento
            </Button>
          ) : null
        }
      />
    </Flex>
  );
}
