import { Autocomplete, Badge, Button, Flex, Label, Text } from '@aws-amplify/ui-react';
import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldLabel, useFormField } from '../../../ui/form/use-form-field';
import { lookupLabel } from '../../../ui/form/lookup-input';
import type { LookupOption } from '../../../ui/form/lookup-input';
import { firstErrorMessage } from '../utils/field-error';

export interface MultiLookupInputProps {
  name: string;
  label: string;
  /** What the API answered for the text typed so far. */
  options: readonly LookupOption[];
  onSearch?: (text: string) => void;
  loading?: boolean;
  /** Labels of ids the form starts with (a saved configuration). */
  knownLabels?: Readonly<Record<string, string>>;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Called with each option added (the caller may keep its label). */
  onAdd?: (option: LookupOption) => void;
}

/**
 * A searchable picker of several records (companies, fronts, employees): the form holds the chosen ids; each shows
 * as a chip with a remove button, and the search box adds one more at a time.
 */
export function MultiLookupInput(props: MultiLookupInputProps) {
  const { name, label, options, onSearch, loading, knownLabels, required, disabled, placeholder, onAdd } = props;
  const { field } = useFormField(name, { required });
  const { getFieldState, formState } = useFormContext();
  // A list's error may sit on one of its items ('empresas_processar.1').
  const errorMessage = firstErrorMessage(getFieldState(name, formState).error);
  const hasError = Boolean(errorMessage);
  const ids = Array.isArray(field.value) ? (field.value as string[]) : [];
  const labels = useRef<Record<string, string>>({ ...knownLabels });
  const [text, setText] = useState('');
  const id = useId();
  for (const option of options) labels.current[option.value] = option.label;
  const labelOf = (value: string) => labels.current[value] ?? knownLabels?.[value] ?? value;

  return (
    <Flex direction="column" gap="xxs" data-testid={`field-${name}`}>
      <Label htmlFor={id}>{fieldLabel(label, required)}</Label>
      {ids.length ? (
        <Flex gap="xxs" wrap="wrap" data-testid={`chips-${name}`}>
          {ids.map((value) => (
            <Badge key={value} size="small" variation="info">
              <Flex as="span" alignItems="center" gap="xxs">
                <span>{lookupLabel(labelOf(value))}</span>
                {disabled ? null : (
                  <Button
                    variation="link"
                    size="small"
                    padding="0"
                    aria-label={`Remover ${labelOf(value)}`}
                    onClick={() => field.onChange(ids.filter((chosen) => chosen !== value))}
                  >
                    ✕
                  </Button>
                )}
              </Flex>
            </Badge>
          ))}
        </Flex>
      ) : null}
      <Autocomplete
        id={id}
        label={label}
        labelHidden
        placeholder={placeholder ?? 'Digite para pesquisar e adicionar'}
        clearButtonLabel="Limpar"
        value={text}
        isDisabled={disabled}
        isLoading={loading}
        hasError={hasError}
        optionFilter={() => true}
        options={options.filter((option) => !ids.includes(option.value)).map((option) => ({ id: option.value, label: lookupLabel(option.label) }))}
        menuSlots={{ Empty: <Text padding="xs">Nenhum resultado encontrado</Text> }}
        onChange={(event) => {
          setText(event.target.value);
          onSearch?.(event.target.value);
        }}
        onSelect={(option) => {
          setText('');
          onSearch?.('');
          if (!ids.includes(option.id)) field.onChange([...ids, option.id]);
          const added = options.find((candidate) => candidate.value === option.id);
          if (added) onAdd?.(added);
        }}
        onClear={() => {
          setText('');
          onSearch?.('');
        }}
        onBlur={() => field.onBlur()}
      />
      {errorMessage ? (
        <Text variation="error" fontSize="small" role="alert">
          {errorMessage}
        </Text>
      ) : null}
    </Flex>
  );
}
