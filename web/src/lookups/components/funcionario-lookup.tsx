import { applyMask, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LookupInput } from '../../ui/form/lookup-input';
import { useFuncionarios } from '../api/get-funcionarios';
import type { FuncionarioRow } from '../api/get-funcionarios';

export interface FuncionarioLookupProps {
  name: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** The chosen employee's label when the form starts with one (a route parameter, a record). */
  currentLabel?: string;
  /** The chosen employee's row (null when cleared). */
  onPick?: (row: FuncionarioRow | null) => void;
}

/** How an employee reads in lookups: name and masked CPF. */
export function funcionarioLabel(funcionario: { nome: string; cpf: string }): string {
  return `${funcionario.nome} - ${applyMask(masks.cpf, funcionario.cpf)}`;
}

/**
 * The employee lookup of the consultation forms: active employees by name, CPF or registration, 100 per search
 * (spec 1 §9), asked 1000 ms after the typing stops.
 */
export function FuncionarioLookup({ name, label = 'Funcionário', required, disabled, currentLabel, onPick }: FuncionarioLookupProps) {
  const { tenant } = useParams();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const funcionarios = useFuncionarios(tenant, { search, status: 'ATIVO' });
  const rows = funcionarios.data?.data ?? [];
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      currentLabel={currentLabel}
      loading={funcionarios.isFetching}
      options={rows.map((row) => ({ value: row.id, label: funcionarioLabel(row) }))}
      onSearch={setTyped}
      onPick={(option) => onPick?.(option ? (rows.find((row) => row.id === option.value) ?? null) : null)}
    />
  );
}
