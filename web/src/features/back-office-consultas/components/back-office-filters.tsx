import { Flex, Grid } from '@aws-amplify/ui-react';
import { consultaStatusGroups, tipoParent, typeListCodes } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { DateInput } from '../../../ui/form/date-input';
import { FilterActions } from '../../../ui/form/filter-actions';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { useBackOfficeCredenciadas } from '../api/get-credenciadas';
import { credenciadaPadrao, credenciadaTodas, type BackOfficeFilters } from '../utils/list-filters';

// Status list 53 without 68 and 70 in the back office (spec 1 §9), and the ASO types of list 46.
const lists = tipoParent([typeListCodes.statusConsulta, typeListCodes.tipoAso], [...consultaStatusGroups.exclusaoFiltroBackOffice]);
const statusOptions = (lists[typeListCodes.statusConsulta] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const asoOptions = (lists[typeListCodes.tipoAso] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

export interface BackOfficeFiltersFormProps {
  value: BackOfficeFilters;
  defaults: BackOfficeFilters;
  onApply: (filters: BackOfficeFilters) => void;
}

/**
 * The back office list's filters (spec 1 §2): provider (default: the default provider, or every one, or one
 * clinic), company, status, ASO type, creation dates, schedule dates and the deleted rows. 'Limpar' goes back to
 * the default.
 */
export function BackOfficeFiltersForm({ value, defaults, onApply }: BackOfficeFiltersFormProps) {
  const form = useForm<BackOfficeFilters>({ defaultValues: value });
  const credenciadas = useBackOfficeCredenciadas();
  const empresas = useEmpresas('');
  return (
    <Form form={form} onSubmit={onApply} testId="back-office-filters">
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' }} gap="small">
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
          <Grid templateColumns="1fr 1fr" gap="xs">
            <DateInput name="agendamento_at.0" label="Agendamento de" />
            <DateInput name="agendamento_at.1" label="até" />
          </Grid>
          <Grid templateColumns="1fr 1fr" gap="xs">
            <DateInput name="created_at.0" label="Cadastro de" />
            <DateInput name="created_at.1" label="até" />
          </Grid>
        </Grid>
        <CheckboxGroupInput name="id_tipo_status" label="Status" options={statusOptions} />
        <CheckboxGroupInput name="id_tipo_aso" label="Tipo de ASO" options={asoOptions} />
        <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
          <SelectInput
            name="deleted"
            label="Consultas excluídas"
            placeholder="Mostrar"
            options={[
              { value: '0', label: 'Ocultar' },
              { value: '1', label: 'Somente excluídas' },
            ]}
          />
          <FilterActions
            onClear={() => {
              form.reset(defaults);
              onApply(defaults);
            }}
          />
        </Flex>
      </Flex>
    </Form>
  );
}
