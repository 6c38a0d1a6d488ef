import { lookupDebounceMs } from '@ocupacional/shared';
import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (1000 ms by default, spec 1 §9: "1000 ms debounce on city, CNAE
 * and other lookups"), so a lookup asks the API once per pause in the typing, not once per key.
 *
 * @example const search = useDebouncedValue(typed); const cidades = useCidades(tenant, estado, search);
 */
export function useDebouncedValue<T>(value: T, ms: number = lookupDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
