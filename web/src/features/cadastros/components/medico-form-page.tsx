import { Flex } from '@aws-amplify/ui-react';
import { brazilianUfs, medicoFormSchema, medicoNomeMax } from '@ocupacional/shared';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { medicosApi } from '../api/medicos';
import { medicoFormValues, type MedicoFormValues } from '../utils/medico-form-values';
import { RegistryFormPage } from './registry-form-page';

const ufOptions = brazilianUfs.map((uf) => ({ value: uf, label: uf }));

/** Create (config/medicos/cadastrar) or edit (config/medicos/editar/{id}) a doctor: name, CPF, CRM and its UF. */
export function MedicoFormPage() {
  return (
    <RegistryFormPage<Parameters<typeof medicoFormValues>[0], MedicoFormValues>
      testId="medico"
      listUrl={`/${webPaths.medicos}`}
      useRecord={(id, notFound) => medicosApi.useOne(id, notFound)}
      useSave={medicosApi.useSave}
      schema={medicoFormSchema as never}
      toValues={medicoFormValues}
      loadError="Não foi possível carregar o cadastro do médico."
    >
      <Flex direction="column" gap="small">
        <TextInput name="nome" label="Nome" required maxLength={medicoNomeMax} />
        <MaskedInput name="cpf" label="CPF" mask="cpf" />
        <Flex gap="small">
          <TextInput name="crm" label="CRM" required maxLength={12} />
          <SelectInput name="crm_uf" label="UF do CRM" required options={ufOptions} />
        </Flex>
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}
