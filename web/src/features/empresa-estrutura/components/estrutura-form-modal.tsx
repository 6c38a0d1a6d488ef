import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordSavedMessage } from '@ocupacional/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';

/*
 * The create / edit dialog of the 'Estrutura' tab's records (front, GHE, PCMSO revision): validates with the shared
 * schema (the server's own), saves, says 'Registro salvo com sucesso!' and closes; a 400's field errors land under
 * the fields (ui/form/form.tsx).
 */

export interface EstruturaFormModalProps<Values extends FieldValues> {
  readonly testId: string;
  readonly title: string;
  readonly schema: z.ZodType;
  readonly initial: DefaultValues<Values>;
  readonly onSave: (values: unknown) => Promise<unknown>;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function EstruturaFormModal<Values extends FieldValues>(props: EstruturaFormModalProps<Values>) {
  const notify = useNotify();
  const form = useForm<Values, unknown, unknown>({ resolver: zodResolver(props.schema as never) as never, defaultValues: props.initial });
  return (
    <Modal open onClose={props.onClose} title={props.title} width="min(720px, 95vw)" testId={`${props.testId}-modal`}>
      <Form
        form={form}
        testId={`${props.testId}-form`}
        onSubmit={async (values) => {
          await props.onSave(values);
          notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
          props.onClose();
        }}
      >
        <Flex direction="column" gap="medium">
          {props.children}
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={props.onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid={`${props.testId}-save`}>
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
