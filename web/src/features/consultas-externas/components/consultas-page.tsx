import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, masks, permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { ConsultaExternaRow } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
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
        <TwoLineCell main={row.original.funcionario.nome} detail={applyMask(masks.cpf, row.original.funcionario.cpf)} />
      ),
    }),
    col.accessor((row) => row.funcao.nome, {
      id: 'funcao',
      header: 'Função',
      // The function with the ASO type (spec 1 §2).
      cell: ({ row }) => (
        <TwoLineCell main={row.original.funcao.nome} detail={row.original.tipo_aso.descricao} />
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
          {row.original.id_con ? (
            // A generated consultation opens its actions screen (print ASO and clinical form, release, cancel).
            <Button
              as={Link}
              size="small"
              to={tenantUrl(tenant, empresaPaths.consultaAcoes, { consulta: row.original.id_con })}
              data-testid="open-consulta-acoes"
            >
              Consulta
            </Button>
          ) : null}
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
  const today = todayInSaoPaulo();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params.get('filtro'), today);
  const list = useListState();
  const [guideOf, setGuideOf] = useState<string | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const consultas = useConsultasExternas(tenant, { ...list.query, filter: toApiFilter(filters) });
  const selected = useDeleteSelected(useDeleteConsultasExternas(tenant));
  const columns = useMemo(() => columnsFor(tenant, setGuideOf), [tenant]);
  const usuario = session.data?.usuario;
  const mayCreate = can(usuario, permissions.editarConsultaExterna);
  const mayDelete = can(usuario, permissions.deletarConsultaExterna);

  function applyFilters(next: typeof filters) {
    const written = writeFilters(next, today);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (written) updated.set('filtro', written);
      else updated.delete('filtro');
      return updated;
    });
    selected.setSelection({});
    list.toFirstPage();
  }

  return (
    <Flex direction="column" gap="medium" data-testid="consultas-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, credenciada ou número da consulta" testId="consultas-search" />
      <DataTable<ConsultaExternaRow>
        testId="consultas-table"
        columns={columns}
        {...serverPageProps(consultas)}
        getRowId={(row) => row.id}
        rowTestId={(row) => `consulta-${row.id}`}
        pagination={list.pagination}
        onPaginationChange={selected.clearOnPageChange(list.setPagination)}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        selectable={mayDelete ? (row) => row.pode_deletar : undefined}
        {...selected.tableProps}
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
            <DeleteSelectedButton selected={selected} />
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
