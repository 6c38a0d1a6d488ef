import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { conclusaoTecnicaFormSchema, fieldLimits, recordSavedMessage, type ConclusaoTecnica } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { conclusoesTecnicasApi } from '../api/ltcat-conteudos';
import { conclusaoTecnicaFormValues } from '../utils/catalogo-form-values';
import { CatalogoTable } from './catalogo-table';

/** Spec 3 §6: 573 changes technical conclusions. */
const permission = 573;
const col = dataTableColumns<ConclusaoTecnica>();
const columns = col.columns([
  col.accessor((row) => row.descricao ?? '', { id: 'descricao', header: 'Descrição' }),
  col.accessor((row) => row.usuario ?? '', { id: 'usuario', header: 'Usuário' }),
]);

/**
 * LTCAT › Configuração › Conclusão Técnica (spec 3 §2.3): the technical conclusions a GHE links, with the modal Nova
 * Conclusão Técnica / Editar Conclusão Técnica; changing needs 573.
 */
export function ConclusoesTecnicasTab() {
  const session = useSession(undefined);
  return (
    <CatalogoTable<ConclusaoTecnica>
      testId="conclusoes-tecnicas"
      columns={columns}
      useList={conclusoesTecnicasApi.useList}
      useDelete={conclusoesTecnicasApi.useDelete}
      mayEdit={can(session.data?.usuario, permission)}
      newLabel="Nova Conclusão Técnica"
      searchPlaceholder="Nome"
      emptyMessage="Nenhuma conclusão técnica encontrada"
      totalLabel={(total) => `${total} conclusão(ões) técnica(s)`}
      modal={(row, close) => <ConclusaoTecnicaModal row={row} onClose={close} />}
    />
  );
}

function ConclusaoTecnicaModal({ row, onClose }: { row: ConclusaoTecnica | null; onClose: () => void }) {
  const notify = useNotify();
  const save = conclusoesTecnicasApi.useSave();
  const form = useForm({ resolver: zodResolver(conclusaoTecnicaFormSchema), defaultValues: conclusaoTecnicaFormValues(row) });
  return (
    <Modal open onClose={onClose} title={row ? 'Editar Conclusão Técnica' : 'Nova Conclusão Técnica'} width="min(48rem, 95%)" testId="conclusao-tecnica-modal">
      <Form
        form={form}
        testId="conclusao-tecnica-form"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
          onClose();
        }}
      >
        <Flex direction="column" gap="small">
          <TextInput name="nome" label="Nome" required maxLength={fieldLimits.name} />
          <TextInput name="descricao" label="Descrição" rows={6} maxLength={fieldLimits.text} />
          <CheckboxInput name="ativo" label="Ativo" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="conclusao-tecnica-salvar">
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
