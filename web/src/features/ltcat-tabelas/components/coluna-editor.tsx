import { Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  recordSavedMessage,
  tabelaDinamicaColunaFormSchema,
  temEditorDeValores,
  tipoCampo,
  tipoVinculo,
  typeLists,
  type TabelaDinamicaCategoria,
  type TabelaDinamicaColuna,
} from '@ocupacional/shared';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useSaveTabela } from '../api/tabelas-dinamicas';
import { colunaFormValues, novaLinha, type ColunaFormValues } from '../utils/tabela-form-values';
import { ValoresEditor } from './valores-editor';

/*
 * Nova Coluna / Editar Coluna (issue 15; spec 3 §3 Column): name, category, field type (list 207, default 208), link
 * (list 218), order, unit, mask, reference range, active / required / sort flags, and for the types with values the
 * 'VALORES DESSE CAMPO' editor. Choosing such a type on a column without lines starts it with one.
 */

const tipoOptions = (typeLists[tipoCampo.lista] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const vinculoOptions = (typeLists[tipoVinculo.lista] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

export interface ColunaEditorProps {
  readonly tab: string;
  /** The column to edit, 'nova' for a new one, null: closed. */
  readonly coluna: TabelaDinamicaColuna | 'nova' | null;
  readonly categorias: readonly TabelaDinamicaCategoria[];
  readonly proximaOrdem: number;
  readonly onClose: () => void;
}

export function ColunaEditor(props: ColunaEditorProps) {
  const aberta = props.coluna !== null;
  const coluna = props.coluna === 'nova' ? undefined : (props.coluna ?? undefined);
  return (
    <Modal open={aberta} onClose={props.onClose} title={coluna ? 'Editar Coluna' : 'Nova Coluna'} testId="coluna-modal">
      {aberta ? <ColunaForm key={coluna?.id ?? 'nova'} {...props} initial={colunaFormValues(coluna, props.proximaOrdem)} /> : null}
    </Modal>
  );
}

export function ColunaForm(props: ColunaEditorProps & { initial: ColunaFormValues }) {
  const notify = useNotify();
  const save = useSaveTabela('tabelaDinamicaColunaSalvar', props.tab);
  const form = useForm<ColunaFormValues>({
    resolver: zodResolver(tabelaDinamicaColunaFormSchema as never, undefined, { raw: true }) as never,
    defaultValues: props.initial,
  });
  const tipo = useWatch({ control: form.control, name: 'id_tipo_campo' });
  const categoriaOptions = props.categorias.map((categoria) => ({
    value: categoria.id,
    label: categoria.ativo === 1 ? categoria.nome : `${categoria.nome} (inativa)`,
  }));
  return (
    <Form
      form={form}
      testId="coluna-form"
      onSubmit={async (values: ColunaFormValues) => {
        await save.mutateAsync(values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        props.onClose();
      }}
    >
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr' }} gap="small" alignItems="end">
          <TextInput name="nome" label="Nome" required maxLength={255} />
          <SelectInput name="id_cat" label="Categoria" options={categoriaOptions} />
          <SelectInput
            name="id_tipo_campo"
            label="Tipo de campo"
            required
            options={tipoOptions}
            onChange={(value) => {
              if (temEditorDeValores(Number(value)) && form.getValues('tabela_valores').length === 0) {
                form.setValue('tabela_valores', [novaLinha([])]);
              }
            }}
          />
          <SelectInput name="id_tipo_vinculo" label="Vínculo" options={vinculoOptions} />
        </Grid>
        <Grid templateColumns={{ base: '1fr', medium: 'repeat(5, 1fr)' }} gap="small" alignItems="end">
          <TextInput name="ordem" label="Ordem" type="number" />
          <TextInput name="unidade" label="Unidade" maxLength={50} />
          <TextInput name="mascara" label="Máscara" maxLength={50} placeholder="ex.: 99,9" />
          <TextInput name="valor_ref_min" label="Referência mínima" />
          <TextInput name="valor_ref_max" label="Referência máxima" />
        </Grid>
        <Flex gap="large">
          <CheckboxInput name="ativo" label="Ativo" />
          <CheckboxInput name="obrigatorio" label="Obrigatório" />
          <CheckboxInput name="ordenar" label="Ordenar por esta coluna" />
        </Flex>
        {temEditorDeValores(Number(tipo)) ? <ValoresEditor /> : null}
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={props.onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="coluna-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
