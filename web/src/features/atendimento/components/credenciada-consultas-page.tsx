import { Button, Flex, Menu, MenuItem } from '@aws-amplify/ui-react';
import { consultaStatusGroups, generateConsultationConfirmation, todayInSaoPaulo } from '@ocupacional/shared';
import type { ConsultaCredenciadaRow } from '@ocupacional/shared';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { tenantPaths, tenantUrl } from '../../../lib/paths';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { OpenRowButton, RowActions } from '../../../ui/data-table/row-actions';
import { serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { consultaColumns } from '../../consultas-externas/components/consulta-columns';
import { useConsultasCredenciada } from '../api/get-consultas-credenciada';
import { useIniciarAtendimento } from '../api/iniciar-atendimento';
import { apiBaseOf, documentUrl } from '../utils/document-url';
import {
  activeFilterCount,
  defaultFilters,
  distinctOptions,
  readFilters,
  toApiFilter,
  writeFilters,
} from '../utils/list-filters';
import type { CredenciadaFilters } from '../utils/list-filters';
import { CredenciadaFiltersForm } from './consulta-filters-form';
import { HistoricoConsultasModal } from './historico-consultas';

const col = dataTableColumns<ConsultaCredenciadaRow>();
const consultaCol = consultaColumns<ConsultaCredenciadaRow>();

interface RowHandlers {
  tenant: string | undefined;
  iniciar: (row: ConsultaCredenciadaRow) => void;
  iniciando: string | null;
  historico: (row: ConsultaCredenciadaRow) => void;
}

/** Closed consultations (57, 58) hide the options (spec 1 §4). */
function isClosed(row: ConsultaCredenciadaRow): boolean {
  return (consultaStatusGroups.encerradas as readonly number[]).includes(row.tipo_status.id);
}

function columnsFor({ tenant, iniciar, iniciando, historico }: RowHandlers) {
  return col.columns([
    consultaCol.numero,
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    consultaCol.funcionario,
    consultaCol.funcao,
    consultaCol.agendamento,
    consultaCol.status,
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => {
        const consulta = row.original;
        return (
          <RowActions alignItems="center">
            <OpenRowButton
              to={tenantUrl(tenant, tenantPaths.consultaEditar, { consulta: consulta.id })}
              testId="editar-consulta"
              // A deleted consultation cannot be edited (spec 1 §4).
              blockedReason={consulta.pode_editar ? undefined : 'Consulta excluída'}
            />
            {!isClosed(consulta) && !consulta.deleted_at ? (
              <Menu
                size="small"
                trigger={
                  <Button size="small" data-testid="opcoes-consulta">
                    Opções
                  </Button>
                }
              >
                <MenuItem onClick={() => historico(consulta)} data-testid="opcao-historico">
                  Histórico de consultas
                </MenuItem>
                {consulta.aso ? (
                  <MenuItem
                    onClick={() => window.open(documentUrl(consulta.aso?.url ?? '', apiBaseOf(tenant)), '_blank', 'noopener')}
                    data-testid="opcao-imprimir-aso"
                  >
                    Imprimir ASO
                  </MenuItem>
                ) : null}
              </Menu>
            ) : null}
            {consulta.pode_iniciar ? (
              <Button
                size="small"
                variation="primary"
                onClick={() => iniciar(consulta)}
                isLoading={iniciando === consulta.id}
                loadingText="Iniciando..."
                data-testid="iniciar-atendimento"
              >
                Iniciar atendimento
              </Button>
            ) : null}
          </RowActions>
        );
      },
    }),
  ]);
}

/**
 * The clinic's consultations (spec 1 §2 "Accredited clinic: consultation list"), the home of the clinic area:
 * Consulta, Empresa, Funcionário, Função, Agendamento, Status; the filters with the active-filter badge on the
 * default schedule window (60 days back to today); and per row edit, options and 'Iniciar atendimento' (status 54),
 * which asks naming the employee, generates the definitive consultation and opens the consultation page.
 */
export function CredenciadaConsultasPage() {
  const { tenant } = useParams();
  const navigate = useNavigate();
  const confirmations = useConfirmations();
  const today = todayInSaoPaulo();
  const list = useListState();
  const address = useAddressFilters(
    (text) => readFilters(text, today),
    (next: CredenciadaFilters) => writeFilters(next, today),
    list.toFirstPage,
  );
  const filters = address.filters;
  const consultas = useConsultasCredenciada(tenant, { ...list.query, filter: toApiFilter(filters) });
  const iniciarAtendimento = useIniciarAtendimento(tenant);
  const [historicoDe, setHistoricoDe] = useState<ConsultaCredenciadaRow | null>(null);
  const iniciando = iniciarAtendimento.isPending ? (iniciarAtendimento.variables ?? null) : null;

  async function iniciar(row: ConsultaCredenciadaRow) {
    const confirmed = await confirmations.custom({
      message: generateConsultationConfirmation(row.funcionario.nome),
      confirmLabel: 'Iniciar atendimento',
    });
    if (!confirmed) return;
    try {
      await iniciarAtendimento.mutateAsync(row.id);
    } catch {
      // The HTTP client showed the refusal; the list reads the consultation again (spec 1 §8).
      return;
    }
    void navigate(tenantUrl(tenant, tenantPaths.consultaEditar, { consulta: row.id }));
  }
  // The columns stay stable; the handler they call is the current render's.
  const iniciarRef = useRef(iniciar);
  iniciarRef.current = iniciar;
  const columns = useMemo(
    () => columnsFor({ tenant, iniciando, historico: setHistoricoDe, iniciar: (row) => void iniciarRef.current(row) }),
    [tenant, iniciando],
  );

  const rows = consultas.data?.data ?? [];
  const empresas = distinctOptions(
    rows.map((row) => row.empresa),
    filters.id_empresa ? { id: filters.id_empresa } : null,
  );
  const funcionarios = distinctOptions(
    rows.map((row) => row.funcionario),
    filters.id_funcionario ? { id: filters.id_funcionario } : null,
  );

  return (
    <Flex direction="column" gap="medium" data-testid="credenciada-consultas-page">
      <ListSearchField
        {...list.searchField}
        placeholder="Funcionário, CPF, empresa ou número da consulta"
        testId="consultas-search"
      />
      <DataTable<ConsultaCredenciadaRow>
        testId="consultas-table"
        columns={columns}
        {...serverListProps(consultas, list)}
        rowTestId={(row) => `consulta-${row.id}`}
        isDeleted={(row) => row.deleted_at !== null}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <CredenciadaFiltersForm
            key={address.formKey}
            value={filters}
            defaults={defaultFilters(today)}
            onApply={address.apply}
            empresas={empresas}
            funcionarios={funcionarios}
          />
        }
        activeFilters={activeFilterCount(filters, today)}
      />
      <HistoricoConsultasModal
        funcionario={historicoDe ? { id: historicoDe.funcionario.id, nome: historicoDe.funcionario.nome } : null}
        onClose={() => setHistoricoDe(null)}
      />
    </Flex>
  );
}
