import {
  batchConsultationRegisteredMessage,
  consultaExternaLoteSchema,
  priceTableNotFoundMessage,
  scheduleDateError,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { byIds, priceTable } from '../../data/company-reads';
import { sendLoteMessages, type LoteMessage } from '../../data/consulta-lote-queue';
import { consultaLotes } from '../../data/entities/consulta-lote';
import { funcionarios } from '../../data/entities/funcionario';
import { newId } from '../../data/entities/keys';
import { everyOne } from '../../domain/tabela-preco';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseBody,
  respond,
  validationFailedMessage,
  type RouteHandler,
} from '../../platform';

/*
 * POST consulta/externa/lote (spec 1 §2 "Batch consultation modal", §4 "A batch creation is processed in the
 * background"): checks what can be checked at once (the date, the table, that every employee is the company's),
 * records the batch, queues one message per employee and answers with the spec's background message. The
 * consulta-lote worker creates each consultation (194 while waiting, then 54, or 195 with the reason).
 */

export const postLote: RouteHandler = async (event, context) => {
  const { tenant, empresaId, usuarioId, usuarioNome } = companyScope(context);
  const lote = parseBody(event, consultaExternaLoteSchema);
  const errors: Record<string, string[]> = {};
  const dateError = scheduleDateError(lote.data_age, todayInSaoPaulo(), { single: false });
  if (dateError) errors.data_age = [dateError];
  const table = await priceTable(tenant, lote.id_tabela_preco);
  if (!table || (table.empresaId !== empresaId && table.empresaId !== everyOne) || table.ativo === false) {
    errors.id_tabela_preco = [priceTableNotFoundMessage];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, validationFailedMessage, { fields: errors });
  const ids = lote.funcionarios.map((item) => item.id_funcionario);
  const found = await byIds((keys) => funcionarios().get(keys).go(), tenant, ids);
  if (ids.some((id) => found.get(id)?.empresaId !== empresaId || found.get(id)?.deletedAt)) {
    throw new HttpError(404, notFoundMessage);
  }

  const now = new Date();
  const loteId = newId(now);
  await consultaLotes()
    .create({
      tenant,
      id: loteId,
      empresaId,
      usuarioId,
      usuarioNome,
      dataAge: lote.data_age,
      tabelaPrecoId: lote.id_tabela_preco,
      ...(lote.obs ? { obs: lote.obs } : {}),
      funcionarioIds: ids,
      total: ids.length,
      createdAt: now.toISOString(),
    })
    .go();
  const messages: LoteMessage[] = lote.funcionarios.map((item, index) => ({
    tenant,
    loteId,
    empresaId,
    usuarioId,
    usuarioNome,
    createdAt: now.toISOString(),
    dataAge: lote.data_age,
    tabelaPrecoId: lote.id_tabela_preco,
    obs: lote.obs ?? null,
    index,
    funcionario: {
      id_funcionario: item.id_funcionario,
      id_funcao: item.id_funcao,
      id_fdt: item.id_fdt,
      id_ghe: item.id_ghe,
      tipo_aso: item.tipo_aso,
      periodicidade: item.periodicidade ?? null,
    },
  }));
  await sendLoteMessages(messages);
  return respond(200, batchConsultationRegisteredMessage, { id_lote: loteId, total: ids.length });
};
