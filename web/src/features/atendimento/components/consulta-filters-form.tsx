import { Flex, Grid } from '@aws-amplify/ui-react';
import { consultaStatusGroups, tipoParent, typeListCodes } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { DateInput } from '../../../ui/form/date-input';
import { FilterActions } from '../../../ui/form/filter-actions';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import type { CredenciadaFilters } from '../utils/list-filters';

// Status list 53 without 68 and the ASO types of list 46 (spec 1 §9: "list 46, 53 excluding 68").
const lists = tipoParent([typeListCodes.statusConsulta, typeListCodes.tipoAso], [...consultaStatusGroups.exclusaoFiltro]);
const statusOptions = (lists[typeListCodes.statusConsulta] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const asoOptions = (lists[typeListCodes.tipoAso] ?? []).map((item) => ({ value: item.id, label: item.descricao }));

export interface CredenciadaFiltersFormProps {
  value: CredenciadaFilters;
  defaults: CredenciadaFilters;
  onApply: (filters: CredenciadaFilters) => void;
  /** The companies and employees to choose from (those of the rows at hand). */
  empresas: readonly { value: string; label: string }[];
  funcionarios: readonly { value: string; label: string }[];
}

/**
 * The clinic list's filters (spec 1 §2, §7): company, employee, status, ASO type, creation dates, schedule dates
 * (60 days back to today by default) and the deleted rows. 'Limpar' goes back to the default window.
 */
export function CredenciadaFiltersForm({ value, defaults, onApply, empresas, funcionarios }: CredenciadaFiltersFormProps) {
  const form = useForm<CredenciadaFilters>({ defaultValues: value });
  return (
    <Form form={form} onSubmit={onApply} testId="consulta-filters">
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' }} gap="small">
          <SelectInput name="id_empresa" label="Empresa" placeholder="Todas" options={empresas} />
          <SelectInput name="id_funcionario" label="Funcionário" placeholder="Todos" options={funcionarios} />
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
