import { useEventos } from '../api/eventos';
import type { EventoListParams } from '../api/eventos';
import { CatModal } from './cat-modal';
import { EventosFormPage } from './eventos-form-page';

function useCats(params: EventoListParams) {
  return useEventos('S-2210', params);
}

/**
 * The CATs (web route cat): the S-2210 events with the events page's filters, table and actions, and the CAT form
 * (new, or a CAT not yet accepted opened again).
 */
export function CatPage() {
  return (
    <EventosFormPage
      testId="esocial-cat-page"
      variant="S-2210"
      tableTestId="cats-table"
      emptyMessage="Nenhuma CAT encontrada"
      useRows={useCats}
      FormModal={CatModal}
      newLabel="Nova CAT"
      newTestId="nova-cat"
    />
  );
}
