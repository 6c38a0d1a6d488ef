import { TextField } from '@aws-amplify/ui-react';
import type { ChangeEvent, FocusEvent } from 'react';
import { fieldLabel } from './field-label';
import { maskEdit } from './pattern-mask';

export interface PatternInputProps {
  name: string;
  label: string;
  /** A fixed pattern of shared/masks.ts (cpf, cnpj, cep…): not money, which needs MaskedInput. */
  pattern: string;
  /** The masked text, as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The message under the field; none when the field has no error. */
  errorMessage?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * MaskedInput's field for a fixed pattern, without a form library or imask: controlled by its owner, for the login
 * page, whose first load must stay small (issue 17). Same markup, test id and masked text as MaskedInput.
 *
 * @example <PatternInput name="cpf" label="CPF" pattern={masks.cpf} value={cpf} onChange={setCpf} required />
 */
export function PatternInput({ name, label, pattern, onChange, errorMessage, required, ...rest }: PatternInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const edit = maskEdit(pattern, input.value, input.selectionStart ?? input.value.length);
    // Written before React renders the new value, so React leaves the element alone and the caret where it belongs.
    if (edit.value !== input.value) {
      input.value = edit.value;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    }
    onChange(edit.value);
  };
  return (
    <TextField
      {...rest}
      name={name}
      label={fieldLabel(label, required)}
      inputMode="numeric"
      onChange={change}
      hasError={errorMessage !== undefined}
      errorMessage={errorMessage}
      isRequired={required}
      data-testid={`field-${name}`}
    />
  );
}
