import { Grid } from '@aws-amplify/ui-react';
import { tipoParent, typeListCodes } from '@ocupacional/shared';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { FiltersForm } from '../../../ui/form/filters-form';
import { SelectInput } from '../../../ui/form/select-input';
import type { ConsultaFilterFields } from '../utils/consulta-filter-fields';

/** The status (list 53) and ASO type (list 46) choices, without the statuses a list leaves out (spec 1 §9). */
function checkOptions(excludedStatus: readonly number[]) {
  const lists = tipoParent([typeListCodes.statusConsulta, typeListCodes.tipoAso], excludedStatus);
  const options = (code: number) => (lists[code] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
  return { status: options(typeListCodes.statusConsulta), aso: options(typeListCodes.tipoAso) };
}

const deletedOptions = [
  { value: '0', label: 'Ocultar' },
  { value: '1', label: 'Somente excluídas' },
];

export interface ConsultaFiltersFrameProps<T extends ConsultaFilterFields> {
  value: T;
  defaults: T;
  onApply: (filters: T) => void;
  testId: string;
  /** The statuses the list does not offer. */
  excludedStatus: readonly number[];
  /** The first row of fields (up to four: the list's own selects and the date ranges). */
  children: ReactNode;
}

/**
 * A consultation list's filter panel (spec 1 §2): the list's first row of fields, the status and ASO type checkboxes,
 * and the deleted rows beside 'Limpar' / 'Filtrar'.
 */
export function ConsultaFiltersFrame<T extends ConsultaFilterFields>({ excludedStatus, children, ...form }: ConsultaFiltersFrameProps<T>) {
  const options = useMemo(() => checkOptions(excludedStatus), [excludedStatus]);
  return (
    <FiltersForm<T>
      {...form}
      besideActions={<SelectInput name="deleted" label="Consultas excluídas" placeholder="Mostrar" options={deletedOptions} />}
    >
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' }} gap="small">
        {children}
      </Grid>
      <CheckboxGroupInput name="id_tipo_status" label="Status" options={options.status} />
      <CheckboxGroupInput name="id_tipo_aso" label="Tipo de ASO" options={options.aso} />
    </FiltersForm>
  );
}
