import { Grid } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LookupInput } from '../../../ui/form/lookup-input';
import { SelectInput } from '../../../ui/form/select-input';
import { useAsoConsultas } from '../api/get-aso-consultas';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { useAsoFuncionarios } from '../api/get-aso-funcionarios';

export interface LinkPickersProps {
  disabled?: boolean;
  required?: boolean;
  /** Labels of the values the form starts with (a page already linked). */
  current?: { empresa?: string; funcionario?: string };
}

/** How a consultation reads in the picker: code, ASO type, schedule date and status. */
export function consultaOptionLabel(row: { codigo: string; tipo_aso: { descricao: string }; data_age: string; tipo_status: { descricao: string } }) {
  return `${row.codigo} - ${row.tipo_aso.descricao} - ${formatBrDate(row.data_age.slice(0, 10))} (${row.tipo_status.descricao})`;
}

/**
 * Company → employee → consultation, the manual link of the upload form and of a page (spec 2 §5;
 * docs/api/aso-upload.md step 1): each unlocks the next, and changing one clears those after it. The form's
 * fields are id_emp, id_fun and id_con.
 */
export function LinkPickers({ disabled, required, current }: LinkPickersProps) {
  const form = useFormContext();
  const empresaId = String(form.watch('id_emp') ?? '');
  const funcionarioId = String(form.watch('id_fun') ?? '');
  const [empresaTyped, setEmpresaTyped] = useState('');
  const [funcionarioTyped, setFuncionarioTyped] = useState('');
  const empresaSearch = useDebouncedValue(empresaTyped);
  const funcionarioSearch = useDebouncedValue(funcionarioTyped);
  const empresas = useEmpresas(empresaSearch, !disabled);
  const funcionarios = useAsoFuncionarios(disabled ? '' : empresaId, funcionarioSearch);
  const consultas = useAsoConsultas(disabled ? '' : empresaId, disabled ? '' : funcionarioId);
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
      <LookupInput
        name="id_emp"
        label="Empresa"
        required={required}
        disabled={disabled}
        currentLabel={current?.empresa}
        loading={empresas.isFetching}
        options={(empresas.data ?? []).map((row) => ({ value: row.id, label: `${row.nome} - ${applyMask(masks.cnpj, row.cnpj)}` }))}
        onSearch={setEmpresaTyped}
        onPick={() => {
          form.setValue('id_fun', '');
          form.setValue('id_con', '');
        }}
      />
      <LookupInput
        name="id_fun"
        label="Funcionário"
        required={required}
        disabled={disabled || !empresaId}
        currentLabel={current?.funcionario}
        loading={funcionarios.isFetching}
        options={(funcionarios.data ?? []).map((row) => ({ value: row.id, label: `${row.nome} - ${applyMask(masks.cpf, row.cpf)}` }))}
        onSearch={setFuncionarioTyped}
        onPick={() => form.setValue('id_con', '')}
      />
      <SelectInput
        name="id_con"
        label="Consulta"
        required={required}
        disabled={disabled || !funcionarioId}
        placeholder={consultas.isFetching ? 'Carregando...' : 'Selecione'}
        options={(consultas.data?.data ?? []).map((row) => ({ value: row.id_con, label: consultaOptionLabel(row) }))}
      />
    </Grid>
  );
}
