import { consultaStatusGroups } from '@ocupacional/shared';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { SelectInput } from '../../../ui/form/select-input';
import { ConsultaFiltersFrame } from '../../consultas-externas/components/consulta-filters-frame';
import { useBackOfficeCredenciadas } from '../api/get-credenciadas';
import { credenciadaPadrao, credenciadaTodas, type BackOfficeFilters } from '../utils/list-filters';

export interface BackOfficeFiltersFormProps {
  value: BackOfficeFilters;
  defaults: BackOfficeFilters;
  onApply: (filters: BackOfficeFilters) => void;
}

/**
 * The back office list's filters (spec 1 §2): provider (default: the default provider, or every one, or one
 * clinic), company, status (list 53 without 68 and 70, spec 1 §9), ASO type, schedule dates, creation dates and
 * the deleted rows. 'Limpar' goes back to the default.
 */
export function BackOfficeFiltersForm(props: BackOfficeFiltersFormProps) {
  const credenciadas = useBackOfficeCredenciadas();
  const empresas = useEmpresas('');
  return (
    <ConsultaFiltersFrame {...props} testId="back-office-filters" excludedStatus={consultaStatusGroups.exclusaoFiltroBackOffice}>
      <SelectInput
        name="id_credenciada"
        label="Credenciada"
        placeholder="Todas"
        options={[
          { value: credenciadaPadrao, label: 'Credenciada padrão' },
          { value: credenciadaTodas, label: 'Todas as credenciadas' },
          ...(credenciadas.data ?? []).map((item) => ({
            value: item.id,
            label: `${item.nome} (${item.cidade}/${item.uf})${item.padrao ? ' - padrão' : ''}`,
          })),
        ]}
      />
      <SelectInput
        name="id_empresa"
        label="Empresa"
        placeholder="Todas"
        options={(empresas.data ?? []).map((item) => ({ value: item.id, label: item.nome }))}
      />
      <DateRangeInput name="agendamento_at" label="Agendamento de" />
      <DateRangeInput name="created_at" label="Cadastro de" />
    </ConsultaFiltersFrame>
  );
}
