import { Badge, Button, Flex, SearchField, Text } from '@aws-amplify/ui-react';
import { applyMask, defaultPageSize, masks, recordsDeletedMessage } from '@ocupacional/shared';
import type { PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { useNotify } from '../../../ui/notifications';
import type { CertificadoRow } from '../api/certificado-schemas';
import { useDeleteCertificados } from '../api/delete-certificados';
import { useCertificados } from '../api/get-certificados';
import { daysLeftText, formatDay } from '../utils/certificate-file';
import { CertificadoModal } from './certificado-modal';
import { VinculosModal } from './vinculos-modal';

const col = dataTableColumns<CertificadoRow>();
const noRows: CertificadoRow[] = [];

function columnsFor(edit: (row: CertificadoRow) => void, link: (row: CertificadoRow) => void) {
  return col.columns([
    col.accessor('titular', {
      header: 'Titular',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.titular}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {row.original.tipo_certificado_nome}
          </Text>
        </Flex>
      ),
    }),
    col.accessor((row) => (row.cnpj ? applyMask(masks.cnpj, row.cnpj) : row.cpf ? applyMask(masks.cpf, row.cpf) : ''), {
      id: 'cnpj',
      header: 'CNPJ',
    }),
    col.accessor('validade', {
      header: 'Validade',
      cell: ({ row }) => `${formatDay(row.original.validade_inicio)} a ${formatDay(row.original.validade)}`,
    }),
    col.accessor('dias_restantes', {
      header: 'Dias restantes',
      cell: ({ row }) => (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <Text as="span">{daysLeftText(row.original.dias_restantes)}</Text>
          {row.original.aviso ? (
            <Badge size="small" variation={row.original.dias_restantes < 0 ? 'error' : 'warning'} data-testid="certificado-aviso">
              {row.original.aviso}
            </Badge>
          ) : null}
        </Flex>
      ),
    }),
    col.accessor((row) => row.empresa.nome, {
      id: 'empresa',
      header: 'Empresa',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.empresa.nome}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {applyMask(masks.cnpj, row.original.empresa.cnpj)}
          </Text>
        </Flex>
      ),
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button size="small" onClick={() => edit(row.original)} data-testid="edit-certificado">
            Editar
          </Button>
          {/* Only the owner company links clients (spec 2 §2). */}
          {row.original.pode_vincular ? (
            <Button size="small" onClick={() => link(row.original)} data-testid="link-certificado">
              Vincular Clientes
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The A1 certificates (spec 2 §2 "Certificates"; web esocial/certificados, empresa esocial/certificado): holder,
 * CNPJ, validity, days left with the near-expiry warning, owner company; the 'Certificado' modal, the
 * link-to-clients dialog for the owner company, and multi-delete.
 */
export function CertificadosPage() {
  const { tenant } = useParams();
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [modal, setModal] = useState<{ editing: CertificadoRow | null } | null>(null);
  const [linking, setLinking] = useState<CertificadoRow | null>(null);
  const list = useCertificados(tenant, { search, page: pagination.pageIndex + 1, pagination: pagination.pageSize });
  const remove = useDeleteCertificados(tenant);
  const columns = useMemo(() => columnsFor((row) => setModal({ editing: row }), setLinking), []);
  const chosen = Object.keys(selection).filter((id) => selection[id]);

  async function deleteChosen() {
    if (!(await confirmations.deleteRecords(chosen.length))) return;
    await remove.mutateAsync(chosen).then(
      () => {
        setSelection({});
        notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
      },
      () => undefined, // the HTTP client has shown the API's message (403 included)
    );
  }

  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="certificados-page">
      <SearchField
        label="Pesquisar"
        placeholder="Titular, empresa ou CNPJ"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        maxWidth="32rem"
        data-testid="certificados-search"
      />
      <DataTable<CertificadoRow>
        testId="certificados-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `certificado-${row.id}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          setSelection({});
          setPagination(typeof updater === 'function' ? updater(pagination) : updater);
        }}
        rowTone={(row) => (row.dias_restantes < 0 ? 'error' : row.aviso_vencimento ? 'warning' : undefined)}
        selectable={() => true}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhum certificado encontrado"
        toolbar={
          <>
            {chosen.length ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteChosen()} isLoading={remove.isPending} data-testid="delete-certificados">
                Excluir ({chosen.length})
              </Button>
            ) : null}
            <Button size="small" variation="primary" onClick={() => setModal({ editing: null })} data-testid="new-certificado">
              Novo Certificado
            </Button>
          </>
        }
      />
      <CertificadoModal open={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
      <VinculosModal certificado={linking} onClose={() => setLinking(null)} />
    </Flex>
  );
}
