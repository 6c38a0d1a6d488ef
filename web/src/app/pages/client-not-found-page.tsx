import { OopsMessage } from '../../ui/oops-message';

/** The root path of a per-tenant area: the address lacks the client (spec 1 §2). */
export function ClientNotFoundPage() {
  return (
    <OopsMessage title="Oops! Cliente não encontrado..." testId="client-not-found-page">
      Verifique se o endereço está correto, incluindo o identificador do cliente após a barra.
    </OopsMessage>
  );
}
