import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/*
 * A list's filters kept in the address (?filtro=…, JSON), so going to a row and back finds the list as it was.
 */

const filterParam = 'filtro';

/**
 * The filters of the address's text over the defaults; anything unreadable falls back to the defaults.
 *
 * @example readAddressFilters('{"deleted":"1"}', defaults) // { ...defaults, deleted: '1' }
 */
export function readAddressFilters<T extends object>(text: string | null, defaults: T): T {
  if (!text) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(text) as Partial<T>) };
  } catch {
    return defaults;
  }
}

/**
 * The list's filters read from the address, `apply` writing new ones there (`write` answers null for the
 * defaults: a clean address) and then calling `onApply` (back to the first page, selection cleared…), which also
 * runs when the address's filters change otherwise (back, forward), and `formKey`, which remounts the filter form
 * when the address changes.
 *
 * @example
 * const address = useAddressFilters((text) => readFilters(text, today), (next) => writeFilters(next, today), list.toFirstPage);
 * <FiltersForm key={address.formKey} value={address.filters} onApply={address.apply} … />
 */
export function useAddressFilters<T>(read: (text: string | null) => T, write: (filters: T) => string | null, onApply: () => void) {
  const [params, setParams] = useSearchParams();
  const text = params.get(filterParam);
  // Filters changed by the browser's back and forward too: the list's pages (and cursors) were another list's.
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    onApply();
  }

  function apply(next: T) {
    const written = write(next);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (written) updated.set(filterParam, written);
      else updated.delete(filterParam);
      return updated;
    });
    onApply();
  }

  return { filters: read(text), formKey: text ?? 'padrao', apply };
}
