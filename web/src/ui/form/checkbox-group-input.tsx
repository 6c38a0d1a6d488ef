import { CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { FormField } from './form-field';
import { useFormField } from './use-form-field';

export interface CheckboxGroupInputProps {
  name: string;
  label: string;
  options: readonly { value: number | string; label: string }[];
  /** Shown under the choices (e.g. what choosing none means). */
  hint?: string;
}

/** Several choices of a list (statuses, ASO types) as checkboxes; the form holds the chosen values, in list order. */
export function CheckboxGroupInput({ name, label, options, hint }: CheckboxGroupInputProps) {
  const { field } = useFormField(name);
  const chosen = new Set((field.value as (number | string)[] | undefined) ?? []);
  return (
    <FormField name={name} label={label}>
      <Flex wrap="wrap" columnGap="medium" rowGap="xxs">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            name={`${name}-${option.value}`}
            label={option.label}
            size="small"
            value={String(option.value)}
            checked={chosen.has(option.value)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(option.value);
              else next.delete(option.value);
              field.onChange(options.map((item) => item.value).filter((value) => next.has(value)));
            }}
          />
        ))}
      </Flex>
      {hint ? (
        <Text fontSize="small" color="font.tertiary">
          {hint}
        </Text>
      ) : null}
    </FormField>
  );
}
