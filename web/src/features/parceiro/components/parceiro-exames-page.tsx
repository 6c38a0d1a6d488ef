import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks, todayInSaoPaulo } from '@ocupacional/shared';
import type { ParceiroExameRow } from '@ocupacional/shared';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { tenantPaths, tenantUrl } from '../../../lib/paths';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { useParceiroExames } from '../api/get-parceiro-exames';
import {
  activeExameFilterCount,
  defaultExameFilters,
  readExameFilters,
  toApiFilter,
  writeExameFilters,
  type ExameFilters,
} from '../utils/exame-filters';
import { ExameFiltersForm } from './exame-filters-form';
import { SituacaoBadge } from './situacao-badge';

const col = dataTableColumns<ParceiroExameRow>();

function columnsFor(tenant: string | undefined) {
  return col.columns([
    col.accessor('id_con', {
      header: 'Consulta',
      cell: ({ getValue }) => (
        <Text as="span" fontWeight="bold">
          {getValue()}
        </Text>
      ),
    }),
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => row.funcionario.nome, {
      id: 'funcionario',
      header: 'Funcionário',
      cell: ({ row }) => (
        <TwoLineCell
          main={row.original.funcionario.nome}
          detail={row.original.funcionario.cpf ? applyMask(masks.cpf, row.original.funcionario.cpf) : undefined}
        />
      ),
    }),
    col.accessor((row) => row.exame.nome, { id: 'exame', header: 'Exame' }),
    col.accessor('data', { header: 'Data', cell: ({ getValue }) => formatBrDate(getValue()) }),
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
    col.accessor('situacao', {
      header: 'Situação',
      cell: ({ row }) => <SituacaoBadge situacao={row.original.situacao} />,
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Button
          as={Link}
          size="small"
          to={tenantUrl(tenant, tenantPaths.consultaEditar, { consulta: row.original.id })}
          data-testid="open-exame"
        >
          Abrir
        </Button>
      ),
    }),
  ]);
}

/**
 * The partner's home (consultas): the exams assigned to it by exam day, 30 days back to 30 ahead by default, with
 * the situation and day filters, the search (employee, CPF, consultation number), server pages and a row action that
 * opens the exam to send its result.
 */
export function ParceiroExamesPage() {
  const { tenant } = useParams();
  const today = todayInSaoPaulo();
  const [params, setParams] = useSearchParams();
  const filters = readExameFilters(params.get('filtro'), today);
  const list = useListState();
  const exames = useParceiroExames(tenant, { ...list.query, filter: toApiFilter(filters) });
  const columns = useMemo(() => columnsFor(tenant), [tenant]);

  function applyFilters(next: ExameFilters) {
    const written = writeExameFilters(next, today);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (written) updated.set('filtro', written);
      else updated.delete('filtro');
      return updated;
    });
    list.toFirstPage();
  }

  return (
    <Flex direction="column" gap="medium" data-testid="parceiro-exames-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF ou número da consulta" testId="parceiro-exames-search" />
      <DataTable<ParceiroExameRow>
        testId="parceiro-exames-table"
        columns={columns}
        {...serverPageProps(exames)}
        getRowId={(row) => row.id}
        rowTestId={(row) => `exame-${row.id}`}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowTone={(row) => (row.situacao === 'cancelada' ? 'error' : row.situacao === 'realizado' ? 'success' : undefined)}
        emptyMessage="Nenhum exame encontrado"
        filters={
          <ExameFiltersForm
            key={params.get('filtro') ?? 'padrao'}
            value={filters}
            defaults={defaultExameFilters(today)}
            onApply={applyFilters}
          />
        }
        activeFilters={activeExameFilterCount(filters, today)}
      />
    </Flex>
  );
}
