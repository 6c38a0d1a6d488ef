import { Flex } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { FilterActions } from './filter-actions';
import { Form } from './form';

export interface FiltersFormProps<T extends FieldValues> {
  value: T;
  defaults: T;
  onApply: (filters: T) => void;
  testId: string;
  /** The fields. */
  children: ReactNode;
  /** A field on the buttons' row, at its left (the buttons then sit at the right of that row). */
  besideActions?: ReactNode;
}

/**
 * The filter panel of a list: the fields, then 'Limpar' (back to the defaults, applied at once) and 'Filtrar'.
 *
 * @example
 * <FiltersForm testId="parceiro-exame-filters" value={filters} defaults={defaults} onApply={apply}>
 *   <DateRangeInput name="data" label="Data do exame de" />
 * </FiltersForm>
 */
export function FiltersForm<T extends FieldValues>({ value, defaults, onApply, testId, children, besideActions }: FiltersFormProps<T>) {
  const form = useForm<T>({ defaultValues: value as DefaultValues<T> });
  const actions = (
    <FilterActions
      justifyContent={besideActions ? undefined : 'flex-end'}
      onClear={() => {
        form.reset(defaults);
        onApply(defaults);
      }}
    />
  );
  return (
    <Form form={form} onSubmit={onApply} testId={testId}>
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        {children}
        {besideActions ? (
          <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
            {besideActions}
            {actions}
          </Flex>
        ) : (
          actions
        )}
      </Flex>
    </Form>
  );
}
