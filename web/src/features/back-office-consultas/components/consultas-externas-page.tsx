import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, masks, permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { BackOfficeConsultaRow } from '@ocupacional/shared';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { toneOfColour } from '../../consultas-externas/utils/list-filters';
import { consultaNumero } from '../../consultas-externas/utils/print-panels';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useBackOfficeConsultas } from '../api/get-consultas-externas';
import { useGerarFlow, type GerarSubject } from '../hooks/use-gerar-consulta';
import { activeFilterCount, defaultFilters, toApiFilter, type BackOfficeFilters } from '../utils/list-filters';
import { AlterarPcmsoModal, type AlterarSubject } from './alterar-pcmso-modal';
import { BackOfficeFiltersForm } from './back-office-filters';
import { DetalheModal } from './detalhe-modal';

const col = dataTableColumns<BackOfficeConsultaRow>();

interface RowActions {
  openDetail: (id: string) => void;
  gerar: (row: BackOfficeConsultaRow) => void;
  pending: boolean;
}

function columnsFor({ openDetail, gerar, pending }: RowActions) {
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
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
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
      cell: ({ row }) => <TwoLineCell main={row.original.funcao.nome} detail={row.original.tipo_aso.descricao} />,
    }),
    col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => scheduleText(getValue()) }),
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
        <Flex gap="xs" wrap="nowrap">
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
        </Flex>
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
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params.get('filtro'), today);
  const list = useListState();
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

  function applyFilters(next: BackOfficeFilters) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (activeFilterCount(next, today) === 0) updated.delete('filtro');
      else updated.set('filtro', JSON.stringify(next));
      return updated;
    });
    list.toFirstPage();
  }

  return (
    <Flex direction="column" gap="medium" data-testid="back-office-consultas-page">
      <ListSearchField {...list.searchField} placeholder="Funcionário, CPF, empresa, credenciada ou número da consulta" testId="back-office-search" />
      <DataTable<BackOfficeConsultaRow>
        testId="back-office-consultas-table"
        columns={columns}
        {...serverPageProps(consultas)}
        getRowId={(row) => row.id}
        rowTestId={(row) => `consulta-${row.id}`}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowTone={(row) => toneOfColour[row.cor]}
        isDeleted={(row) => row.deleted_at !== null}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <BackOfficeFiltersForm
            key={params.get('filtro') ?? 'padrao'}
            value={filters}
            defaults={defaultFilters(today)}
            onApply={applyFilters}
          />
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

/** Filters kept in the address (?filtro=…); anything unreadable falls back to the default. */
function readFilters(text: string | null, today: string): BackOfficeFilters {
  const defaults = defaultFilters(today);
  if (!text) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(text) as Partial<BackOfficeFilters>) };
  } catch {
    return defaults;
  }
}
