import { consultaExternaCadastroSchema, recordSavedMessage, todayInSaoPaulo } from '@ocupacional/shared';
import { planConsultation, priceInTable } from '../../data/consulta-externa-builder';
import { orderRequest, saveOrder } from '../../data/consulta-order';
import { companyScope, parseBody, respond, type RouteHandler } from '../../platform';

/*
 * PUT consulta/externa/cadastrar (spec 1 §2 "New external consultation", §4): the consultation is checked against
 * the PCMSO and the schedule rules, priced from the stored table (never from the body) and saved scheduled (54)
 * together with its first history entry; the browser then opens its edit page.
 */

export const createConsultaExterna: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const form = parseBody(event, consultaExternaCadastroSchema);
  const request = orderRequest(form);
  const consultation = await planConsultation(scope, request, todayInSaoPaulo());
  const priced = await priceInTable(scope, consultation, form.id_tabela_preco, form.data_age, form.exames);
  const id = await saveOrder(scope, { consultation, priced, request, choices: form.exames });
  return respond(200, recordSavedMessage, { id });
};
