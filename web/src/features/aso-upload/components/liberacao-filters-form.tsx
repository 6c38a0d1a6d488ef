import { Grid } from '@aws-amplify/ui-react';
import { applyMask, masks, typeListCodes, typeLists } from '@ocupacional/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { FiltersForm } from '../../../ui/form/filters-form';
import { LookupInput } from '../../../ui/form/lookup-input';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import type { LiberacaoFilters } from '../utils/liberacao-filters';

// The definitive consultation's statuses: the batch statuses (194, 195) belong to external consultations only.
const statusOptions = (typeLists[typeListCodes.statusConsulta] ?? [])
  .filter((item) => item.id !== 194 && item.id !== 195)
  .map((item) => ({ value: item.id, label: item.descricao }));
const asoOptions = (typeLists[typeListCodes.tipoAso] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

export interface LiberacaoFiltersFormProps {
  value: LiberacaoFilters;
  defaults: LiberacaoFilters;
  onApply: (filters: LiberacaoFilters) => void;
  /** The company area's release list filters only creation date and ASO type (spec 2 §2). */
  company?: boolean;
  /** The chosen company's label (web list). */
  empresaLabel?: string;
  onEmpresaLabel?: (label: string) => void;
}

/** The ASO lists' filters: status, company (web list), creation dates and ASO type; 'Limpar' restores the defaults. */
export function LiberacaoFiltersForm({ value, defaults, onApply, company, empresaLabel, onEmpresaLabel }: LiberacaoFiltersFormProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const empresas = useEmpresas(search, !company);
  const options = (empresas.data ?? []).map((row) => ({ value: row.id, label: `${row.nome} - ${applyMask(masks.cnpj, row.cnpj)}` }));
  return (
    <FiltersForm value={value} defaults={defaults} onApply={onApply} testId="liberacao-filters">
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
        {company ? null : (
          <LookupInput
            name="id_empresa"
            label="Empresa"
            options={options}
            loading={empresas.isFetching}
            currentLabel={empresaLabel}
            onSearch={setTyped}
            onPick={(option) => onEmpresaLabel?.(option?.label ?? '')}
          />
        )}
        <DateRangeInput name="created_at" label="Cadastro de" />
      </Grid>
      {company ? null : <CheckboxGroupInput name="id_tipo_status" label="Status" options={statusOptions} />}
      <CheckboxGroupInput name="id_tipo_aso" label="Tipo de ASO" options={asoOptions} />
    </FiltersForm>
  );
}
