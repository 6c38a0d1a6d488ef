import { Button, Flex, SearchField, Text } from '@aws-amplify/ui-react';
import { recordsDeletedMessage } from '@ocupacional/shared';
import type { AsoUploadRow } from '@ocupacional/shared';
import type { PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { fillPath, webPaths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useNotify } from '../../../ui/notifications';
import { useDeleteAsoUploads } from '../api/delete-aso-uploads';
import { useAsoUploads } from '../api/get-aso-uploads';
import { useReprocessAsoUpload } from '../api/reprocess-aso-upload';
import { UploadStatusBadge } from './upload-status-badge';

const col = dataTableColumns<AsoUploadRow>();
const noRows: AsoUploadRow[] = [];

function columnsFor(reprocess: (id: string) => void, reprocessing: string | null) {
  return col.columns([
    col.accessor('lote', { header: 'Lote', cell: ({ getValue }) => getValue() ?? '-' }),
    col.accessor('arquivo', {
      header: 'Arquivo',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.arquivo}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {row.original.tipo_upload.descricao} - {row.original.tipo_documento.descricao}
            {row.original.origem === 'drop' ? ' - Pasta de entrada' : ''}
          </Text>
        </Flex>
      ),
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <UploadStatusBadge status={row.original.tipo_status} situacao={row.original.situacao} />,
    }),
    col.accessor('obs', { header: 'Observação', cell: ({ getValue }) => getValue() ?? '' }),
    col.display({
      id: 'paginas',
      header: 'Páginas',
      cell: ({ row }) => (row.original.paginas ? `${row.original.paginas_processadas}/${row.original.paginas}` : '-'),
    }),
    col.accessor('usuario', { header: 'Usuário', cell: ({ getValue }) => getValue() ?? '' }),
    col.accessor('created_at', { header: 'Data', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button as={Link} size="small" to={`/${fillPath(webPaths.asoUploadPaginas, { id: row.original.id })}`} data-testid="upload-pages-link">
            Páginas
          </Button>
          {row.original.pode_reprocessar ? (
            <Button
              size="small"
              onClick={() => reprocess(row.original.id)}
              isLoading={reprocessing === row.original.id}
              data-testid="upload-reprocess"
            >
              Reprocessar
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * 'Histórico de Uploads' (spec 2 §2, §7): the uploads of the last 60 days, searched by file name or lote, with
 * their status, note and pages; the page detail, reprocess when allowed, and the delete of the chosen ones (a 403
 * shows 'Você não possui permissão para deletar esse registro').
 */
export function UploadHistory() {
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const list = useAsoUploads({ search, page: pagination.pageIndex + 1, pagination: pagination.pageSize });
  const reprocess = useReprocessAsoUpload();
  const remove = useDeleteAsoUploads();
  const chosen = Object.keys(selection).filter((id) => selection[id]);
  const reprocessing = reprocess.isPending ? (reprocess.variables ?? null) : null;
  const columns = columnsFor(
    (id) =>
      reprocess.mutate(id, {
        onSuccess: () => notify({ message: 'Operação realizada com sucesso', variation: 'success', title: 'Sucesso' }),
      }),
    reprocessing,
  );

  async function deleteChosen() {
    if (!(await confirmations.deleteRecords(chosen.length))) return;
    await remove.mutateAsync(chosen).then(
      () => {
        setSelection({});
        notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
      },
      () => undefined, // the HTTP client has shown the answer (403: the spec's delete message)
    );
  }

  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="upload-history">
      <SearchField
        label="Pesquisar"
        placeholder="Nome do arquivo ou lote"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        maxWidth="24rem"
        data-testid="upload-history-search"
      />
      <DataTable<AsoUploadRow>
        testId="upload-history-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `upload-${row.id}`}
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
        emptyMessage="Nenhum upload encontrado"
        toolbar={
          chosen.length ? (
            <Button size="small" colorTheme="error" onClick={() => void deleteChosen()} isLoading={remove.isPending} data-testid="delete-uploads">
              Excluir ({chosen.length})
            </Button>
          ) : null
        }
      />
    </Flex>
  );
}
