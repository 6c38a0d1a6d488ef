import { SelectField } from '@aws-amplify/ui-react';
import { fieldLabel, useFormField } from './use-form-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectInputProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A select of the kit; the form holds the option's value as given (number or text), '' when none. */
export function SelectInput({ name, label, options, required, placeholder = 'Selecione', disabled }: SelectInputProps) {
  const { field, errorMessage, hasError } = useFormField(name, { required });
  const current = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <SelectField
      name={field.name}
      ref={field.ref}
      label={fieldLabel(label, required)}
      placeholder={placeholder}
      value={current}
      isDisabled={disabled}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        field.onChange(chosen ? chosen.value : '');
      }}
      onBlur={field.onBlur}
      hasError={hasError}
      errorMessage={errorMessage}
      isRequired={required}
      data-testid={`field-${name}`}
    >
      {options.map((option) => (
        <option key={option.value} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
