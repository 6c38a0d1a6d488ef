import { Flex } from '@aws-amplify/ui-react';
import { gheFormSchema, type GheCadastro, type GheFormInput } from '@ocupacional/shared';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { TextInput } from '../../../ui/form/text-input';
import { useEstruturaSave } from '../api/estrutura';
import { EstruturaFormModal } from './estrutura-form-modal';

/** Create or edit a GHE of a front: code (max 15), description, notes, order, ativo. */
export function GheModal(props: { empresaId: string; fdtId: string; ghe: GheCadastro | undefined; onClose: () => void }) {
  const { ghe } = props;
  const save = useEstruturaSave(props.empresaId, 'estruturaGheSalvar');
  return (
    <EstruturaFormModal<GheFormInput>
      testId="estrutura-ghe"
      title={ghe ? 'Editar GHE' : 'Novo GHE'}
      schema={gheFormSchema}
      initial={{
        id: ghe?.id ?? '',
        versao: ghe?.versao,
        id_fdt: props.fdtId,
        ghe: ghe?.ghe ?? '',
        descricao: ghe?.descricao ?? '',
        obs: ghe?.obs ?? '',
        ordem: ghe?.ordem ?? 0,
        ativo: ghe ? ghe.ativo : 1,
      }}
      onSave={(body) => save.mutateAsync({ body })}
      onClose={props.onClose}
    >
      <Flex direction="column" gap="small">
        <TextInput name="ghe" label="GHE" required maxLength={15} />
        <TextInput name="descricao" label="Descrição" required maxLength={150} />
        <TextInput name="obs" label="Observação" rows={3} maxLength={500} />
        <TextInput name="ordem" label="Ordem" type="number" />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </EstruturaFormModal>
  );
}
