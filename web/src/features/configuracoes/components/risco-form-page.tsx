import { Flex, Text } from '@aws-amplify/ui-react';
import { fieldLimits, riscoCategoriaDoCodigo, riscoCategoriaLabels, riscoCategorias, riscoFormSchema, riscoNomeMax } from '@ocupacional/shared';
import { useWatch } from 'react-hook-form';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { RegistryFormPage } from '../../cadastros/components/registry-form-page';
import { riscosApi } from '../api/riscos';
import { riscoFormValues, type RiscoFormValues } from '../utils/form-values';

const categoriaOptions = riscoCategorias.map((categoria) => ({ value: categoria, label: riscoCategoriaLabels[categoria] }));

/** The category: the Tabela 24 code's group when a full code is typed (shown, not chosen), else a select. */
function CategoriaField() {
  const codigo = useWatch({ name: 'codigo_esocial' }) as string | undefined;
  const digits = (codigo ?? '').replace(/\D/g, '');
  const derived = digits.length === 7 && digits !== '0000000' ? riscoCategoriaDoCodigo(digits) : undefined;
  if (derived) {
    return (
      <Text data-testid="risco-categoria-derivada">
        Categoria: <strong>{riscoCategoriaLabels[derived]}</strong> (grupo do código na Tabela 24)
      </Text>
    );
  }
  return <SelectInput name="categoria" label="Categoria" required options={categoriaOptions} />;
}

/**
 * Create (config/riscos/cadastrar) or edit (config/riscos/editar/{id}) a risk: name, eSocial code (Tabela 24, mask
 * 99.99.999), category, description.
 */
export function RiscoFormPage() {
  return (
    <RegistryFormPage<Parameters<typeof riscoFormValues>[0], RiscoFormValues>
      testId="risco"
      listUrl={`/${webPaths.riscos}`}
      useRecord={(id, notFound) => riscosApi.useOne(id, notFound)}
      useSave={riscosApi.useSave}
      schema={riscoFormSchema as never}
      toValues={riscoFormValues}
      loadError="Não foi possível carregar o cadastro do risco."
    >
      <Flex direction="column" gap="small">
        <TextInput name="nome" label="Nome" required maxLength={riscoNomeMax} />
        <MaskedInput name="codigo_esocial" label="Código eSocial (Tabela 24)" mask="esocial" placeholder="00.00.000" />
        <CategoriaField />
        <TextInput name="descricao" label="Descrição" rows={3} maxLength={fieldLimits.notes} />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}
