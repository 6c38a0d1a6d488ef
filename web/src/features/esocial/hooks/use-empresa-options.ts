import { applyMask, masks } from '@ocupacional/shared';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEsocialEmpresas } from '../api/lookups';

/** How a company reads in the pickers: name and masked CNPJ. */
export function empresaLabel(empresa: { nome: string; cnpj: string }): string {
  return `${empresa.nome} - ${applyMask(masks.cnpj, empresa.cnpj)}`;
}

/**
 * The companies a company picker offers for what is typed (asked once the typing pauses): the tenant's companies
 * in the web area, the logged one in the empresa area (`empresas.fixed`).
 *
 * @example const { empresas, options, onSearch } = useEmpresaOptions(); <LookupInput options={options} onSearch={onSearch} … />
 */
export function useEmpresaOptions() {
  const [typed, setTyped] = useState('');
  const empresas = useEsocialEmpresas(useDebouncedValue(typed));
  const options = empresas.data.map((empresa) => ({ value: empresa.id, label: empresaLabel(empresa) }));
  return { empresas, options, onSearch: setTyped };
}
