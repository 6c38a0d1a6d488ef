import { Badge } from '@aws-amplify/ui-react';
import type { BadgeProps } from '@aws-amplify/ui-react';

/** A consultation's status in the ASO lists: released green (66, 67), unfit red (70), waiting yellow (68, 69). */
function variationOf(status: number): BadgeProps['variation'] {
  if (status === 66 || status === 67) return 'success';
  if (status === 70 || status === 57 || status === 58) return 'error';
  if (status === 68 || status === 69) return 'warning';
  return 'info';
}

export function ConsultaStatusBadge({ status }: { status: { id: number; descricao: string } }) {
  return (
    <Badge size="small" variation={variationOf(status.id)} data-testid="consulta-status" data-status={status.id}>
      {status.descricao}
    </Badge>
  );
}
