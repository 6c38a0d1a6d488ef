import { Alert, Badge, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { applyMask, masks } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { Modal } from '../../../ui/modal';
import { useLote } from '../api/get-lote';
import type { LoteEvento } from '../api/lote-schemas';

const col = dataTableColumns<LoteEvento>();
const columns = col.columns([
  col.accessor((row) => row.funcionario.nome, {
    id: 'funcionario',
    header: 'Trabalhador',
    cell: ({ row }) => (
      <TwoLineCell main={row.original.funcionario.nome} detail={applyMask(masks.cpf, row.original.funcionario.cpf)} />
    ),
  }),
  col.accessor('layout', { header: 'Layout' }),
  col.accessor('uid', { header: 'UID', cell: ({ getValue }) => <Text as="span" fontSize="small">{getValue() ?? ''}</Text> }),
  col.accessor('recibo', { header: 'Recibo', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor((row) => row.tipo_status.descricao, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Flex direction="column" gap="xxs" alignItems="flex-start">
        <Badge size="small" style={{ backgroundColor: row.original.tipo_status.cor, color: '#fff' }}>
          {row.original.tipo_status.descricao}
        </Badge>
        {/* Occurrences of the web service and errors of the event (spec 2 §8: code, description, location). */}
        {row.original.log_erro.map((ocorrencia, index) => (
          <Text key={index} as="span" fontSize="small" color="font.error">
            {[ocorrencia.codigo, ocorrencia.descricao, ocorrencia.localizacao].filter(Boolean).join(' — ')}
          </Text>
        ))}
      </Flex>
    ),
  }),
  col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
]);

/** 'View items' (spec 2 §2 "Batch list"): the events of a lote with their status and occurrences. */
export function LoteItensModal({ loteId, onClose }: { loteId: string | null; onClose: () => void }) {
  const { tenant } = useParams();
  const lote = useLote(tenant, loteId ?? undefined);
  const error = lote.error instanceof ApiError ? lote.error : null;
  return (
    <Modal
      open={loteId !== null}
      onClose={onClose}
      title={lote.data ? `Itens do Lote ${lote.data.lote} — ${lote.data.layout}` : 'Itens do Lote'}
      testId="lote-itens-modal"
    >
      {lote.isPending && loteId ? (
        <Flex justifyContent="center" padding="medium">
          <Loader ariaLabel="Carregando..." />
        </Flex>
      ) : error ? (
        <Alert variation="error" heading={`Erro ${error.status}`}>
          {error.msg}
        </Alert>
      ) : lote.data ? (
        <Flex direction="column" gap="small">
          <Text fontSize="small">
            {lote.data.empresa_nome_fantasia} — {applyMask(masks.cnpj, lote.data.empresa_cnpj)} · {lote.data.eventos.length} evento(s)
            {lote.data.protocolo ? ` · protocolo ${lote.data.protocolo}` : ''}
          </Text>
          {lote.data.mensagem ? (
            <Alert variation={lote.data.status === 201 ? 'success' : 'warning'}>{lote.data.mensagem}</Alert>
          ) : null}
          <DataTable<LoteEvento>
            testId="lote-itens-table"
            columns={columns}
            data={lote.data.eventos}
            getRowId={(row) => row.id}
            emptyMessage="Nenhum evento no lote"
          />
        </Flex>
      ) : null}
    </Modal>
  );
}
