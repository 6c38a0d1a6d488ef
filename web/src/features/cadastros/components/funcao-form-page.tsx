import { Flex } from '@aws-amplify/ui-react';
import { fieldLimits, funcaoFormSchema } from '@ocupacional/shared';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { TextInput } from '../../../ui/form/text-input';
import { funcoesApi } from '../api/funcoes';
import { funcaoFormValues, type FuncaoFormValues } from '../utils/funcao-form-values';
import { RegistryFormPage } from './registry-form-page';

/** Create (config/funcoes/cadastrar) or edit (config/funcoes/editar/{id}) a function: name, CBO (9999-99), description. */
export function FuncaoFormPage() {
  return (
    <RegistryFormPage<Parameters<typeof funcaoFormValues>[0], FuncaoFormValues>
      testId="funcao"
      listUrl={`/${webPaths.funcoes}`}
      useRecord={(id, notFound) => funcoesApi.useOne(id, notFound)}
      useSave={funcoesApi.useSave}
      schema={funcaoFormSchema as never}
      toValues={funcaoFormValues}
      loadError="Não foi possível carregar o cadastro da função."
    >
      <Flex direction="column" gap="small">
        <TextInput name="nome" label="Nome" required maxLength={fieldLimits.name} />
        <MaskedInput name="cbo" label="CBO" mask="cbo" />
        <TextInput name="descricao" label="Descrição" rows={3} maxLength={fieldLimits.notes} />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}
