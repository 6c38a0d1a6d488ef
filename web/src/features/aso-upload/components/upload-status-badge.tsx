import { Badge } from '@aws-amplify/ui-react';
import type { AsoUploadSituacao } from '@ocupacional/shared';
import { statusText, statusVariation } from '../utils/upload-status';

/** An upload's or a page's status (spec 2 §4): 79 green, 193 blue, 80 red, yellow while being read. */
export function UploadStatusBadge({ status, situacao }: { status: { id: number; descricao: string } | null; situacao?: AsoUploadSituacao }) {
  return (
    <Badge size="small" variation={statusVariation(status?.id)} data-testid="upload-status" data-status={status?.id ?? ''}>
      {statusText(status, situacao)}
    </Badge>
  );
}
