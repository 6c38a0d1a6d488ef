import { notFoundPageTitle } from '@ocupacional/shared';
import { OopsMessage } from '../../ui/oops-message';

export function NotFoundPage() {
  return (
    <OopsMessage title={notFoundPageTitle} testId="not-found-page">
      O endereço acessado não existe ou foi removido.
    </OopsMessage>
  );
}
