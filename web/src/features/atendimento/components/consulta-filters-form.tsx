import { consultaStatusGroups } from '@ocupacional/shared';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { SelectInput } from '../../../ui/form/select-input';
import { ConsultaFiltersFrame } from '../../consultas-externas/components/consulta-filters-frame';
import type { CredenciadaFilters } from '../utils/list-filters';

export interface CredenciadaFiltersFormProps {
  value: CredenciadaFilters;
  defaults: CredenciadaFilters;
  onApply: (filters: CredenciadaFilters) => void;
  /** The companies and employees to choose from (those of the rows at hand). */
  empresas: readonly { value: string; label: string }[];
  funcionarios: readonly { value: string; label: string }[];
}

/**
 * The clinic list's filters (spec 1 §2, §7): company, employee, status (list 53 without 68, spec 1 §9), ASO type,
 * creation dates, schedule dates (60 days back to today by default) and the deleted rows. 'Limpar' goes back to
 * the default window.
 */
export function CredenciadaFiltersForm({ empresas, funcionarios, ...props }: CredenciadaFiltersFormProps) {
  return (
    <ConsultaFiltersFrame {...props} testId="consulta-filters" excludedStatus={consultaStatusGroups.exclusaoFiltro}>
      <SelectInput name="id_empresa" label="Empresa" placeholder="Todas" options={empresas} />
      <SelectInput name="id_funcionario" label="Funcionário" placeholder="Todos" options={funcionarios} />
      <DateRangeInput name="created_at" label="Cadastro de" />
      <DateRangeInput name="agendamento_at" label="Agendamento de" />
    </ConsultaFiltersFrame>
  );
}
