import { Flex, Grid } from '@aws-amplify/ui-react';
import { consultaStatusGroups, tipoParent, typeListCodes } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useFuncionario } from '../../../lookups/api/get-funcionario';
import { FuncionarioLookup, funcionarioLabel } from '../../../lookups/components/funcionario-lookup';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { DateInput } from '../../../ui/form/date-input';
import { FilterActions } from '../../../ui/form/filter-actions';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { useCredenciadas } from '../api/get-credenciadas';
import type { ConsultaFilters } from '../utils/list-filters';

// Status list 53 without 68 (spec 1 §9: "list 46, 53 excluding 68"), and the ASO types of list 46.
const lists = tipoParent([typeListCodes.statusConsulta, typeListCodes.tipoAso], [...consultaStatusGroups.exclusaoFiltro]);
const statusOptions = (lists[typeListCodes.statusConsulta] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const asoOptions = (lists[typeListCodes.tipoAso] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

export interface ConsultaFiltersFormProps {
  value: ConsultaFilters;
  defaults: ConsultaFilters;
  onApply: (filters: ConsultaFilters) => void;
}

/**
 * The list's filters (spec 1 §2): provider, employee, status, ASO type, creation dates, schedule dates and the
 * deleted rows. 'Limpar' goes back to the default window.
 */
export function ConsultaFiltersForm({ value, defaults, onApply }: ConsultaFiltersFormProps) {
  const { tenant } = useParams();
  const form = useForm<ConsultaFilters>({ defaultValues: value });
  const credenciadas = useCredenciadas(tenant);
  // The chosen employee's name, when the filter came from the address.
  const funcionario = useFuncionario(tenant, value.id_funcionario || null);
  return (
    <Form form={form} onSubmit={onApply} testId="consulta-filters">
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' }} gap="small">
          <SelectInput
            name="id_credenciada"
            label="Credenciada"
            placeholder="Todas"
            options={(credenciadas.data ?? []).map((item) => ({ value: item.id, label: `${item.nome} (${item.cidade}/${item.uf})` }))}
          />
          <FuncionarioLookup
            name="id_funcionario"
            currentLabel={funcionario.data ? funcionarioLabel(funcionario.data) : undefined}
          />
          <Grid templateColumns="1fr 1fr" gap="xs">
            <DateInput name="created_at.0" label="Cadastro de" />
            <DateInput name="created_at.1" label="até" />
          </Grid>
          <Grid templateColumns="1fr 1fr" gap="xs">
            <DateInput name="agendamento_at.0" label="Agendamento de" />
            <DateInput name="agendamento_at.1" label="até" />
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
