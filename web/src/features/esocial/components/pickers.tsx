import { applyMask, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useArea } from '../../../lib/area-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LookupInput } from '../../../ui/form/lookup-input';
import type { LookupOption } from '../../../ui/form/lookup-input';
import { SelectInput } from '../../../ui/form/select-input';
import { tabelaLabel, useEsocialFdts, useEsocialFuncionarios, useEsocialTabela } from '../api/lookups';
import type { EsocialEmpresaOption, EsocialTabelaNumero } from '../api/lookups';
import { empresaLabel, useEmpresaOptions } from '../hooks/use-empresa-options';

/*
 * The pickers of the eSocial events screens on the shared lookups (api/lookups.ts), which choose the source by
 * area: company (fixed to the logged one in the empresa area), employee and work front of a company, and the
 * eSocial code tables.
 */

export { empresaLabel };

export function funcionarioLabel(funcionario: { nome: string; cpf: string }): string {
  return `${funcionario.nome} - ${applyMask(masks.cpf, funcionario.cpf)}`;
}

interface PickerProps {
  name: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  currentLabel?: string;
  onPick?: (option: LookupOption | null) => void;
}

interface EmpresaPickerProps extends PickerProps {
  /** In the empresa area the logged company is shown and cannot be changed, unless this is false (certificates). */
  lockedToSession?: boolean;
  /** The picked company itself, rather than its option. */
  onPickEmpresa?: (empresa: EsocialEmpresaOption | null) => void;
}

/** The company lookup (web area); in the empresa area the logged company shown, not changeable. */
export function EmpresaPicker({
  name,
  label = 'Empresa',
  required,
  disabled,
  currentLabel,
  onPick,
  onPickEmpresa,
  lockedToSession = true,
}: EmpresaPickerProps) {
  const { empresas, options, onSearch } = useEmpresaOptions();
  const locked = lockedToSession && empresas.fixed;
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled || locked}
      currentLabel={currentLabel ?? (locked && empresas.empresa ? empresaLabel(empresas.empresa) : undefined)}
      loading={empresas.isLoading}
      options={options}
      onSearch={onSearch}
      onPick={(option) => {
        onPick?.(option);
        onPickEmpresa?.(option ? (empresas.data.find((empresa) => empresa.id === option.value) ?? null) : null);
      }}
    />
  );
}

/** A company's employees (web area: disabled until a company is chosen). */
export function FuncionarioPicker({ name, label = 'Trabalhador', required, disabled, currentLabel, onPick, empresaId }: PickerProps & { empresaId: string }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const funcionarios = useEsocialFuncionarios(empresaId || undefined, search);
  const enabled = useArea() === 'empresa' || Boolean(empresaId);
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled || !enabled}
      currentLabel={currentLabel}
      loading={funcionarios.isFetching}
      options={(funcionarios.data ?? []).map((row) => ({ value: row.id, label: funcionarioLabel(row) }))}
      onSearch={setTyped}
      onPick={onPick}
      placeholder={enabled ? undefined : 'Selecione a empresa'}
    />
  );
}

/** A company's work fronts as a select. */
export function FdtPicker({ name, label = 'Frente de Trabalho', required, disabled, empresaId, onChange }: Omit<PickerProps, 'onPick' | 'currentLabel'> & { empresaId: string; onChange?: (value: string | number) => void }) {
  const fdts = useEsocialFdts(empresaId || undefined);
  return (
    <SelectInput
      name={name}
      label={label}
      required={required}
      disabled={disabled || !fdts.data}
      placeholder={fdts.data ? 'Selecione' : 'Selecione a empresa'}
      options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
      onChange={onChange}
    />
  );
}

/** A code of an eSocial table (1, 24, 27…) searched by code or words, 100 per search. */
export function TabelaPicker({ name, label, required, disabled, currentLabel, onPick, tabela }: PickerProps & { label: string; tabela: EsocialTabelaNumero }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const rows = useEsocialTabela(tabela, search);
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      currentLabel={currentLabel}
      loading={rows.isFetching}
      options={(rows.data?.data ?? []).map((row) => ({ value: row.codigo, label: tabelaLabel(row) }))}
      onSearch={setTyped}
      onPick={onPick}
      placeholder="Código ou descrição"
    />
  );
}
