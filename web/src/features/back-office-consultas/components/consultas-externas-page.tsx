import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { BackOfficeConsultaRow } from '@ocupacional/shared';
import { useCallback, useMemo, useState } from 'react';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { RowActions } from '../../../ui/data-table/row-actions';
import { serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { consultaColumns } from '../../consultas-externas/components/consulta-columns';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { toneOfColour } from '../../consultas-externas/utils/list-filters';
import { useBackOfficeConsultas } from '../api/get-consultas-externas';
import { useGerarFlow, type GerarSubject } from '../hooks/use-gerar-consulta';
import { activeFilterCount, defaultFilters, readFilters, toApiFilter, writeFilters, type BackOfficeFilters } from '../utils/list-filters';
import { AlterarPcmsoModal, type AlterarSubject } from './alterar-pcmso-modal';
import { BackOfficeFiltersForm } from './back-office-filters';
import { DetalheModal } from './detalhe-modal';

const col = dataTableColumns<BackOfficeConsultaRow>();
const consultaCol = consultaColumns<BackOfficeConsultaRow>();

interface RowActions {
  openDetail: (id: string) => void;
  gerar: (row: BackOfficeConsultaRow) => void;
  pending: boolean;
}

function columnsFor({ openDetail, gerar, pending }: RowActions) {
  return col.columns([
    consultaCol.numero,
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => row.credenciada.nome, { id: 'credenciada', header: 'Credenciada' }),
    consultaCol.funcionario,
    consultaCol.funcao,
    consultaCol.agendamento,
    // The status with the outdated-PCMSO tag of a consultation not generated yet.
    col.accessor((row) => row.tipo_status.descricao, {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <StatusBadge status={row.original.tipo_status} />
          {row.original.pcmso_desatualizado && row.original.id_con === null ? (
            <Text as="span" fontSize="xs" color="font.warning" data-testid="pcmso-desatualizado-tag">
              PCMSO desatualizado
            </Text>
          ) : null}
        </Flex>
      ),
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <RowActions>
          <Button size="small" onClick={() => openDetail(row.original.id)} data-testid="open-detalhe">
            Detalhes
          </Button>
          {row.original.pode_gerar ? (
            <Button
              size="small"
              variation={row.original.id_con ? undefined : 'primary'}
              isDisabled={pending}
              onClick={() => gerar(row.original)}
              data-testid={row.original.id_con ? 'open-consulta' : 'gerar-consulta'}
            >
              {row.original.id_con ? 'Abrir consulta' : 'Gerar consulta'}
            </Button>
          ) : null}
        </RowActions>
      ),
    }),
  ]);
}

/**
 * The back office's company consultations (consultas/externas, spec 1 §2 "Back office: company consultations",
 * §4, §9): every company's external consultations with the company list's columns and filters, opening on the
 * default provider scheduled 10 days before to 30 days ahead; the detail modal; 'Gerar consulta' (permission 559,
 * default provider) — confirmation naming the employee, then the consultation's actions screen; with an outdated
 * PCMSO the change-revision modal opens instead — and 'Alterar PCMSO'.
 */
export function WebConsultasExternasPage() {
  const today = todayInSaoPaulo();
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.editarConsultaExterna);
  const list = useListState();
  const address = useAddressFilters(
    (text) => readFilters(text, today),
    (next: BackOfficeFilters) => writeFilters(next, today),
    list.toFirstPage,
  );
  const filters = address.filters;
  const consultas = useBackOfficeConsultas({ ...list.query, filter: toApiFilter(filters) });
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const [alterarOf, setAlterarOf] = useState<AlterarSubject | null>(null);
  const rows = consultas.data?.data;
  const openAlterar = useCallback(
    (subject: GerarSubject) => {
      const found = rows?.find((row) => row.id === subject.id);
      if (found) setAlterarOf(found);
      else if (isAlterarSubject(subject)) setAlterarOf(subject);
    },
    [rows],
  );
  const gerar = useGerarFlow(openAlterar);
  const { run, pending } = gerar;
  const columns = useMemo(() => columnsFor({ openDetail: setDetailOf, gerar: (row) => void run(row), pending }), [run, pending]);

  return (
    <Flex direction="column" gap="medium" data-testid="back-office-consultas-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, empresa, credenciada ou número da consulta" testId="back-office-search" />
      <DataTable<BackOfficeConsultaRow>
        testId="back-office-consultas-table"
        columns={columns}
        {...serverListProps(consultas, list)}
        rowTestId={(row) => `consulta-${row.id}`}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <BackOfficeFiltersForm key={address.formKey} value={filters} defaults={defaultFilters(today)} onApply={address.apply} />
        }
        activeFilters={activeFilterCount(filters, today)}
      />
      <DetalheModal
        id={detailOf}
        onClose={() => setDetailOf(null)}
        mayEdit={mayEdit}
        onGerar={(detail) => {
          setDetailOf(null);
          void gerar.run(detail);
        }}
        onAlterar={(detail) => {
          setDetailOf(null);
          setAlterarOf(detail);
        }}
      />
      <AlterarPcmsoModal subject={alterarOf} onClose={() => setAlterarOf(null)} />
    </Flex>
  );
}

function isAlterarSubject(subject: GerarSubject): subject is GerarSubject & AlterarSubject {
  return 'empresa' in subject && 'credenciada' in subject;
}
