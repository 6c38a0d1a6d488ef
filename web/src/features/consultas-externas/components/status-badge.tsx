import { Badge } from '@aws-amplify/ui-react';
import type { BadgeProps } from '@aws-amplify/ui-react';

/** The badge colour of a consultation status (spec 1 §4): scheduled blue, processing yellow, released green… */
function variationOf(status: number): BadgeProps['variation'] {
  if (status === 54) return 'info';
  if (status === 194) return 'warning';
  if (status === 195 || status === 70) return 'error';
  if (status === 66 || status === 67) return 'success';
  return undefined;
}

export function StatusBadge({ status }: { status: { id: number; descricao: string } }) {
  return (
    <Badge size="small" variation={variationOf(status.id)} data-testid="status-badge" data-status={status.id}>
      {status.descricao}
    </Badge>
  );
}
