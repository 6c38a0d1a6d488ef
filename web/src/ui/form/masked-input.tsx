import { TextField } from '@aws-amplify/ui-react';
import { masks, moneyMask } from '@ocupacional/shared';
import type { MaskName } from '@ocupacional/shared';
import type { FactoryOpts } from 'imask';
import { useEffect } from 'react';
import { useIMask } from 'react-imask';
import { fieldLabel, useFormField } from './use-form-field';

/** The masks of spec 1 §5 (patterns in shared/masks.ts) plus money in reais. */
export type InputMaskName = MaskName | 'money';

/** react-imask options for a mask name. */
export function maskOptions(mask: InputMaskName): FactoryOpts {
  if (mask === 'money') return { ...moneyMask, mapToRadix: [...moneyMask.mapToRadix] } as FactoryOpts;
  return { mask: masks[mask] };
}

export interface MaskedInputProps {
  name: string;
  label: string;
  mask: InputMaskName;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A masked text field (cpf, cnpj, cep, phones, date, time, cbo, esocial, money, number). The form holds the masked
 * text, as typed; the zod schemas of shared/ keep the digits (cpfField, cnpjField) or parse it (parseBRL).
 *
 * @example <MaskedInput name="cpf" label="CPF" mask="cpf" required />
 */
export function MaskedInput({ name, label, mask, required, ...rest }: MaskedInputProps) {
  const { field, errorMessage, hasError } = useFormField(name, { required });
  const value = (field.value as string | null | undefined) ?? '';
  const { ref, value: shown, setValue } = useIMask<HTMLInputElement>(maskOptions(mask), {
    defaultValue: value,
    onAccept: (accepted) => {
      if (accepted !== value) field.onChange(accepted);
    },
  });

  // The form changed the value (reset, a server answer): show it through the mask.
  useEffect(() => {
    if (value !== shown) setValue(value);
    // Only the form's value drives this; `shown` follows the typing.
  }, [value]);

  return (
    <TextField
      {...rest}
      ref={ref}
      name={field.name}
      label={fieldLabel(label, required)}
      inputMode={mask === 'money' ? 'decimal' : 'numeric'}
      onBlur={field.onBlur}
      hasError={hasError}
      errorMessage={errorMessage}
      isRequired={required}
      data-testid={`field-${name}`}
    />
  );
}
