import { onlyDigits } from '@ocupacional/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LookupInput } from '../../ui/form/lookup-input';
import { useCnae } from '../api/get-cnae';

/**
 * The CNAE lookup of the company record's forms (field cnae): code or description, asked 1000 ms after the typing
 * stops (spec 1 §9, GET common/cnae); the form keeps the code's digits and shows it with its description.
 */
export function CnaeInput({ required = true }: { required?: boolean }) {
  const { tenant } = useParams();
  const current = useWatch({ name: 'cnae' }) as string;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const found = useCnae(tenant, search);
  // The saved code's description, looked up by its code.
  const saved = useCnae(tenant, current ?? '');
  const label = (codigo: string, descricao: string) => `${codigo} - ${descricao}`;
  // Stored as the code's digits (as the demo data has it), shown with its punctuation and description.
  const savedItem = saved.data?.find((item) => onlyDigits(item.codigo) === onlyDigits(current ?? ''));
  return (
    <LookupInput
      name="cnae"
      label="CNAE"
      required={required}
      loading={found.isFetching}
      currentLabel={savedItem ? label(savedItem.codigo, savedItem.descricao) : current}
      options={(found.data ?? []).map((item) => ({ value: onlyDigits(item.codigo), label: label(item.codigo, item.descricao) }))}
      onSearch={setTyped}
    />
  );
}
