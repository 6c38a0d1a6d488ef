import { todayInSaoPaulo } from '@ocupacional/shared';
import { useState } from 'react';
import { useArea } from '../../../lib/area-context';
import { useListState } from '../../../lib/use-list-state';
import type { EventoListParams } from '../api/eventos';
import type { FilterLabels } from '../components/evento-filters-form';
import { activeEventoFilterCount, emptyEventoFilters, toEventoApiFilter } from '../utils/evento-filters';
import type { EventoFilters } from '../utils/evento-filters';

/**
 * The state of an events list (the layouts' tables, the manual events, the CATs): the search and page, the filters
 * with the pickers' labels, and the API parameters. In the empresa area the company is the logged one, so its
 * filter is not offered nor counted.
 *
 * @example const eventos = useEventoList(); const rows = useAvulsos(eventos.params);
 */
export function useEventoList() {
  const area = useArea();
  const today = todayInSaoPaulo();
  const empresaFixa = area === 'empresa';
  const list = useListState();
  const [filters, setFilters] = useState<EventoFilters>(emptyEventoFilters);
  const [labels, setLabels] = useState<FilterLabels>({});

  function applyFilters(next: EventoFilters, nextLabels: FilterLabels) {
    setFilters(next);
    setLabels(nextLabels);
    list.toFirstPage();
  }

  const params: EventoListParams = { ...list.query, filter: toEventoApiFilter(filters, today, empresaFixa) };
  return {
    list,
    today,
    empresaFixa,
    filters,
    labels,
    applyFilters,
    params,
    activeFilters: activeEventoFilterCount(filters, empresaFixa),
  };
}

export type EventoListState = ReturnType<typeof useEventoList>;
