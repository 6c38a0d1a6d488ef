import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { recordSavedMessage } from '@ocupacional/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { Form } from '../../../ui/form/form';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';

/*
 * The create / edit screen every back-office registry shows (issue 14; routes '<x>/cadastrar' and '<x>/editar/:id'
 * from crud() of the route tables): loads the record on edit (a 404 goes back to the list, spec 1 §8), validates with
 * the registry's zod schema of shared/ (the server's own), saves, says 'Registro salvo com sucesso!' and returns to
 * the list; a 400's field errors land under the fields (ui/form/form.tsx).
 */

export interface RegistryFormPageProps<Record, Values extends FieldValues> {
  readonly testId: string;
  readonly listUrl: string;
  /** The record to edit (the route's id), with its query's state. */
  readonly useRecord: (id: string | undefined, notFoundRedirect: string) => { data?: Record | undefined; isPending: boolean };
  readonly useSave: () => { mutateAsync: (body: unknown) => Promise<unknown> };
  readonly schema: z.ZodType<unknown, Values>;
  /** The form's values for a record, or a new one's. */
  readonly toValues: (record: Record | undefined) => DefaultValues<Values>;
  readonly loadError: string;
  readonly children: ReactNode;
}

export function RegistryFormPage<Record, Values extends FieldValues>(props: RegistryFormPageProps<Record, Values>) {
  const { id } = useParams();
  const record = props.useRecord(id, props.listUrl);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">{props.loadError}</Alert>;
  // A new form per record: react-hook-form's default values are read once.
  return <RegistryEditor key={id ?? 'novo'} {...props} initial={props.toValues(record.data)} />;
}

function RegistryEditor<Record, Values extends FieldValues>(props: RegistryFormPageProps<Record, Values> & { initial: DefaultValues<Values> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = props.useSave();
  const form = useForm<Values, unknown, unknown>({ resolver: zodResolver(props.schema as never) as never, defaultValues: props.initial });
  return (
    <Form
      form={form}
      testId={`${props.testId}-form`}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(props.listUrl);
      }}
    >
      <Flex direction="column" gap="medium">
        {props.children}
        <Flex justifyContent="flex-end" gap="small">
          <Button as={Link} to={props.listUrl}>
            Voltar
          </Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid={`${props.testId}-save`}>
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
