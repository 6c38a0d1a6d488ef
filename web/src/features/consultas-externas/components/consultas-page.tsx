import { Button, Flex, SearchField, Text } from '@aws-amplify/ui-react';
import { applyMask, defaultPageSize, masks, permissions, recordsDeletedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import type { ConsultaExternaRow } from '@ocupacional/shared';
import type { PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useNotify } from '../../../ui/notifications';
import { useConsultasExternas } from '../api/get-consultas-externas';
import { useDeleteConsultasExternas } from '../api/delete-consultas-externas';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, toneOfColour, writeFilters } from '../utils/list-filters';
import { consultaNumero } from '../utils/print-panels';
import { scheduleText } from '../utils/schedule-text';
import { ConsultaFiltersForm } from './consulta-filters';
import { LoteModal } from './lote-modal';
import { PrintModal } from './print-modal';
import { StatusBadge } from './status-badge';

const col = dataTableColumns<ConsultaExternaRow>();
const noRows: ConsultaExternaRow[] = [];

function columnsFor(tenant: string | undefined, openGuide: (id: string) => void) {
  return col.columns([
    col.accessor((row) => consultaNumero(row), {
      id: 'consulta',
      header: 'Consulta',
      cell: ({ row }) => (
        <Text as="span" fontWeight={row.original.id_con ? 'bold' : 'normal'} title={row.original.id}>
          {consultaNumero(row.original)}
        </Text>
      ),
    }),
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
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
    col.accessor((row) => row.funcao.nome, {
      id: 'funcao',
      header: 'Função',
      // The function with the ASO type (spec 1 §2).
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.funcao.nome}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {row.original.tipo_aso.descricao}
          </Text>
        </Flex>
      ),
    }),
    col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => scheduleText(getValue()) }),
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
          {row.original.pode_editar ? (
            <Button as={Link} size="small" to={tenantUrl(tenant, empresaPaths.consultaEditar, { consulta: row.original.id })} data-testid="edit-consulta">
              Abrir
            </Button>
          ) : (
            // Editing is off for a deleted consultation (spec 1 §2, §4).
            <Button size="small" isDisabled title="Consulta excluída">
              Abrir
            </Button>
          )}
          {row.original.mostra_guia ? (
            <Button size="small" onClick={() => openGuide(row.original.id)} data-testid="open-guide">
              Guia / ASO
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The company's external consultations (spec 1 §2), the home of the company area: the columns of the spec, the
 * filters with the active-filter badge on the default window, row colours, the guide button, deletion when
 * allowed, and the batch modal. Rows waiting for the batch (194) are looked at again every few seconds.
 */
export function ConsultasPage() {
  const { tenant } = useParams();
  const session = useSession(tenant);
  const notify = useNotify();
  const confirmations = useConfirmations();
  const today = todayInSaoPaulo();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params.get('filtro'), today);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [guideOf, setGuideOf] = useState<string | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const list = useConsultasExternas(tenant, {
    search,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    filter: toApiFilter(filters),
  });
  const remove = useDeleteConsultasExternas(tenant);
  const columns = useMemo(() => columnsFor(tenant, setGuideOf), [tenant]);
  const usuario = session.data?.usuario;
  const mayCreate = can(usuario, permissions.editarConsultaExterna);
  const mayDelete = can(usuario, permissions.deletarConsultaExterna);
  const chosen = Object.keys(selection).filter((id) => selection[id]);

  function applyFilters(next: typeof filters) {
    const written = writeFilters(next, today);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (written) updated.set('filtro', written);
      else updated.delete('filtro');
      return updated;
    });
    setSelection({});
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  async function deleteChosen() {
    if (!(await confirmations.deleteRecords(chosen.length))) return;
    await remove.mutateAsync(chosen).then(
      () => {
        setSelection({});
        notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
      },
      () => undefined, // the HTTP client has shown the answer
    );
  }

  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="consultas-page">
      <SearchField
        label="Pesquisar"
        placeholder="Funcionário, CPF, credenciada ou número da consulta"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        maxWidth="32rem"
        data-testid="consultas-search"
      />
      <DataTable<ConsultaExternaRow>
        testId="consultas-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `consulta-${row.id}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          setSelection({});
          setPagination(typeof updater === 'function' ? updater(pagination) : updater);
        }}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        selectable={mayDelete ? (row) => row.pode_deletar : undefined}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <ConsultaFiltersForm
            key={params.get('filtro') ?? 'padrao'}
            value={filters}
            defaults={defaultFilters(today)}
            onApply={applyFilters}
          />
        }
        activeFilters={activeFilterCount(filters, today)}
        toolbar={
          <>
            {chosen.length ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteChosen()} isLoading={remove.isPending}>
                Excluir ({chosen.length})
              </Button>
            ) : null}
            {mayCreate ? (
              <>
                <Button size="small" onClick={() => setBatchOpen(true)} data-testid="open-batch">
                  Consulta em Lote
                </Button>
                <Button as={Link} size="small" variation="primary" to={tenantUrl(tenant, empresaPaths.consultaNova)} data-testid="new-consulta">
                  Nova Consulta
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <ColourLegend />
      <PrintModal id={guideOf} onClose={() => setGuideOf(null)} />
      <LoteModal open={batchOpen} onClose={() => setBatchOpen(false)} />
    </Flex>
  );
}

/** What the row colours mean (spec 1 §2). */
function ColourLegend() {
  const items = [
    ['success', 'Gerada ou agendada para hoje'],
    ['warning', 'Agendamento passado'],
    ['info', 'Agendamento futuro'],
    ['error', 'Excluída'],
  ] as const;
  return (
    <Flex gap="medium" wrap="wrap" fontSize="small" data-testid="colour-legend">
      {items.map(([tone, label]) => (
        <Flex key={tone} gap="xs" alignItems="center">
          <span className={`oc-legend-swatch oc-legend-swatch--${tone}`} aria-hidden />
          <Text as="span" fontSize="small">
            {label}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
