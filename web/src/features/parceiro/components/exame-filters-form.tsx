import { Flex, Grid } from '@aws-amplify/ui-react';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../ui/form/date-input';
import { FilterActions } from '../../../ui/form/filter-actions';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import type { ExameFilters } from '../utils/exame-filters';

export interface ExameFiltersFormProps {
  value: ExameFilters;
  defaults: ExameFilters;
  onApply: (filters: ExameFilters) => void;
}

/** The partner list's filters: the situation and the exam days. 'Limpar' goes back to the default window. */
export function ExameFiltersForm({ value, defaults, onApply }: ExameFiltersFormProps) {
  const form = useForm<ExameFilters>({ defaultValues: value });
  return (
    <Form form={form} onSubmit={onApply} testId="parceiro-exame-filters">
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <SelectInput
            name="situacao"
            label="Situação"
            placeholder="Todas"
            options={[
              { value: 'pendente', label: 'Pendentes' },
              { value: 'realizado', label: 'Realizados' },
            ]}
          />
          <DateInput name="data.0" label="Data do exame de" />
          <DateInput name="data.1" label="até" />
        </Grid>
        <FilterActions
          justifyContent="flex-end"
          onClear={() => {
            form.reset(defaults);
            onApply(defaults);
          }}
        />
      </Flex>
    </Form>
  );
}
