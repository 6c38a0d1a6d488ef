import { OopsMessage } from '../../ui/oops-message';

/**
 * The root path of a per-tenant area, which lacks the client (spec 1 §2), and a client the API does not know
 * (GET config answers 404: its message shows, spec 1 §8).
 */
export function ClientNotFoundPage({ message }: { message?: string }) {
  return (
    <OopsMessage title="Oops! Cliente não encontrado..." testId="client-not-found-page">
      {message ?? 'Verifique se o endereço está correto, incluindo o identificador do cliente após a barra.'}
    </OopsMessage>
  );
}
