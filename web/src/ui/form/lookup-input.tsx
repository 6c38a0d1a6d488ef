import { Autocomplete, Flex, Label, Text } from '@aws-amplify/ui-react';
import { truncation } from '@ocupacional/shared';
import { useEffect, useId, useState } from 'react';
import { fieldLabel, useFormField } from './use-form-field';

export interface LookupOption {
  /** The id the form keeps. */
  value: string;
  label: string;
}

export interface LookupInputProps {
  name: string;
  label: string;
  /** What the API answered for the text typed so far (the caller debounces the search). */
  options: readonly LookupOption[];
  /** The text typed, for the caller's debounced lookup. */
  onSearch?: (text: string) => void;
  /** Called with the chosen option (or null when cleared), after the form's value changed. */
  onPick?: (option: LookupOption | null) => void;
  loading?: boolean;
  /** The label of the current value when it is not among the options (a record loaded for editing). */
  currentLabel?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A searchable lookup of the kit (employee, city, CNAE…) on Amplify UI's Autocomplete: the user types, the caller
 * asks the API (debounced, spec 1 §9) and the form keeps the chosen option's id. Lookup labels longer than 50
 * characters are cut to 100 (spec 1 §9).
 */
export function LookupInput(props: LookupInputProps) {
  const { name, label, options, onSearch, onPick, loading, currentLabel, required, disabled, placeholder } = props;
  const { field, errorMessage, hasError } = useFormField(name, { required });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const chosenLabel = options.find((option) => option.value === value)?.label ?? currentLabel ?? '';
  const [text, setText] = useState(chosenLabel);
  const [typing, setTyping] = useState(false);
  const id = useId();

  // The form's value changed from outside (a reset, a record loaded, a dependent field cleared): show its label.
  useEffect(() => {
    if (!typing) setText(value ? chosenLabel : '');
  }, [value, chosenLabel]);

  return (
    <Flex direction="column" gap="xxs" data-testid={`field-${name}`}>
      <Label htmlFor={id}>{fieldLabel(label, required)}</Label>
      <Autocomplete
        id={id}
        label={label}
        labelHidden
        name={field.name}
        placeholder={placeholder ?? 'Digite para pesquisar'}
        clearButtonLabel="Limpar"
        value={text}
        isDisabled={disabled}
        isLoading={loading}
        hasError={hasError}
        // The API already filtered by the text (accents and CPF digits included): show every answer.
        optionFilter={() => true}
        options={options.map((option) => ({ id: option.value, label: lookupLabel(option.label) }))}
        menuSlots={{ Empty: <Text padding="xs">Nenhum resultado encontrado</Text> }}
        onChange={(event) => {
          setTyping(true);
          setText(event.target.value);
          onSearch?.(event.target.value);
        }}
        onSelect={(option) => {
          setTyping(false);
          setText(option.label);
          field.onChange(option.id);
          onPick?.(options.find((candidate) => candidate.value === option.id) ?? null);
        }}
        onClear={() => {
          setTyping(false);
          setText('');
          onSearch?.('');
          field.onChange('');
          onPick?.(null);
        }}
        onBlur={() => {
          // Text typed without choosing an option is not a value: show the chosen one again.
          setTyping(false);
          setText(value ? chosenLabel : '');
          field.onBlur();
        }}
      />
      {errorMessage ? (
        <Text variation="error" fontSize="small" role="alert">
          {errorMessage}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A lookup label as shown: cut to 100 characters when longer than 50 (spec 1 §9). */
export function lookupLabel(label: string): string {
  if (label.length <= truncation.rotuloLimite || label.length <= truncation.rotuloCorte) return label;
  return `${label.slice(0, truncation.rotuloCorte).trimEnd()}...`;
}
