import { Flex } from '@aws-amplify/ui-react';
import { brazilianUfs, fieldLimits, orgaosClasse, profissionalFormSchema, profissionalLimits } from '@ocupacional/shared';
import { useWatch } from 'react-hook-form';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { RegistryFormPage } from '../../cadastros/components/registry-form-page';
import { profissionaisApi } from '../api/profissionais';
import { profissionalFormValues, type ProfissionalFormValues } from '../utils/form-values';

const ufOptions = brazilianUfs.map((uf) => ({ value: uf, label: uf }));
const orgaoOptions = orgaosClasse.map((orgao) => ({ value: String(orgao.id), label: orgao.nome }));

/** dscOC shows only for 'Outros' (ideOC 9), the one council it belongs to. */
function DescricaoOrgao() {
  const ideOc = useWatch({ name: 'ide_oc' }) as string | number | undefined;
  if (String(ideOc ?? '') !== '9') return null;
  return <TextInput name="dsc_oc" label="Descrição do Órgão de Classe (sigla)" required maxLength={profissionalLimits.dscOc} />;
}

/**
 * Create (config/profissionais/cadastrar) or edit (config/profissionais/editar/{id}) a SESMT professional: name, CPF,
 * formation, class council (CRM, CREA, Outros with its description), registration and UF, e-mail.
 */
export function ProfissionalFormPage() {
  return (
    <RegistryFormPage<Parameters<typeof profissionalFormValues>[0], ProfissionalFormValues>
      testId="profissional"
      listUrl={`/${webPaths.profissionais}`}
      useRecord={(id, notFound) => profissionaisApi.useOne(id, notFound)}
      useSave={profissionaisApi.useSave}
      schema={profissionalFormSchema as never}
      toValues={profissionalFormValues}
      loadError="Não foi possível carregar o cadastro do profissional."
    >
      <Flex direction="column" gap="small">
        <TextInput name="nome" label="Nome" required maxLength={fieldLimits.name} />
        <Flex gap="small" wrap="wrap">
          <MaskedInput name="cpf" label="CPF" mask="cpf" required />
          <TextInput name="formacao" label="Formação / Cargo" maxLength={fieldLimits.name} />
        </Flex>
        <Flex gap="small" wrap="wrap">
          <SelectInput name="ide_oc" label="Órgão de Classe" required options={orgaoOptions} />
          <DescricaoOrgao />
          <TextInput name="nr_oc" label="Nº de Inscrição" required maxLength={profissionalLimits.nrOc} />
          <SelectInput name="uf_oc" label="UF do Órgão" required options={ufOptions} />
        </Flex>
        <TextInput name="email" label="E-mail" type="email" maxLength={fieldLimits.email} />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}
