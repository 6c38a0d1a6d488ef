import { todayInSaoPaulo } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { useListState } from '../../../lib/use-list-state';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { useAsoLiberacoes } from '../api/get-aso-liberacoes';
import type { AsoConsultaRow } from '../api/get-aso-liberacoes';
import { activeLiberacaoFilters, toLiberacaoApiFilter } from '../utils/liberacao-filters';
import type { LiberacaoFilters } from '../utils/liberacao-filters';

/** Both ASO lists show 50 consultations a page. */
const liberacaoPageSize = 50;

/**
 * The state of an ASO list over GET consulta/liberacao (the back office's ASO list and the company's release list):
 * the search, the filters starting from the list's defaults for today, the page back to the first when they change,
 * and the DataTable props of the answer.
 *
 * @example const aso = useLiberacaoList(undefined, defaultLiberacaoFilters); <DataTable {...aso.tableProps} />
 */
export function useLiberacaoList(tenant: string | undefined, defaultsFor: (today: string) => LiberacaoFilters) {
  const today = todayInSaoPaulo();
  const defaults = useMemo(() => defaultsFor(today), [defaultsFor, today]);
  const list = useListState(liberacaoPageSize);
  const [filters, setFilters] = useState<LiberacaoFilters>(defaults);
  const liberacoes = useAsoLiberacoes(tenant, { ...list.query, filter: toLiberacaoApiFilter(filters) });

  function applyFilters(next: LiberacaoFilters) {
    setFilters(next);
    list.toFirstPage();
  }

  return {
    list,
    filters,
    defaults,
    applyFilters,
    /** The filter form starts over from the applied filters whenever they change. */
    filtersKey: JSON.stringify(filters),
    tableProps: {
      ...serverPageProps<AsoConsultaRow>(liberacoes, list),
      getRowId: (row: AsoConsultaRow) => String(row.id_con),
      activeFilters: activeLiberacaoFilters(filters, defaults),
    },
  };
}
