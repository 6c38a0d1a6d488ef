import { applyMask, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LookupInput } from '../../../ui/form/lookup-input';
import { useEsocialEmpresas } from '../../esocial/api/lookups';
import type { EsocialEmpresaOption } from '../../esocial/api/lookups';

/** How a company reads in the pickers: name and masked CNPJ. */
export function empresaLabel(empresa: { nome: string; cnpj: string }): string {
  return `${empresa.nome} - ${applyMask(masks.cnpj, empresa.cnpj)}`;
}

export interface EmpresaLookupProps {
  name: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  currentLabel?: string;
  onPick?: (empresa: EsocialEmpresaOption | null) => void;
}

/**
 * The company picker of the certificate screens: the tenant's companies by name or CNPJ in the web area, the logged
 * company in the empresa area.
 */
export function EmpresaLookup({ name, label = 'Empresa', required, disabled, currentLabel, onPick }: EmpresaLookupProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const empresas = useEsocialEmpresas(search);
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      currentLabel={currentLabel}
      loading={empresas.isLoading}
      options={empresas.data.map((empresa) => ({ value: empresa.id, label: empresaLabel(empresa) }))}
      onSearch={setTyped}
      onPick={(option) => onPick?.(option ? (empresas.data.find((empresa) => empresa.id === option.value) ?? null) : null)}
    />
  );
}
