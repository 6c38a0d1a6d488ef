import { OopsMessage } from '../../ui/oops-message';

export function NotFoundPage() {
  return (
    <OopsMessage title="Oops! Página não encontrada..." testId="not-found-page">
      O endereço acessado não existe ou foi removido.
    </OopsMessage>
  );
}
