import { Flex, Grid } from '@aws-amplify/ui-react';
import { fdtFormSchema, formatInscricao, tiposInscricao, type FdtCadastro, type FdtFormInput } from '@ocupacional/shared';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useEstruturaSave } from '../api/estrutura';
import { EstruturaFormModal } from './estrutura-form-modal';

/** The form's values for a front, or a new one's (no registration: the user says whether it has one). */
export function fdtFormValues(fdt: FdtCadastro | undefined): FdtFormInput {
  return {
    id: fdt?.id ?? '',
    versao: fdt?.versao,
    descricao: fdt?.descricao ?? '',
    pcmso: fdt?.pcmso ?? '',
    tp_insc: fdt?.tp_insc ?? undefined,
    nr_insc: fdt ? formatInscricao(fdt.tp_insc, fdt.nr_insc) : '',
    cep: fdt?.cep ?? '',
    end: fdt?.end ?? '',
    num: fdt?.num ?? '',
    bairro: fdt?.bairro ?? '',
    uf: fdt?.uf ?? '',
    cidade: fdt?.cidade ?? '',
    ativo: fdt ? fdt.ativo : 1,
  };
}

/** Create or edit a work front: name, PCMSO name, registration (CNPJ, CAEPF or CNO), address, ativo. */
export function FdtModal({ empresaId, fdt, onClose }: { empresaId: string; fdt: FdtCadastro | undefined; onClose: () => void }) {
  const save = useEstruturaSave(empresaId, 'estruturaFdtSalvar');
  return (
    <EstruturaFormModal<FdtFormInput>
      testId="estrutura-fdt"
      title={fdt ? 'Editar Frente de Trabalho' : 'Nova Frente de Trabalho'}
      schema={fdtFormSchema}
      initial={fdtFormValues(fdt)}
      onSave={(body) => save.mutateAsync({ body })}
      onClose={onClose}
    >
      <Flex direction="column" gap="small">
        <TextInput name="descricao" label="Descrição" required maxLength={150} />
        <TextInput name="pcmso" label="Nome do PCMSO" maxLength={150} />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
          <SelectInput
            name="tp_insc"
            label="Tipo de inscrição"
            placeholder="Sem inscrição própria"
            options={tiposInscricao.map((tipo) => ({ value: tipo.id, label: tipo.nome }))}
          />
          <TextInput name="nr_insc" label="Número de inscrição" maxLength={20} />
        </Grid>
        <Grid templateColumns={{ base: '1fr', medium: '1fr 3fr 1fr' }} gap="small">
          <TextInput name="cep" label="CEP" maxLength={10} />
          <TextInput name="end" label="Endereço" maxLength={500} />
          <TextInput name="num" label="Número" maxLength={50} />
        </Grid>
        <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr' }} gap="small">
          <TextInput name="bairro" label="Bairro" maxLength={100} />
          <TextInput name="cidade" label="Cidade" maxLength={255} />
          <TextInput name="uf" label="UF" maxLength={2} />
        </Grid>
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </EstruturaFormModal>
  );
}
