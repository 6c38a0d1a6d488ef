import { SelectField } from '@aws-amplify/ui-react';
import { fieldLabel, useFormField } from './use-form-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  /** The option's tip (e.g. why it is disabled). */
  title?: string;
}

export interface SelectInputProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Called after the form's value changed (dependent fields clear themselves here). */
  onChange?: (value: string | number) => void;
  /** A short hint under the field (e.g. why options are disabled). */
  descriptiveText?: string;
}

/** A select of the kit; the form holds the option's value as given (number or text), '' when none. */
export function SelectInput(props: SelectInputProps) {
  const { name, label, options, required, placeholder = 'Selecione', disabled, onChange, descriptiveText } = props;
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
        onChange?.(chosen ? chosen.value : '');
      }}
      onBlur={field.onBlur}
      hasError={hasError}
      errorMessage={errorMessage}
      descriptiveText={descriptiveText}
      isRequired={required}
      data-testid={`field-${name}`}
    >
      {options.map((option) => (
        <option key={option.value} value={String(option.value)} disabled={option.disabled} title={option.title}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
