import type { SQSRecord } from 'aws-lambda';
import { consultaStatus, isoDateInSaoPaulo, queues, todayInSaoPaulo } from '@ocupacional/shared';
import { clinicsById, priceTable } from '../data/company-reads';
import {
  companyName,
  consultationItem,
  historyEntry,
  planConsultation,
  priceInTable,
  type ConsultationRequest,
} from '../data/consulta-externa-builder';
import { applyConsultaCounterChanges } from '../data/consulta-counters';
import { loteMessageSchema, type LoteMessage } from '../data/consulta-lote-queue';
import { acompanhamentos } from '../data/entities/acompanhamento';
import { consultasExternas, type ConsultaExternaItem } from '../data/entities/consulta-externa';
import { fdts } from '../data/entities/fdt';
import { funcionarios } from '../data/entities/funcionario';
import { funcoes } from '../data/entities/funcao';
import { derivedId } from '../data/entities/keys';
import { TransactionConflictError, transactWrite } from '../data/transactions';
import { HttpError, createSqsWorker, logger } from '../platform';
import { ConsultationRejectedError } from '../data/consulta-externa-builder';

/*
 * The consulta-lote worker (spec 1 §2 "Batch consultation modal", §4 statuses 194/195): one message per employee
 * of a batch. It creates the consultation waiting (194) with its first history entry, then in one transaction
 * either completes it (54, with its exams priced from the stored table) or marks it failed (195, the reason in
 * `info` and in the history). SQS delivers at least once, so:
 * - the consultation's id is derived from the batch and the employee: a second delivery finds the first's item;
 * - every write is conditional (create: not there yet; complete/fail: still 194 and not deleted), and each
 *   change of status goes with its history entry in one transaction, so nothing is ever half-made;
 * - a consultation already 54 or 195 (or deleted meanwhile) is left as it is.
 * Unexpected failures are retried; the last attempt records the failure (195) before the message goes to the DLQ.
 */

export const batchUserName = 'Processamento em lote';
export const unexpectedFailureReason =
  'Falha inesperada ao processar a consulta. Tente cadastrá-la novamente ou entre em contato conosco.';

/** The consultation a batch message creates: the same id for every delivery of the message. */
export function loteConsultationId(message: Pick<LoteMessage, 'loteId' | 'createdAt' | 'funcionario'>): string {
  return derivedId(new Date(message.createdAt), `${message.loteId}#${message.funcionario.id_funcionario}`);
}

async function readConsultation(tenant: string, id: string): Promise<ConsultaExternaItem | undefined> {
  const { data } = await consultasExternas().get({ tenant, id }).go();
  return data ?? undefined;
}

/**
 * The waiting consultation (194): the names of what the company chose, copied as they are now, no exams yet. The
 * employee must exist (the API checked it); anything else that is gone shows as '-' until the reason replaces it.
 */
async function createWaiting(message: LoteMessage, id: string): Promise<void> {
  const { tenant, empresaId, funcionario: chosen } = message;
  const [{ data: funcionario }, { data: fdt }, { data: funcao }, table, empresaNome] = await Promise.all([
    funcionarios().get({ tenant, id: chosen.id_funcionario }).go(),
    fdts().get({ tenant, id: chosen.id_fdt }).go(),
    funcoes().get({ tenant, id: chosen.id_funcao }).go(),
    priceTable(tenant, message.tabelaPrecoId),
    companyName(tenant, empresaId),
  ]);
  if (!funcionario || funcionario.empresaId !== empresaId) {
    throw new Error(`batch ${message.loteId}: employee ${chosen.id_funcionario} is not of company ${empresaId}`);
  }
  const clinic = table ? (await clinicsById(tenant, [table.credenciadaId])).get(table.credenciadaId) : undefined;
  const waiting = consultaStatus.aguardandoProcessamento;
  const credenciadaId = clinic?.id ?? table?.credenciadaId ?? '-';
  try {
    await transactWrite([
      {
        put: consultasExternas()
          .create({
            tenant,
            id,
            empresaId,
            empresaNome,
            funcionarioId: funcionario.id,
            funcionarioNome: funcionario.nome,
            funcionarioCpf: funcionario.cpf,
            credenciadaId,
            credenciadaNome: clinic?.nome ?? '-',
            credenciadaPadrao: clinic?.padrao ?? false,
            fdtId: chosen.id_fdt,
            fdtDescricao: fdt?.empresaId === empresaId ? fdt.descricao : '-',
            funcaoId: chosen.id_funcao,
            funcaoNome: funcao?.nome ?? '-',
            gheId: chosen.id_ghe,
            dataAge: message.dataAge,
            tipoAso: chosen.tipo_aso,
            tipoStatus: waiting,
            ...(message.obs ? { obs: message.obs } : {}),
            tabelaPrecoId: message.tabelaPrecoId,
            loteId: message.loteId,
            usuarioId: message.usuarioId,
            createdAt: message.createdAt,
          })
          .params(),
      },
      {
        put: acompanhamentos()
          .create(
            historyEntry({
              tenant,
              consultaExternaId: id,
              id: derivedId(new Date(message.createdAt), `${id}#${waiting}`),
              tipoStatus: waiting,
              createdAt: message.createdAt,
              usuarioId: message.usuarioId,
              usuarioNome: message.usuarioNome,
            }),
          )
          .params(),
      },
    ]);
  } catch (error) {
    // Another delivery of the same message created it first: carry on with that one.
    if (!(error instanceof TransactionConflictError)) throw error;
    return;
  }
  // The lists' totals count it once, when this delivery created it (data/consulta-counters.ts).
  await applyConsultaCounterChanges(tenant, [
    [null, { empresaId, credenciadaId, dataAge: message.dataAge, createdAt: message.createdAt, tipoStatus: waiting }],
  ]);
}

/** Attributes a patch may not set: the keys and what never changes after creation. */
const fixedAttributes = ['tenant', 'id', 'empresaId', 'funcionarioId', 'createdAt'] as const;

/** Moves a waiting consultation to its final status with its history entry; false when it was no longer waiting. */
async function finish(
  message: LoteMessage,
  id: string,
  change: Record<string, unknown>,
  tipoStatus: number,
  obs?: string,
): Promise<boolean> {
  const now = new Date();
  const waiting: number = consultaStatus.aguardandoProcessamento;
  try {
    await transactWrite([
      {
        update: consultasExternas()
          .patch({ tenant: message.tenant, id })
          .set({ ...change, tipoStatus } as never)
          .where(({ tipoStatus: status, deletedAt }, { eq, notExists }) => `${eq(status, waiting)} AND ${notExists(deletedAt)}`)
          .params(),
      },
      {
        put: acompanhamentos()
          .create(
            historyEntry({
              tenant: message.tenant,
              consultaExternaId: id,
              id: derivedId(now, `${id}#${tipoStatus}`),
              tipoStatus,
              createdAt: now.toISOString(),
              usuarioId: message.usuarioId,
              usuarioNome: tipoStatus === consultaStatus.erroCadastro ? batchUserName : message.usuarioNome,
              ...(obs ? { obs } : {}),
            }),
          )
          .params(),
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) return false;
    throw error;
  }
  // 194 → 54 joins the clinic's waiting badge, 194 → 195 the company's failure badge (data/consulta-counters.ts).
  const state = {
    empresaId: message.empresaId,
    credenciadaId: typeof change.credenciadaId === 'string' ? change.credenciadaId : '-',
    dataAge: message.dataAge,
    createdAt: message.createdAt,
  };
  await applyConsultaCounterChanges(message.tenant, [[{ ...state, tipoStatus: waiting }, { ...state, tipoStatus }]]);
  return true;
}

/** Records why a waiting consultation could not be made (195). */
function fail(message: LoteMessage, id: string, reason: string): Promise<boolean> {
  const info = reason.slice(0, 1000);
  return finish(message, id, { info }, consultaStatus.erroCadastro, info);
}

export type LoteOutcome = 'created' | 'rejected' | 'already-done';

/**
 * Processes one employee of a batch, idempotently (see the module's comment). `lastAttempt` makes an unexpected
 * failure record itself on the consultation (195) before it is rethrown towards the DLQ.
 */
export async function processLoteMessage(message: LoteMessage, options: { lastAttempt?: boolean } = {}): Promise<LoteOutcome> {
  const id = loteConsultationId(message);
  const existing = await readConsultation(message.tenant, id);
  if (existing && (existing.tipoStatus !== consultaStatus.aguardandoProcessamento || existing.deletedAt)) return 'already-done';
  if (!existing) await createWaiting(message, id);

  const scope = { tenant: message.tenant, empresaId: message.empresaId };
  const chosen = message.funcionario;
  const request: ConsultationRequest & { pcd: boolean; obs: string | null } = {
    funcionarioId: chosen.id_funcionario,
    fdtId: chosen.id_fdt,
    funcaoId: chosen.id_funcao,
    gheId: chosen.id_ghe,
    tipoAso: chosen.tipo_aso,
    periodicidade: chosen.periodicidade,
    dataAge: message.dataAge,
    single: false,
    // The schedule date was checked against the day the batch was accepted: a message re-driven after midnight (a
    // retry, the sweep) keeps that day's rule instead of failing a batch scheduled for "today".
    pastDateAllowed: message.dataAge.slice(0, 10) >= (isoDateInSaoPaulo(message.createdAt) ?? todayInSaoPaulo()),
    pcd: false,
    obs: message.obs,
  };
  try {
    const consultation = await planConsultation(scope, request, todayInSaoPaulo());
    const priced = await priceInTable(scope, consultation, message.tabelaPrecoId, message.dataAge);
    const item = consultationItem({
      tenant: message.tenant,
      id,
      empresaId: message.empresaId,
      empresaNome: await companyName(message.tenant, message.empresaId),
      consultation,
      priced,
      request,
      tipoStatus: consultaStatus.agendada,
      createdAt: message.createdAt,
      usuarioId: message.usuarioId,
      loteId: message.loteId,
    });
    const change: Record<string, unknown> = { ...item };
    for (const attribute of fixedAttributes) delete change[attribute];
    return (await finish(message, id, change, consultaStatus.agendada)) ? 'created' : 'already-done';
  } catch (error) {
    if (error instanceof ConsultationRejectedError) {
      return (await fail(message, id, error.reason)) ? 'rejected' : 'already-done';
    }
    if (error instanceof HttpError && error.status < 500) {
      return (await fail(message, id, error.message)) ? 'rejected' : 'already-done';
    }
    if (options.lastAttempt) await fail(message, id, unexpectedFailureReason).catch(() => false);
    throw error;
  }
}

/** One SQS record: a message of the consulta-lote queue. */
export async function handleLoteRecord(record: SQSRecord): Promise<void> {
  const message = loteMessageSchema.parse(JSON.parse(record.body));
  const attempt = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  const outcome = await processLoteMessage(message, { lastAttempt: attempt >= queues.consultaLote.maxReceiveCount });
  logger.info('batch consultation', { tenant: message.tenant, loteId: message.loteId, index: message.index, outcome });
}

export const handler = createSqsWorker(handleLoteRecord);
