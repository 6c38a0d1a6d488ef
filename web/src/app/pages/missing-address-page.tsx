import { incompleteAddressPageTitle } from '@ocupacional/shared';
import { OopsMessage } from '../../ui/oops-message';

/** An address without the client's part (spec 1 §2): asks for it in the form {host}/clinic-url. */
export function MissingAddressPage() {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <OopsMessage title={incompleteAddressPageTitle} testId="missing-address-page">
      Informe o endereço completo da sua clínica no formato{' '}
      <strong>
        {host}/<em>endereco-da-clinica</em>
      </strong>
      , por exemplo {host}/minha-clinica.
    </OopsMessage>
  );
}
