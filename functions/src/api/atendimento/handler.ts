import { createApiHandler } from '../../platform';
import { aproveitamentoHandlers } from './aproveitamento/handlers';
import { backOfficeHandlers } from './back-office/handlers';
import { consultaHandlers } from './consulta/handlers';
import { parceiroHandlers } from './parceiro/handlers';

/**
 * The consultation lifecycle (bounded context 'atendimento', shared/src/routes/atendimento.ts): the clinic's
 * attendance, FEMO, release and cancellation, the actions screen of the back office and the company, the back
 * office's external consultations, the partner's exams and exam reuse.
 */
export const handler = createApiHandler('atendimento', {
  ...consultaHandlers,
  ...backOfficeHandlers,
  ...parceiroHandlers,
  ...aproveitamentoHandlers,
});
