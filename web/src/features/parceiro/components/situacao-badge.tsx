import { Badge } from '@aws-amplify/ui-react';
import { formatBrDate } from '@ocupacional/shared';
import type { ParceiroExameSituacao } from '@ocupacional/shared';
import { situacaoBadge } from '../utils/exame-filters';

/** Where an exam stands: 'Pendente' (yellow), 'Realizado' with the day (green), 'Consulta cancelada' (red). */
export function SituacaoBadge({ situacao, data }: { situacao: ParceiroExameSituacao; data?: string }) {
  const { label, variation } = situacaoBadge(situacao);
  return (
    <Badge size="small" variation={variation} data-testid="exame-situacao" data-situacao={situacao}>
      {situacao === 'realizado' && data ? `${label} em ${formatBrDate(data)}` : label}
    </Badge>
  );
}
