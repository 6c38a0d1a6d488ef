import { Grid } from '@aws-amplify/ui-react';
import { DateInput } from '../../../ui/form/date-input';
import { FiltersForm } from '../../../ui/form/filters-form';
import { SelectInput } from '../../../ui/form/select-input';
import type { ExameFilters } from '../utils/exame-filters';

export interface ExameFiltersFormProps {
  value: ExameFilters;
  defaults: ExameFilters;
  onApply: (filters: ExameFilters) => void;
}

const situacaoOptions = [
  { value: 'pendente', label: 'Pendentes' },
  { value: 'realizado', label: 'Realizados' },
];

/** The partner list's filters: the situation and the exam days. 'Limpar' goes back to the default window. */
export function ExameFiltersForm(props: ExameFiltersFormProps) {
  return (
    <FiltersForm {...props} testId="parceiro-exame-filters">
      {/* The exam days sit in the row's own columns (three of them), not paired like the other lists' ranges. */}
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
        <SelectInput name="situacao" label="Situação" placeholder="Todas" options={situacaoOptions} />
        <DateInput name="data.0" label="Data do exame de" />
        <DateInput name="data.1" label="até" />
      </Grid>
    </FiltersForm>
  );
}
