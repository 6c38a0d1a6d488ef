import { Button, Flex } from '@aws-amplify/ui-react';
import type { AsoUploadRow } from '@ocupacional/shared';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date-time';
import { fillPath, webPaths } from '../../../lib/paths';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { serverListProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';
import { useDeleteAsoUploads } from '../api/delete-aso-uploads';
import { useAsoUploads } from '../api/get-aso-uploads';
import { useReprocessAsoUpload } from '../api/reprocess-aso-upload';
import { UploadStatusBadge } from './upload-status-badge';

const col = dataTableColumns<AsoUploadRow>();

function columnsFor(reprocess: (id: string) => void, reprocessing: string | null) {
  return col.columns([
    col.accessor('lote', { header: 'Lote', cell: ({ getValue }) => getValue() ?? '-' }),
    col.accessor('arquivo', {
      header: 'Arquivo',
      cell: ({ row }) => (
        <TwoLineCell
          main={row.original.arquivo}
          detail={`${row.original.tipo_upload.descricao} - ${row.original.tipo_documento.descricao}${row.original.origem === 'drop' ? ' - Pasta de entrada' : ''}`}
        />
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
  const list = useListState(20);
  const uploads = useAsoUploads(list.query);
  const reprocess = useReprocessAsoUpload();
  const selected = useDeleteSelected(useDeleteAsoUploads());
  const page = serverListProps(uploads, list);
  const reprocessing = reprocess.isPending ? (reprocess.variables ?? null) : null;
  const columns = columnsFor(
    (id) =>
      reprocess.mutate(id, {
        onSuccess: () => notify({ message: 'Operação realizada com sucesso', variation: 'success', title: 'Sucesso' }),
      }),
    reprocessing,
  );

  return (
    <Flex direction="column" gap="small" padding="small" data-testid="upload-history">
      <ListSearchField {...list.searchField} placeholder="Nome do arquivo ou lote" maxWidth="24rem" testId="upload-history-search" />
      <DataTable<AsoUploadRow>
        testId="upload-history-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `upload-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        selectable={() => true}
        {...selected.tableProps}
        emptyMessage="Nenhum upload encontrado"
        toolbar={<DeleteSelectedButton selected={selected} testId="delete-uploads" />}
      />
    </Flex>
  );
}
