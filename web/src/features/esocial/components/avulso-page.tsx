import { useAvulsos } from '../api/eventos';
import { AvulsoModal } from './avulso-modal';
import { EventosFormPage } from './eventos-form-page';

/**
 * The manual events (spec 2 §2; web esocial/avulso, empresa esocial/gerar-xml-avulso): the S-2220/S-2240 typed by
 * hand, with the events page's filters, table and actions, and the 'Inserir novo XML' modal (also to edit one
 * never sent).
 */
export function AvulsoPage() {
  return (
    <EventosFormPage
      testId="esocial-avulso-page"
      variant="avulso"
      tableTestId="avulsos-table"
      emptyMessage="Nenhum evento avulso encontrado"
      useRows={useAvulsos}
      FormModal={AvulsoModal}
      newLabel="Inserir novo XML"
      newTestId="inserir-xml"
    />
  );
}
