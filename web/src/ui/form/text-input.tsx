import { PasswordField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { fieldLabel, useFormField } from './use-form-field';

export interface TextInputProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'number';
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** A multi-line text (notes, observations). */
  rows?: number;
}

/** A text field of the kit: label, the form's value, the first error under the field. */
export function TextInput({ name, label, required, type = 'text', rows, ...rest }: TextInputProps) {
  const { field, errorMessage, hasError } = useFormField(name, { required });
  const common = {
    ...rest,
    name: field.name,
    label: fieldLabel(label, required),
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    hasError,
    errorMessage,
    isRequired: required,
    'data-testid': `field-${name}`,
  };
  if (rows) return <TextAreaField {...common} rows={rows} ref={field.ref} />;
  if (type === 'password') {
    return (
      <PasswordField
        {...common}
        ref={field.ref}
        showPasswordButtonLabel="Mostrar senha"
        passwordIsHiddenLabel="A senha está oculta"
        passwordIsShownLabel="A senha está visível"
      />
    );
  }
  return <TextField {...common} type={type} ref={field.ref} />;
}
