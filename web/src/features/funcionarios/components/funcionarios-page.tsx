import { Badge, Button, Flex, Link as AmplifyLink, SelectField, Text } from '@aws-amplify/ui-react';
import { applyMask, lookupSizes, masks } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { useListState } from '../../../lib/use-list-state';
import { useFuncionarios } from '../../../lookups/api/get-funcionarios';
import type { FuncionarioRow } from '../../../lookups/api/get-funcionarios';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useDeleteFuncionarios } from '../api/delete-funcionarios';
import { ImportacaoModal } from './importacao-modal';
import { TransferenciasAviso } from './transferencias-aviso';

const col = dataTableColumns<FuncionarioRow>();

function columnsFor(tenant: string | undefined) {
  return col.columns([
    col.accessor('nome', {
      header: 'Nome',
      cell: ({ row }) => (
        <AmplifyLink as={Link} to={tenantUrl(tenant, empresaPaths.funcionarioEditar, { id: row.original.id })}>
          {row.original.nome}
        </AmplifyLink>
      ),
    }),
    col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => applyMask(masks.cpf, getValue()) }),
    col.accessor('mat', { header: 'Matrícula', cell: ({ getValue }) => getValue() ?? '' }),
    col.accessor((row) => row.fdt?.nome ?? '', { id: 'fdt', header: 'Frente de Trabalho' }),
    col.accessor((row) => row.funcao?.nome ?? '', { id: 'funcao', header: 'Função' }),
    col.accessor((row) => (row.ghe ? `${row.ghe.ghe} - ${row.ghe.descricao}` : ''), { id: 'ghe', header: 'GHE' }),
    col.accessor('status', {
      header: 'Status',
      // ATIVO, or DEMITIDO when dem is 1 (spec 1 §2).
      cell: ({ getValue }) => (
        <Badge size="small" variation={getValue() === 'ATIVO' ? 'success' : 'error'}>
          {getValue()}
        </Badge>
      ),
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button as={Link} size="small" to={tenantUrl(tenant, empresaPaths.funcionarioEditar, { id: row.original.id })}>
            Editar
          </Button>
          {row.original.status === 'ATIVO' ? (
            <Button
              as={Link}
              size="small"
              variation="primary"
              to={tenantUrl(tenant, empresaPaths.consultaNova, { funcionario: row.original.id })}
              data-testid="schedule-employee"
            >
              Agendar consulta
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The company's employees (spec 1 §2): search by name, CPF or registration, status ATIVO/DEMITIDO, 100 per page
 * from the server (spec 1 §7), and the delete of the chosen ones after 'O sistema vai excluir N registro(s).
 * Deseja prosseguir?'.
 */
export function FuncionariosPage() {
  const { tenant } = useParams();
  const list = useListState(lookupSizes.funcionarios);
  const [status, setStatus] = useState<'' | 'ATIVO' | 'DEMITIDO'>('');
  const funcionarios = useFuncionarios(tenant, { ...list.query, status: status || undefined });
  const selected = useDeleteSelected(useDeleteFuncionarios(tenant));
  const page = serverListProps(funcionarios, list);
  const total = knownTotal(funcionarios);
  const columns = useMemo(() => columnsFor(tenant), [tenant]);
  const [importing, setImporting] = useState(false);

  return (
    <Flex direction="column" gap="medium" data-testid="funcionarios-page">
      <TransferenciasAviso tenant={tenant} />
      <Flex gap="small" alignItems="flex-end" wrap="wrap">
        <ListSearchField {...list.searchField} placeholder="Nome, CPF ou matrícula" width="22rem" testId="funcionarios-search" />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            list.toFirstPage();
          }}
          width="12rem"
        >
          <option value="">Todos</option>
          <option value="ATIVO">ATIVO</option>
          <option value="DEMITIDO">DEMITIDO</option>
        </SelectField>
      </Flex>
      <DataTable<FuncionarioRow>
        testId="funcionarios-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `funcionario-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        selectable={() => true}
        {...selected.tableProps}
        emptyMessage="Nenhum funcionário encontrado"
        toolbar={
          <>
            <DeleteSelectedButton selected={selected} />
            <Button size="small" onClick={() => setImporting(true)} data-testid="importar-planilha">
              Importar planilha
            </Button>
            <Button as={Link} size="small" variation="primary" to={tenantUrl(tenant, empresaPaths.funcionarioNovo)}>
              Novo Funcionário
            </Button>
          </>
        }
      />
      <ImportacaoModal open={importing} onClose={() => setImporting(false)} target={{ area: 'empresa', tenant }} />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {total} funcionário(s)
        </Text>
      ) : null}
    </Flex>
  );
}
