import { Alert, Badge, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { permissions } from '@ocupacional/shared';
import type { AsoUploadPagina } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date-time';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { Section } from '../../../ui/section';
import { AsoEmailModal } from '../../mail/components/aso-email-modal';
import { useUploadPaginas } from '../api/get-upload-paginas';
import { pagesProgressText } from '../utils/upload-progress';
import { identificacaoLabels, isSettled } from '../utils/upload-status';
import { PaginaEditModal } from './pagina-edit-modal';
import { UploadStatusBadge } from './upload-status-badge';

const col = dataTableColumns<AsoUploadPagina>();
const noRows: AsoUploadPagina[] = [];

function columnsFor(edit: (pagina: AsoUploadPagina) => void) {
  return col.columns([
    col.display({ id: 'page', header: 'Página', cell: ({ row }) => `${row.original.page} / ${row.original.pages}` }),
    col.accessor((row) => row.empresa?.nome ?? '', { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => row.funcionario?.nome ?? '', { id: 'funcionario', header: 'Funcionário' }),
    col.accessor('id_con', { header: 'Consulta', cell: ({ getValue }) => getValue() ?? '-' }),
    col.accessor((row) => row.tipo_documento?.descricao ?? '', { id: 'tipo_documento', header: 'Documento' }),
    col.display({
      id: 'tipo_status',
      header: 'Status',
      cell: ({ row }) => <UploadStatusBadge status={row.original.tipo_status} />,
    }),
    col.display({
      id: 'identificacao',
      header: 'Identificação',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{identificacaoLabels[row.original.identificacao] ?? row.original.identificacao}</Text>
          {row.original.motivo ? (
            <Text as="span" fontSize="small" color="font.tertiary" data-testid="pagina-motivo">
              {row.original.motivo}
            </Text>
          ) : null}
        </Flex>
      ),
    }),
    col.accessor('send_email_at', { header: 'Enviado por e-mail', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() ?? '') : '-') }),
    col.accessor('usuario', { header: 'Usuário', cell: ({ getValue }) => getValue() ?? '' }),
    col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() ?? '') : '') }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button as="a" size="small" href={row.original.arquivo} target="_blank" rel="noopener" data-testid="pagina-arquivo">
            Abrir
          </Button>
          <Button size="small" onClick={() => edit(row.original)} isDisabled={!row.original.tipo_status} data-testid="pagina-editar">
            Vincular
          </Button>
        </Flex>
      ),
    }),
  ]);
}

/**
 * The upload page detail (spec 2 §2, §3): the upload's status and note, and each page with its company, employee,
 * consultation, document type, status, how it was identified (or why it waits for a manual link), e-mail date,
 * user and last change; a page's own PDF, the manual link, and 'Enviar ASO por Email' for the upload. Read again
 * while the upload is still being processed.
 */
export function UploadPagesPage() {
  const { id } = useParams();
  const session = useSession(undefined);
  const detail = useUploadPaginas(id);
  const [editing, setEditing] = useState<AsoUploadPagina | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const columns = useMemo(() => columnsFor(setEditing), []);
  const mayEmail = can(session.data?.usuario, permissions.enviarAsoPorEmail);
  const upload = detail.data?.upload;
  const paginas = detail.data?.paginas ?? noRows;

  if (!upload) {
    return (
      <Flex justifyContent="center" padding="large" data-testid="upload-pages-page">
        {detail.isError ? <Alert variation="error">Não foi possível carregar o upload.</Alert> : <Loader size="large" ariaLabel="Carregando..." />}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="medium" data-testid="upload-pages-page" data-situacao={upload.situacao}>
      <Section
        title={upload.arquivo}
        testId="upload-summary"
        actions={
          <>
            <Button as={Link} size="small" to={`/${fillPath(webPaths.asoLiberacao)}`}>
              Voltar
            </Button>
            {mayEmail ? (
              <Button size="small" variation="primary" onClick={() => setEmailOpen(true)} data-testid="open-email-upload">
                Enviar ASO por Email
              </Button>
            ) : null}
          </>
        }
      >
        <Flex gap="medium" wrap="wrap" alignItems="center">
          <Text>Lote: {upload.lote ?? '-'}</Text>
          <Text>
            {upload.tipo_upload.descricao} - {upload.tipo_documento.descricao}
          </Text>
          <UploadStatusBadge status={upload.tipo_status} situacao={upload.situacao} />
          <Text data-testid="upload-pages-progress">{pagesProgressText(upload)}</Text>
          {upload.paginas_vinculadas ? <Badge size="small">{upload.paginas_vinculadas} vinculadas manualmente</Badge> : null}
          <Text fontSize="small" color="font.tertiary">
            {upload.usuario ?? ''} - {formatDateTime(upload.created_at)}
          </Text>
        </Flex>
        {!isSettled(upload) ? <Loader variation="linear" /> : null}
        {upload.obs ? (
          <Text data-testid="upload-obs" color={upload.situacao === 'falha' ? 'font.error' : undefined}>
            {upload.obs}
          </Text>
        ) : null}
      </Section>
      <DataTable<AsoUploadPagina>
        testId="upload-pages-table"
        columns={columns}
        data={paginas}
        getRowId={(row) => row.id}
        rowTestId={(row) => `pagina-${row.page}`}
        rowTone={(row) => (row.tipo_status?.id === 80 ? 'error' : row.tipo_status?.id === 193 ? 'info' : undefined)}
        loading={detail.isPending}
        emptyMessage={isSettled(upload) ? 'Nenhuma página neste upload' : 'Aguardando as páginas do arquivo...'}
      />
      <PaginaEditModal pagina={editing} onClose={() => setEditing(null)} />
      {id && emailOpen ? <AsoEmailModal open onClose={() => setEmailOpen(false)} origin={{ kind: 'upload', uploadId: id }} /> : null}
    </Flex>
  );
}
