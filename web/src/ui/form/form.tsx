import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from './server-errors';

export interface FormProps<TInput extends FieldValues, TOutput> {
  /** From useForm({ resolver: zodResolver(schema) }). */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the validated values; a 400 it throws lands under the fields. */
  onSubmit: (values: TOutput) => unknown;
  children: ReactNode;
  testId?: string;
}

/**
 * A form of the kit: validates with the form's resolver, submits, and maps a server 400's `fields` onto the
 * fields (spec 1 §5). Other failures were already shown by the HTTP client.
 *
 * @example
 * const form = useForm({ resolver: zodResolver(schema), defaultValues });
 * <Form form={form} onSubmit={save}><TextInput name="nome" label="Nome" required /></Form>
 */
export function Form<TInput extends FieldValues, TOutput>({ form, onSubmit, children, testId }: FormProps<TInput, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400) {
        applyServerErrors(error.fields, (name, fieldError) => form.setError(name as never, fieldError));
      }
    }
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // A save validates afresh: the blur messages ('Campo Obrigatório') and a previous 400 give way to the
          // schema's ('Campo obrigatório') and the new answer.
          form.clearErrors();
          void submit(event);
        }}
        data-testid={testId}
      >
        {children}
      </form>
    </FormProvider>
  );
}
