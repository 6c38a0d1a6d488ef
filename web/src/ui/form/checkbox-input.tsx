import { SwitchField } from '@aws-amplify/ui-react';
import { useFormField } from './use-form-field';

export interface CheckboxInputProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** A 0/1 flag of the kit (pcd, ativo…) as a switch; the form holds 0 or 1, as the shared flag fields read them. */
export function CheckboxInput({ name, label, disabled }: CheckboxInputProps) {
  const { field } = useFormField(name);
  return (
    <SwitchField
      label={label}
      name={field.name}
      isChecked={field.value === 1 || field.value === true || field.value === '1'}
      onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
      isDisabled={disabled}
      labelPosition="end"
      data-testid={`field-${name}`}
    />
  );
}
