import { Flex } from '@aws-amplify/ui-react';
import { exameFormSchema, fieldLimits } from '@ocupacional/shared';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { TextInput } from '../../../ui/form/text-input';
import { examesApi } from '../api/exames';
import { exameFormValues, type ExameFormValues } from '../utils/exame-form-values';
import { RegistryFormPage } from './registry-form-page';

/**
 * Create (config/exames/cadastrar) or edit (config/exames/editar/{id}) an exam: its name, the eSocial procedure code
 * of Tabela 27 (four digits, checked by the server against the table the eSocial module ships), clinical, active.
 */
export function ExameFormPage() {
  return (
    <RegistryFormPage<Parameters<typeof exameFormValues>[0], ExameFormValues>
      testId="exame"
      listUrl={`/${webPaths.exames}`}
      useRecord={(id, notFound) => examesApi.useOne(id, notFound)}
      useSave={examesApi.useSave}
      schema={exameFormSchema as never}
      toValues={exameFormValues}
      loadError="Não foi possível carregar o cadastro do exame."
    >
      <Flex direction="column" gap="small">
        <TextInput name="nome" label="Nome" required maxLength={fieldLimits.name} />
        <TextInput name="codigo_esocial" label="Código eSocial (Tabela 27)" maxLength={4} placeholder="0000" />
        <CheckboxInput name="clinico" label="Exame clínico" />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}
