import { applyMask, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LookupInput } from '../../../ui/form/lookup-input';
import type { LookupOption } from '../../../ui/form/lookup-input';
import { useEsocialFdts, useEsocialFuncionarios } from '../../esocial/api/lookups';
import { EmpresaPicker } from '../../esocial/components/pickers';
import { empresaLabel, useEmpresaOptions } from '../../esocial/hooks/use-empresa-options';
import { MultiLookupInput } from './multi-lookup-input';

/*
 * The pickers of the lote and configuration screens on the eSocial lookups (companies of the tenant or the logged
 * company, a company's employees and fronts).
 */

export { empresaLabel };

export function funcionarioLabel(funcionario: { nome: string; cpf: string }): string {
  return funcionario.cpf ? `${funcionario.nome} - ${applyMask(masks.cpf, funcionario.cpf)}` : funcionario.nome;
}

interface PickerProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** The company picker is the events screens' one: fixed to the logged company in the empresa area. */
export { EmpresaPicker };

export function EmpresasPicker(
  props: PickerProps & { knownLabels?: Readonly<Record<string, string>>; onAdd?: (option: LookupOption) => void },
) {
  const { empresas, options, onSearch } = useEmpresaOptions();
  return (
    <MultiLookupInput
      {...props}
      loading={empresas.isLoading}
      options={options}
      onSearch={onSearch}
    />
  );
}

export function FuncionarioPicker(props: PickerProps & { empresaId: string | undefined; onPick?: (id: string) => void }) {
  const { empresaId, onPick, ...rest } = props;
  const [typed, setTyped] = useState('');
  const funcionarios = useEsocialFuncionarios(empresaId || undefined, useDebouncedValue(typed));
  return (
    <LookupInput
      {...rest}
      loading={funcionarios.isFetching}
      options={(funcionarios.data ?? []).map((row) => ({ value: row.id, label: funcionarioLabel(row) }))}
      onSearch={setTyped}
      onPick={(option) => onPick?.(option?.value ?? '')}
    />
  );
}

export function FuncionariosPicker(props: PickerProps & { empresaId: string | undefined }) {
  const { empresaId, ...rest } = props;
  const [typed, setTyped] = useState('');
  const funcionarios = useEsocialFuncionarios(empresaId || undefined, useDebouncedValue(typed));
  return (
    <MultiLookupInput
      {...rest}
      loading={funcionarios.isFetching}
      options={(funcionarios.data ?? []).map((row) => ({ value: row.id, label: funcionarioLabel(row) }))}
      onSearch={setTyped}
    />
  );
}

export function FdtsPicker(props: PickerProps & { empresaId: string | undefined }) {
  const { empresaId, ...rest } = props;
  const [typed, setTyped] = useState('');
  const fdts = useEsocialFdts(empresaId || undefined);
  const term = typed.trim().toLowerCase();
  return (
    <MultiLookupInput
      {...rest}
      loading={fdts.isFetching}
      // The fronts come whole: the search narrows them here.
      options={(fdts.data ?? [])
        .filter((fdt) => !term || fdt.descricao.toLowerCase().includes(term))
        .map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
      onSearch={setTyped}
    />
  );
}
