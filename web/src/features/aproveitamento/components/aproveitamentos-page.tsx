import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { AproveitamentoRow } from '@ocupacional/shared';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { OpenRowButton, RowActions } from '../../../ui/data-table/row-actions';
import { serverListProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { consultaColumns } from '../../consultas-externas/components/consulta-columns';
import { ConsultaFiltersForm } from '../../consultas-externas/components/consulta-filters';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, toneOfColour, writeFilters } from '../../consultas-externas/utils/list-filters';
import type { ConsultaFilters } from '../../consultas-externas/utils/list-filters';
import { consultaNumero } from '../../consultas-externas/utils/print-panels';
import { useAproveitamentos } from '../api/get-aproveitamentos';

const col = dataTableColumns<AproveitamentoRow>();
const consultaCol = consultaColumns<AproveitamentoRow>();

function columnsFor(tenant: string | undefined) {
  return col.columns([
    col.accessor((row) => consultaNumero(row), { id: 'consulta', header: 'Consulta' }),
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
    consultaCol.funcionario,
    consultaCol.funcao,
    consultaCol.agendamento,
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
    consultaCol.status,
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <RowActions>
          <OpenRowButton
            to={tenantUrl(tenant, empresaPaths.aproveitamentoEditar, { consulta: row.original.id })}
            testId="edit-aproveitamento"
            blockedReason={row.original.deleted_at ? 'Consulta excluída' : undefined}
          />
        </RowActions>
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
  const list = useListState();
  const address = useAddressFilters(
    (text) => readFilters(text, today),
    (next: ConsultaFilters) => writeFilters(next, today),
    list.toFirstPage,
  );
  const filters = address.filters;
  const rows = useAproveitamentos(tenant, { ...list.query, filter: toApiFilter(filters) });
  const columns = useMemo(() => columnsFor(tenant), [tenant]);
  const mayCreate = can(session.data?.usuario, permissions.editarConsultaExterna);

  return (
    <Flex direction="column" gap="medium" data-testid="aproveitamentos-page">
      <Text color="font.tertiary" fontSize="small">
        Consultas que reaproveitam exames ainda válidos de outra consulta ou os mostram como demonstrativos.
      </Text>
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, credenciada ou número da consulta" testId="aproveitamentos-search" />
      <DataTable<AproveitamentoRow>
        testId="aproveitamentos-table"
        columns={columns}
        {...serverListProps(rows, list)}
        rowTestId={(row) => `aproveitamento-${row.id}`}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        emptyMessage="Nenhum aproveitamento encontrado"
        filters={
          <ConsultaFiltersForm key={address.formKey} value={filters} defaults={defaultFilters(today)} onApply={address.apply} />
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
