import { Flex, Label, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldLabel } from './use-form-field';

export interface FormFieldProps {
  /** The field whose first error shows under the control. */
  name: string;
  label?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled wrapper for controls the kit has no input for (a table of exams, a group of radios): shows the first
 * error of `name` under them, as the kit's inputs do.
 */
export function FormField({ name, label, required, children }: FormFieldProps) {
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return (
    <Flex direction="column" gap="xxs" data-testid={`field-${name}`}>
      {label ? <Label>{fieldLabel(label, required)}</Label> : null}
      {children}
      {message ? (
        <Text variation="error" fontSize="small" role="alert">
          {message}
        </Text>
      ) : null}
    </Flex>
  );
}
