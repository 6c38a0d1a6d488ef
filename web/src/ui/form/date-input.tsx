import { TextField } from '@aws-amplify/ui-react';
import { fieldLabel, useFormField } from './use-form-field';

export interface DateInputProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** First and last day the picker offers, ISO 'yyyy-mm-dd' (spec 1 §5: pickers can block past or future days). */
  min?: string;
  max?: string;
  /** A short hint under the field (e.g. the allowed window). */
  descriptiveText?: string;
}

/**
 * A date picker of the kit (the browser's own, shown as dd/mm/aaaa in pt-BR); the form holds the ISO date
 * ('yyyy-mm-dd'), which the shared date fields accept as they accept 'dd/mm/aaaa'.
 *
 * @example <DateInput name="data_age" label="Data do agendamento" min={today} max={addDays(today, 15)} required />
 */
export function DateInput({ name, label, required, disabled, min, max, descriptiveText }: DateInputProps) {
  const { field, errorMessage, hasError } = useFormField(name, { required });
  return (
    <TextField
      type="date"
      ref={field.ref}
      name={field.name}
      label={fieldLabel(label, required)}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      min={min}
      max={max}
      isDisabled={disabled}
      hasError={hasError}
      errorMessage={errorMessage}
      descriptiveText={descriptiveText}
      isRequired={required}
      data-testid={`field-${name}`}
    />
  );
}
