import { Badge, Button, Flex, Link as AmplifyLink, SearchField, SelectField, Text } from '@aws-amplify/ui-react';
import { applyMask, lookupSizes, masks, recordsDeletedMessage } from '@ocupacional/shared';
import type { PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFuncionarios } from '../../../lookups/api/get-funcionarios';
import type { FuncionarioRow } from '../../../lookups/api/get-funcionarios';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useNotify } from '../../../ui/notifications';
import { useDeleteFuncionarios } from '../api/delete-funcionarios';

const col = dataTableColumns<FuncionarioRow>();
const noRows: FuncionarioRow[] = [];

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
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [status, setStatus] = useState<'' | 'ATIVO' | 'DEMITIDO'>('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: lookupSizes.funcionarios });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const list = useFuncionarios(tenant, {
    search,
    status: status || undefined,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
  });
  const remove = useDeleteFuncionarios(tenant);
  const columns = useMemo(() => columnsFor(tenant), [tenant]);
  const chosen = Object.keys(selection).filter((id) => selection[id]);

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
    <Flex direction="column" gap="medium" data-testid="funcionarios-page">
      <Flex gap="small" alignItems="flex-end" wrap="wrap">
        <SearchField
          label="Pesquisar"
          placeholder="Nome, CPF ou matrícula"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
          width="22rem"
          data-testid="funcionarios-search"
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
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
        data={list.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `funcionario-${row.id}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          setSelection({});
          setPagination(typeof updater === 'function' ? updater(pagination) : updater);
        }}
        selectable={() => true}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhum funcionário encontrado"
        toolbar={
          <>
            {chosen.length ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteChosen()} isLoading={remove.isPending}>
                Excluir ({chosen.length})
              </Button>
            ) : null}
            <Button as={Link} size="small" variation="primary" to={tenantUrl(tenant, empresaPaths.funcionarioNovo)}>
              Novo Funcionário
            </Button>
          </>
        }
      />
      {list.data ? (
        <Text fontSize="small" color="font.secondary">
          {list.data.pagination.total} funcionário(s)
        </Text>
      ) : null}
    </Flex>
  );
}
