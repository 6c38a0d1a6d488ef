import { consultaStatusGroups } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { useFuncionario } from '../../../lookups/api/get-funcionario';
import { FuncionarioLookup, funcionarioLabel } from '../../../lookups/components/funcionario-lookup';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { SelectInput } from '../../../ui/form/select-input';
import { useCredenciadas } from '../api/get-credenciadas';
import type { ConsultaFilters } from '../utils/list-filters';
import { ConsultaFiltersFrame } from './consulta-filters-frame';

export interface ConsultaFiltersFormProps {
  value: ConsultaFilters;
  defaults: ConsultaFilters;
  onApply: (filters: ConsultaFilters) => void;
}

/**
 * The list's filters (spec 1 §2): provider, employee, status (list 53 without 68, spec 1 §9), ASO type, creation
 * dates, schedule dates and the deleted rows. 'Limpar' goes back to the default window.
 */
export function ConsultaFiltersForm(props: ConsultaFiltersFormProps) {
  const { tenant } = useParams();
  const credenciadas = useCredenciadas(tenant);
  // The chosen employee's name, when the filter came from the address.
  const funcionario = useFuncionario(tenant, props.value.id_funcionario || null);
  return (
    <ConsultaFiltersFrame {...props} testId="consulta-filters" excludedStatus={consultaStatusGroups.exclusaoFiltro}>
      <SelectInput
        name="id_credenciada"
        label="Credenciada"
        placeholder="Todas"
        options={(credenciadas.data ?? []).map((item) => ({ value: item.id, label: `${item.nome} (${item.cidade}/${item.uf})` }))}
      />
      <FuncionarioLookup name="id_funcionario" currentLabel={funcionario.data ? funcionarioLabel(funcionario.data) : undefined} />
      <DateRangeInput name="created_at" label="Cadastro de" />
      <DateRangeInput name="agendamento_at" label="Agendamento de" />
    </ConsultaFiltersFrame>
  );
}
