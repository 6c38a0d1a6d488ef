import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  batchConsultationRegisteredMessage,
  consultaExternaLoteSchema,
  priceTableNotFoundMessage,
  scheduleDateError,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { byIds, priceTable } from '../../data/company-reads';
import { loteMessagesOf, sendLoteMessages } from '../../data/consulta-lote-queue';
import { consultaLotes, type ConsultaLoteItem } from '../../data/entities/consulta-lote';
import { pendingPut } from '../../data/pendencias';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
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
  dynamo,
  resources,
} from '../../platform';

/** How long the same batch request from the same user counts as a retry of the first. */
export const loteRetryWindowMs = 10 * 60_000;

/**
 * The claim of a batch request (pk the tenant, sk a hash of the company, the user and the body): written with the
 * batch unless the same request was claimed within the retry window.
 */
function requestClaim(tenant: string, empresaId: string, usuarioId: string, body: unknown, now: Date, loteId: string) {
  const fingerprint = createHash('sha256').update(JSON.stringify([empresaId, usuarioId, body])).digest('base64url');
  return {
    TableName: resources.tableName(),
    Item: { pk: `T#${tenant}`, sk: `LOTE_PEDIDO#${fingerprint}`, loteId, createdAt: now.toISOString(), ttl: Math.floor(now.getTime() / 1000) + 86_400 },
    ConditionExpression: 'attribute_not_exists(pk) OR createdAt < :cutoff',
    ExpressionAttributeValues: { ':cutoff': new Date(now.getTime() - loteRetryWindowMs).toISOString() },
  };
}

/** The batch a claim names. */
async function claimedLote(claim: ReturnType<typeof requestClaim>): Promise<ConsultaLoteItem | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: claim.TableName, Key: { pk: claim.Item.pk, sk: claim.Item.sk }, ConsistentRead: true }),
  );
  if (!Item?.loteId) return undefined;
  const tenant = claim.Item.pk.slice(2);
  const { data } = await consultaLotes().get({ tenant, id: String(Item.loteId) }).go({ consistent: true });
  return data ?? undefined;
}

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
  const item = {
    tenant,
    id: loteId,
    empresaId,
    usuarioId,
    usuarioNome,
    dataAge: lote.data_age,
    tabelaPrecoId: lote.id_tabela_preco,
    ...(lote.obs ? { obs: lote.obs } : {}),
    funcionarioIds: ids,
    funcionarios: lote.funcionarios.map((chosen) => ({
      id_funcionario: chosen.id_funcionario,
      id_funcao: chosen.id_funcao,
      id_fdt: chosen.id_fdt,
      id_ghe: chosen.id_ghe,
      tipo_aso: chosen.tipo_aso,
      ...(chosen.periodicidade != null ? { periodicidade: chosen.periodicidade } : {}),
    })),
    total: ids.length,
    createdAt: now.toISOString(),
  };
  // The batch, its place among the work in flight and the claim of this request are written together; the same
  // request again within the retry window (a client retrying after a lost answer) gets the first batch back.
  const claim = requestClaim(tenant, empresaId, usuarioId, lote, now, loteId);
  try {
    await transactWrite([
      { put: consultaLotes().create(item).params() },
      { put: pendingPut({ kind: 'lote', tenant, id: loteId, createdAt: item.createdAt }) },
      { put: claim },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError) || !error.failedAt(2)) throw error;
    const first = await claimedLote(claim);
    if (!first) throw error;
    // The first batch's messages again: its consultations' ids are derived, so nothing is made twice.
    await sendLoteMessages(loteMessagesOf(first));
    return respond(200, batchConsultationRegisteredMessage, { id_lote: first.id, total: first.total });
  }
  const messages = loteMessagesOf(item as ConsultaLoteItem);
  await sendLoteMessages(messages);
  return respond(200, batchConsultationRegisteredMessage, { id_lote: loteId, total: ids.length });
};
