import { LookupInput } from '../../../ui/form/lookup-input';
import type { EsocialEmpresaOption } from '../../esocial/api/lookups';
import { empresaLabel, useEmpresaOptions } from '../../esocial/hooks/use-empresa-options';

export { empresaLabel };

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
 * company in the empresa area. Unlike the events' picker it stays open in the empresa area (the screens say when it
 * is fixed) and answers the picked company itself.
 */
export function EmpresaLookup({ name, label = 'Empresa', required, disabled, currentLabel, onPick }: EmpresaLookupProps) {
  const { empresas, options, onSearch } = useEmpresaOptions();
  return (
    <LookupInput
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      currentLabel={currentLabel}
      loading={empresas.isLoading}
      options={options}
      onSearch={onSearch}
      onPick={(option) => onPick?.(option ? (empresas.data.find((empresa) => empresa.id === option.value) ?? null) : null)}
    />
  );
}
