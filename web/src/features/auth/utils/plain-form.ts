import { requiredOnBlurMessage } from '@ocupacional/shared';
import { useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { isMissing, leftForButton } from '../../../ui/form/required';
import { applyServerErrors } from '../../../ui/form/server-errors';

/*
 * The login page's forms without react-hook-form (issue 17: the entry page's first load stays small). They keep
 * the kit's behaviour (ui/form: Form, useFormField) as react-hook-form gives it with a zod resolver: the schema's
 * messages on save ('Campo obrigatório'), 'Campo Obrigatório' on leaving a required field empty, a server 400's
 * first message under its field until the field changes, and after a save each change validates its field again.
 */

/** Where a field's message came from: what decides whether typing clears it. */
export type FieldErrorKind = 'blur' | 'schema' | 'server';

export interface FieldError {
  kind: FieldErrorKind;
  message: string;
}

export interface PlainFormState<Name extends string> {
  values: Record<Name, string>;
  /** By field name; a server 400 may name fields the form does not show. */
  errors: Partial<Record<string, FieldError>>;
  /** Whether a save was tried: from then on a change validates its field again. */
  submitted: boolean;
  submitting: boolean;
}

/** A schema of the form's text fields, e.g. loginRequestSchema.omit({ point_type: true }). */
export type PlainFormSchema<Name extends string, Out> = z.ZodType<Out, Record<Name, string>>;

export function initialFormState<Name extends string>(values: Record<Name, string>): PlainFormState<Name> {
  return { values, errors: {}, submitted: false, submitting: false };
}

/** The schema's first message of each field, as @hookform/resolvers/zod gives them; none when the values pass. */
export function schemaErrors<Name extends string>(
  schema: PlainFormSchema<Name, unknown>,
  values: Record<Name, string>,
): Record<string, FieldError> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= { kind: 'schema', message: issue.message };
  }
  return errors;
}

/** A typed value: before any save it clears a blur or server message; after one the field is validated again. */
export function changeField<Name extends string>(
  state: PlainFormState<Name>,
  schema: PlainFormSchema<Name, unknown>,
  name: Name,
  value: string,
): PlainFormState<Name> {
  const values = { ...state.values, [name]: value };
  const errors = { ...state.errors };
  if (state.submitted) {
    errors[name] = schemaErrors(schema, values)[name];
  } else if (errors[name]?.kind !== 'schema') {
    delete errors[name];
  }
  if (!errors[name]) delete errors[name];
  return { ...state, values, errors };
}

/** A field left: 'Campo Obrigatório' when it is required, empty, without a message yet and not left for a button. */
export function blurField<Name extends string>(
  state: PlainFormState<Name>,
  name: Name,
  required: boolean,
  relatedTarget: EventTarget | null,
): PlainFormState<Name> {
  if (!required || state.errors[name] || leftForButton(relatedTarget) || !isMissing(state.values[name])) return state;
  return { ...state, errors: { ...state.errors, [name]: { kind: 'blur', message: requiredOnBlurMessage } } };
}

/** A server 400's fields: the first message of each under it (spec 1 §5). */
export function withServerErrors<Name extends string>(
  state: PlainFormState<Name>,
  fields: Readonly<Record<string, readonly string[]>>,
): PlainFormState<Name> {
  const errors = { ...state.errors };
  applyServerErrors(fields, (name, { message }) => (errors[name] = { kind: 'server', message }));
  return { ...state, errors };
}

/** What a field of the form gets: PatternInput takes it as it is. */
export interface PlainField<Name extends string> {
  name: Name;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  errorMessage: string | undefined;
  required: boolean;
}

/**
 * A form of text fields held in React state and validated with a zod schema.
 *
 * @example
 * const form = usePlainForm(schema, { cpf: '', senha: '' });
 * <form noValidate onSubmit={form.submit(save)}><PatternInput {...form.field('cpf', { required: true })} … /></form>
 */
export function usePlainForm<Name extends string, Out>(schema: PlainFormSchema<Name, Out>, defaults: Record<Name, string>) {
  const [state, setState] = useState(() => initialFormState(defaults));

  const field = (name: Name, { required = false } = {}): PlainField<Name> => ({
    name,
    value: state.values[name],
    onChange: (value) => setState((current) => changeField(current, schema, name, value)),
    onBlur: (event) => {
      const { relatedTarget } = event;
      setState((current) => blurField(current, name, required, relatedTarget));
    },
    errorMessage: state.errors[name]?.message,
    required,
  });

  /**
   * The form's onSubmit: validates afresh (earlier messages give way to the schema's), then saves the parsed values;
   * a 400 lands under the fields. Other API failures were already shown by the HTTP client; any other error is
   * thrown on, as the kit's Form does.
   */
  const submit = (save: (values: Out) => unknown, onInvalid?: (errors: Record<string, FieldError>) => void) => {
    const run = async () => {
      const parsed = schema.safeParse(state.values);
      if (!parsed.success) {
        const errors = schemaErrors(schema, state.values);
        setState((current) => ({ ...current, errors, submitted: true }));
        onInvalid?.(errors);
        return;
      }
      setState((current) => ({ ...current, errors: {}, submitting: true }));
      try {
        await save(parsed.data);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 400) setState((current) => withServerErrors(current, error.fields));
      } finally {
        setState((current) => ({ ...current, submitting: false, submitted: true }));
      }
    };
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run();
    };
  };

  return { values: state.values, submitting: state.submitting, field, submit };
}
