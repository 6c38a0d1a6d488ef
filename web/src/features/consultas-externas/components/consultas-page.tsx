import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { ConsultaExternaRow } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { RowActions, OpenRowButton } from '../../../ui/data-table/row-actions';
import { serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useConsultasExternas } from '../api/get-consultas-externas';
import { useDeleteConsultasExternas } from '../api/delete-consultas-externas';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, toneOfColour, writeFilters } from '../utils/list-filters';
import type { ConsultaFilters } from '../utils/list-filters';
import { consultaColumns } from './consulta-columns';
import { ConsultaFiltersForm } from './consulta-filters';
import { LoteModal } from './lote-modal';
import { PrintModal } from './print-modal';

const col = dataTableColumns<ConsultaExternaRow>();
const consultaCol = consultaColumns<ConsultaExternaRow>();

function columnsFor(tenant: string | undefined, openGuide: (id: string) => void) {
  return col.columns([
    consultaCol.numero,
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
    consultaCol.funcionario,
    consultaCol.funcao,
    consultaCol.agendamento,
    consultaCol.status,
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <RowActions>
          <OpenRowButton
            to={tenantUrl(tenant, empresaPaths.consultaEditar, { consulta: row.original.id })}
            testId="edit-consulta"
            // Editing is off for a deleted consultation (spec 1 §2, §4).
            blockedReason={row.original.pode_editar ? undefined : 'Consulta excluída'}
          />
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
        </RowActions>
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
  const list = useListState();
  const selected = useDeleteSelected(useDeleteConsultasExternas(tenant));
  const address = useAddressFilters(
    (text) => readFilters(text, today),
    (next: ConsultaFilters) => writeFilters(next, today),
    () => {
      selected.setSelection({});
      list.toFirstPage();
    },
  );
  const filters = address.filters;
  const [guideOf, setGuideOf] = useState<string | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const consultas = useConsultasExternas(tenant, { ...list.query, filter: toApiFilter(filters) });
  const columns = useMemo(() => columnsFor(tenant, setGuideOf), [tenant]);
  const usuario = session.data?.usuario;
  const mayCreate = can(usuario, permissions.editarConsultaExterna);
  const mayDelete = can(usuario, permissions.deletarConsultaExterna);
  const page = serverListProps(consultas, list);

  return (
    <Flex direction="column" gap="medium" data-testid="consultas-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, credenciada ou número da consulta" testId="consultas-search" />
      <DataTable<ConsultaExternaRow>
        testId="consultas-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `consulta-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        selectable={mayDelete ? (row) => row.pode_deletar : undefined}
        {...selected.tableProps}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <ConsultaFiltersForm key={address.formKey} value={filters} defaults={defaultFilters(today)} onApply={address.apply} />
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
