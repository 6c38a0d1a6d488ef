import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { asoUploadPaginaEditSchema, documentTypes, typeListCodes, typeLists } from '@ocupacional/shared';
import type { AsoUploadPagina, AsoUploadPaginaEditInput } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEditUploadPagina } from '../api/edit-upload-pagina';
import { LinkPickers } from './link-pickers';

const documentoOptions = (typeLists[typeListCodes.tipoDocumento] ?? [])
  .filter((item) => item.id === documentTypes.aso || item.id === documentTypes.prontuario)
  .map((item) => ({ value: item.id, label: item.descricao }));

type EditOutput = z.output<typeof asoUploadPaginaEditSchema>;

/**
 * Links a page by hand (spec 2 §2 "A page can be edited to link a PDF page to a consultation"): company →
 * employee → consultation of the last 730 days and the document type; the page becomes 193. A 400 shows under the
 * fields ('Selecione uma opção válida' under the consultation).
 */
export function PaginaEditModal({ pagina, onClose }: { pagina: AsoUploadPagina | null; onClose: () => void }) {
  return (
    <Modal
      open={pagina !== null}
      onClose={onClose}
      title={pagina ? `Vincular Página ${pagina.page} de ${pagina.pages}` : ''}
      width="min(64rem, 95%)"
      testId="pagina-edit-modal"
    >
      {pagina ? <PaginaEditForm key={pagina.id} pagina={pagina} onClose={onClose} /> : null}
    </Modal>
  );
}

function PaginaEditForm({ pagina, onClose }: { pagina: AsoUploadPagina; onClose: () => void }) {
  const notify = useNotify();
  const edit = useEditUploadPagina();
  const form = useForm<AsoUploadPaginaEditInput, unknown, EditOutput>({
    resolver: zodResolver(asoUploadPaginaEditSchema),
    defaultValues: {
      // Sent back with the link: a link saved by someone else since answers 409 (issue 12 item 3).
      versao: pagina.versao,
      id_emp: pagina.empresa?.id ?? '',
      id_fun: pagina.funcionario?.id ?? '',
      id_con: pagina.id_con ?? ('' as unknown as number),
      tipo_documento: pagina.tipo_documento?.id ?? documentTypes.aso,
    },
  });

  async function save(values: EditOutput) {
    const answer = await edit.mutateAsync({ id: pagina.id, body: values as AsoUploadPaginaEditInput });
    notify({ message: answer.msg || 'Registro salvo com sucesso!', variation: 'success', title: 'Sucesso' });
    onClose();
  }

  return (
    <Form form={form} onSubmit={save} testId="pagina-edit-form">
      <Flex direction="column" gap="small">
        {pagina.motivo ? (
          <Text fontSize="small" color="font.tertiary">
            {pagina.motivo}
          </Text>
        ) : null}
        <LinkPickers required current={{ empresa: pagina.empresa?.nome, funcionario: pagina.funcionario?.nome }} />
        <SelectInput name="tipo_documento" label="Tipo de Documento" options={documentoOptions} />
        <Flex justifyContent="flex-end" gap="small">
          <Button as="a" href={pagina.arquivo} target="_blank" rel="noopener">
            Ver Página
          </Button>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} data-testid="pagina-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
