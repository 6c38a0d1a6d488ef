import type { UseQueryResult } from '@tanstack/react-query';
import { serverPageProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import type { EventoPage } from '../api/eventos';
import type { EventoListState } from '../hooks/use-evento-list';
import { EventoFiltersForm } from './evento-filters-form';
import { EventosList } from './eventos-list';
import type { EventosListProps } from './eventos-list';

export interface SearchableEventosListProps
  extends Pick<EventosListProps, 'variant' | 'testId' | 'emptyMessage' | 'onEdit' | 'toolbar'> {
  /** The list's search, page and filters (`useEventoList`). */
  state: EventoListState;
  /** The page the API answered for `state.params`. */
  rows: Pick<UseQueryResult<EventoPage>, 'data' | 'isPending' | 'error'>;
}

/**
 * An events table under its search box (worker, CPF, company, UID or receipt), with the events' filter form behind
 * the 'Filtros' button; the events page, the manual events and the CATs show their events through it.
 */
export function SearchableEventosList({ state, rows, ...table }: SearchableEventosListProps) {
  return (
    <>
      <ListSearchField {...state.list.searchField} placeholder="Trabalhador, CPF, empresa, UID ou recibo" />
      <EventosList
        {...table}
        rows={serverPageProps(rows, state.list)}
        activeFilters={state.activeFilters}
        filters={
          <EventoFiltersForm key={JSON.stringify(state.filters)} value={state.filters} labels={state.labels} onApply={state.applyFilters} />
        }
      />
    </>
  );
}
