import { Button, Flex } from '@aws-amplify/ui-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ComponentType } from 'react';
import type { EventoListParams, EventoPage, EventoRow } from '../api/eventos';
import { useEventoList } from '../hooks/use-evento-list';
import type { EventoFormModalProps } from './evento-form-shell';
import { SearchableEventosList } from './searchable-eventos-list';
import type { SearchableEventosListProps } from './searchable-eventos-list';

export interface EventosFormPageProps extends Pick<SearchableEventosListProps, 'variant' | 'emptyMessage'> {
  /** The list's query hook; module-level, so it is the same hook on every render. */
  useRows: (params: EventoListParams) => UseQueryResult<EventoPage>;
  /** The form of one event. */
  FormModal: ComponentType<EventoFormModalProps>;
  /** The toolbar's 'new' button. */
  newLabel: string;
  newTestId: string;
  testId: string;
  tableTestId: string;
}

const closed: ModalState = { open: false, editId: null };

type ModalState = Pick<EventoFormModalProps, 'open' | 'editId'>;

/**
 * A page of events typed in a form (the manual S-2220/S-2240 and the CATs): the events page's search, filters, table
 * and actions, a button that opens the form for a new event, and the row's edit that opens it again.
 */
export function EventosFormPage({ useRows, FormModal, newLabel, newTestId, testId, tableTestId, ...table }: EventosFormPageProps) {
  const state = useEventoList();
  const rows = useRows(state.params);
  const [modal, setModal] = useState<ModalState>(closed);

  // Stable, so the table keeps its columns between renders.
  const edit = useCallback((row: EventoRow) => setModal({ open: true, editId: row.id }), []);

  return (
    <Flex direction="column" gap="medium" data-testid={testId}>
      <SearchableEventosList
        {...table}
        state={state}
        rows={rows}
        testId={tableTestId}
        onEdit={edit}
        toolbar={
          <Button size="small" variation="primary" onClick={() => setModal({ open: true, editId: null })} data-testid={newTestId}>
            {newLabel}
          </Button>
        }
      />
      <FormModal open={modal.open} editId={modal.editId} onClose={() => setModal(closed)} />
    </Flex>
  );
}
