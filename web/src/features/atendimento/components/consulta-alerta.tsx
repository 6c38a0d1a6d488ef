import { Alert } from '@aws-amplify/ui-react';
import type { ConsultaView } from '@ocupacional/shared';

/** The consultation's alert on top of its screen (released on…, closed…): green for success, red otherwise. */
export function ConsultaAlerta({ alerta, testId }: { alerta: ConsultaView['alerta']; testId: string }) {
  if (!alerta) return null;
  return (
    <Alert variation={alerta.tipo === 'sucesso' ? 'success' : 'error'} data-testid={testId}>
      {alerta.texto}
    </Alert>
  );
}
