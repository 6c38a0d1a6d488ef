import { Flex, Text } from '@aws-amplify/ui-react';
import { formatBrDate, todayInSaoPaulo } from '@ocupacional/shared';
import type { ParceiroExameRow } from '@ocupacional/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { tenantPaths, tenantUrl } from '../../../lib/paths';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { FuncionarioCell } from '../../../ui/data-table/funcionario-cell';
import { OpenRowButton } from '../../../ui/data-table/row-actions';
import { serverListProps } from '../../../ui/data-table/server-page';
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
      cell: ({ row }) => <FuncionarioCell funcionario={row.original.funcionario} />,
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
      cell: ({ row }) => <OpenRowButton to={tenantUrl(tenant, tenantPaths.consultaEditar, { consulta: row.original.id })} testId="open-exame" />,
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
  const list = useListState();
  const address = useAddressFilters(
    (text) => readExameFilters(text, today),
    (next: ExameFilters) => writeExameFilters(next, today),
    list.toFirstPage,
  );
  const filters = address.filters;
  const exames = useParceiroExames(tenant, { ...list.query, filter: toApiFilter(filters) });
  const columns = useMemo(() => columnsFor(tenant), [tenant]);

  return (
    <Flex direction="column" gap="medium" data-testid="parceiro-exames-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF ou número da consulta" testId="parceiro-exames-search" />
      <DataTable<ParceiroExameRow>
        testId="parceiro-exames-table"
        columns={columns}
        {...serverListProps(exames, list)}
        rowTestId={(row) => `exame-${row.id}`}
        rowTone={(row) => (row.situacao === 'cancelada' ? 'error' : row.situacao === 'realizado' ? 'success' : undefined)}
        emptyMessage="Nenhum exame encontrado"
        filters={
          <ExameFiltersForm key={address.formKey} value={filters} defaults={defaultExameFilters(today)} onApply={address.apply} />
        }
        activeFilters={activeExameFilterCount(filters, today)}
      />
    </Flex>
  );
}
