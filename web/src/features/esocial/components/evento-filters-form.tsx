import { Flex, Grid, SwitchField } from '@aws-amplify/ui-react';
import { esocialEventStatus, typeLists, typeListCodes } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useArea } from '../../../lib/area-context';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { DateRangeInput } from '../../../ui/form/date-range-input';
import { FilterActions } from '../../../ui/form/filter-actions';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { emptyEventoFilters, mostrarOptions, statusOfAutomaticSend } from '../utils/evento-filters';
import type { EventoFilters } from '../utils/evento-filters';
import { EmpresaPicker, FdtPicker, FuncionarioPicker } from './pickers';

const statusOptions = (typeLists[typeListCodes.statusEventoEsocial] ?? [])
  .filter((item) => (esocialEventStatus.ids as readonly number[]).includes(item.id))
  .map((item) => ({ value: item.id, label: item.descricao }));

/** The chosen company's and employee's labels, kept with the filters so the pickers show them again. */
export interface FilterLabels {
  empresa?: string;
  funcionario?: string;
}

export interface EventoFiltersFormProps {
  value: EventoFilters;
  labels: FilterLabels;
  onApply: (filters: EventoFilters, labels: FilterLabels) => void;
}

/**
 * The events' filters (spec 2 §2): company, work front and employee (both need the company in the back office),
 * the automatic-send companies (which sets the status list to 328, 331, 336, 335, 330), the registration date
 * range, the show option and the status list. 'Limpar' empties them.
 */
export function EventoFiltersForm({ value, labels: initialLabels, onApply }: EventoFiltersFormProps) {
  const area = useArea();
  const form = useForm<EventoFilters>({ defaultValues: value });
  const [labels, setLabels] = useState<FilterLabels>(initialLabels);
  const empresaId = form.watch('id_empresa');
  const automatico = form.watch('envio_automatico');
  return (
    <Form form={form} onSubmit={(filters: EventoFilters) => onApply(filters, labels)} testId="evento-filters">
      <Flex direction="column" gap="small" padding="small" className="oc-filter-panel">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }} gap="small">
          {/* The empresa area sees only its own company: no company filter there. */}
          {area === 'web' ? (
            <EmpresaPicker
              name="id_empresa"
              currentLabel={labels.empresa}
              onPick={(option) => {
                setLabels({ empresa: option?.label, funcionario: undefined });
                form.setValue('id_fdt', '');
                form.setValue('id_funcionario', '');
              }}
            />
          ) : null}
          <FdtPicker name="id_fdt" empresaId={empresaId} />
          <FuncionarioPicker
            name="id_funcionario"
            empresaId={empresaId}
            currentLabel={labels.funcionario}
            onPick={(option) => setLabels((current) => ({ ...current, funcionario: option?.label }))}
          />
          <DateRangeInput name="created_at" label="Cadastro de" />
          <SelectInput name="mostrar" label="Mostrar" placeholder="Todos" options={mostrarOptions} />
          <Flex alignItems="flex-end" paddingBottom="xs">
            <SwitchField
              label="Somente empresas do envio automático"
              labelPosition="end"
              isChecked={automatico}
              onChange={(event) => {
                const checked = event.target.checked;
                form.setValue('envio_automatico', checked);
                // The automatic sending works on these statuses (spec 2 §4).
                form.setValue('id_tipo_status', checked ? statusOfAutomaticSend() : []);
              }}
              data-testid="field-envio_automatico"
            />
          </Flex>
        </Grid>
        <CheckboxGroupInput name="id_tipo_status" label="Status" options={statusOptions} />
        <FilterActions
          justifyContent="flex-end"
          onClear={() => {
            const empty = emptyEventoFilters();
            form.reset(empty);
            setLabels({});
            onApply(empty, {});
          }}
        />
      </Flex>
    </Form>
  );
}
