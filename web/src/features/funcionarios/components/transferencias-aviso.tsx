import { Alert, Text } from '@aws-amplify/ui-react';
import { applyMask, masks } from '@ocupacional/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTransferencias } from '../api/get-transferencias';

/**
 * The notice on the employee list of a company that lost employees to another company's transfer by CPF (issue 12
 * item 4): the newest five, with who took them and when. Nothing shows when there is none.
 */
export function TransferenciasAviso({ tenant }: { tenant: string | undefined }) {
  const transferencias = useTransferencias(tenant);
  const rows = transferencias.data?.data ?? [];
  if (rows.length === 0) return null;
  const total = transferencias.data?.pagination.total ?? rows.length;
  return (
    <Alert variation="info" heading="Funcionários transferidos para outras empresas" data-testid="transferencias-aviso">
      {rows.map((row) => (
        <Text key={row.id} fontSize="small" data-testid={`transferencia-${row.id}`}>
          {formatDateTime(row.created_at)} — {row.funcionario.nome} ({applyMask(masks.cpf, row.funcionario.cpf)}) para {row.para_empresa.nome}
          {row.usuario ? `, por ${row.usuario}` : ''}
        </Text>
      ))}
      {total > rows.length ? <Text fontSize="small">e mais {total - rows.length} transferência(s).</Text> : null}
    </Alert>
  );
}
