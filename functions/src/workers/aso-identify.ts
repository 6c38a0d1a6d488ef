import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { documentTypes, queues, uploadStatus, uploadTypes } from '@ocupacional/shared';
import { outcomeText, pageUnreadableReason } from '../domain/aso-upload';
import { rebuildProntuario, readFile } from '../data/aso-documents';
import { consultationLookup, type ConsultaRef } from '../data/aso-consultas';
import { identifyMessageSchema, type IdentifyMessage } from '../data/aso-queues';
import type { UploadItem } from '../data/entities/upload';
import type { UploadPaginaItem } from '../data/entities/upload-pagina';
import { getPage, getPages, pagesOfUpload, settlePage, type PageLink, type PagePending } from '../data/upload-pages';
import { countPage, getUpload, moveUpload, outcomeOf, recordArrivalFailure } from '../data/uploads';
import { identifyPage } from '../pdf/identify';
import { readPage } from '../pdf/read-page';
import { createSqsWorker, logger } from '../platform';

/*
 * aso-identify (spec 2 §1; docs/api/aso-upload.md): one message per page. It reads the page (text layer, and the QR
 * code when the text carries no code), finds our consultation code or else the CPF, and links the page to the
 * tenant's consultation (79), or leaves it for a manual link with the reason (80) — never a guess. A manual upload
 * (87) links every page to the form's consultation (193). Each page is settled once (a conditional write on "not read
 * yet") and counted once on its upload (its number joins the upload's set in the same conditional update), so a
 * redelivery repeats nothing; the page that completes the count closes the upload and, for medical records, rebuilds
 * the consultation's file.
 *
 * A batch (up to ten pages, usually of one upload) reads its uploads and pages once, together, and its pages that
 * finish together share one read of the upload to see whether it is complete: a bulk file's thousand pages would
 * otherwise read the upload, whose counted-page set grows with them, three thousand times.
 */

/** What the records of one invocation share: the reads made for all of them at its start, the completion checks. */
class BatchReads {
  readonly #uploads = new Map<string, Promise<UploadItem | undefined>>();
  readonly #pages = new Map<string, Promise<Map<number, UploadPaginaItem>>>();
  readonly #finishers = new Map<string, Finisher>();

  constructor(records: readonly SQSRecord[]) {
    const byUpload = new Map<string, { tenant: string; uploadId: string; paginas: number[] }>();
    for (const record of records) {
      const message = parseMessage(record);
      if (!message) continue;
      const key = uploadKey(message.tenant, message.uploadId);
      const entry = byUpload.get(key) ?? { tenant: message.tenant, uploadId: message.uploadId, paginas: [] };
      entry.paginas.push(message.pagina);
      byUpload.set(key, entry);
    }
    for (const [key, { tenant, uploadId, paginas }] of byUpload) {
      this.#uploads.set(key, getUpload(tenant, uploadId));
      this.#pages.set(key, getPages(tenant, uploadId, paginas));
      // A read that fails fails the records that use it, each on its own, as their own reads would.
      this.#uploads.get(key)?.catch(() => undefined);
      this.#pages.get(key)?.catch(() => undefined);
    }
  }

  /** The upload as the batch read it, or a fresh read for a message the batch did not see. */
  upload(tenant: string, uploadId: string): Promise<UploadItem | undefined> {
    return this.#uploads.get(uploadKey(tenant, uploadId)) ?? getUpload(tenant, uploadId);
  }

  /** The page as the batch read it; one the batch read did not answer is read alone. */
  async page(tenant: string, uploadId: string, pagina: number): Promise<UploadPaginaItem | undefined> {
    const pages = await this.#pages.get(uploadKey(tenant, uploadId));
    return pages?.get(pagina) ?? getPage(tenant, uploadId, pagina);
  }

  /** Closes the upload if complete, sharing the check with the batch's other pages counted by then. */
  finish(tenant: string, uploadId: string): Promise<void> {
    const key = uploadKey(tenant, uploadId);
    let finisher = this.#finishers.get(key);
    if (!finisher) this.#finishers.set(key, (finisher = new Finisher(() => finishIfComplete(tenant, uploadId))));
    return finisher.request();
  }
}

/**
 * Runs a check on behalf of everyone who asks, never reading earlier than they asked: a caller joins the check that
 * has not started yet, or queues one behind the check running (which may have read before its count).
 */
class Finisher {
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  constructor(private readonly check: () => Promise<void>) {}

  request(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#running) return this.#start();
    const queued = this.#running.catch(() => undefined).then(() => this.#start());
    this.#queued = queued;
    return queued;
  }

  #start(): Promise<void> {
    this.#queued = undefined;
    const running = this.check().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }
}

const uploadKey = (tenant: string, uploadId: string) => `${tenant}\u0000${uploadId}`;

function parseMessage(record: SQSRecord): IdentifyMessage | undefined {
  try {
    const parsed = identifyMessageSchema.safeParse(JSON.parse(record.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function handleIdentifyRecord(record: SQSRecord, reads: BatchReads = new BatchReads([record])): Promise<void> {
  const message = identifyMessageSchema.parse(JSON.parse(record.body));
  const attempt = Number(record.attributes.ApproximateReceiveCount ?? 1);
  try {
    await identifyOnce(message, reads);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error('page identification failed', { ...message, attempt, error: reason });
    await recordArrivalFailure(message.tenant, message.uploadId, reason, attempt, new Date()).catch(() => undefined);
    // The last delivery: the message goes to the DLQ, the page to manual linking with the reason, so the upload
    // still completes and the operator sees why.
    if (attempt >= queues.asoIdentify.maxReceiveCount) await giveUp(message).catch(() => undefined);
    throw error;
  }
}

async function giveUp({ tenant, uploadId, pagina }: IdentifyMessage): Promise<void> {
  const page = await getPage(tenant, uploadId, pagina);
  if (!page) return;
  // The reason is in the log (handleIdentifyRecord); the page shows pt-BR only (issue 12 item 9).
  const motivo = pageUnreadableReason;
  await settlePage(tenant, uploadId, pagina, { tipoDocumento: page.tipoDocumento ?? documentTypes.aso, tipoStatus: uploadStatus.falha, motivo });
  const settled = await getPage(tenant, uploadId, pagina);
  await countPage(tenant, uploadId, pagina, outcomeOf(settled?.tipoStatus));
  await finishIfComplete(tenant, uploadId);
}

async function identifyOnce({ tenant, uploadId, pagina }: IdentifyMessage, reads: BatchReads): Promise<void> {
  const [upload, page] = await Promise.all([reads.upload(tenant, uploadId), reads.page(tenant, uploadId, pagina)]);
  if (!upload || !page || upload.deletedAt || page.deletedAt) return;

  let tipoStatus = page.tipoStatus;
  if (tipoStatus === undefined) {
    const result = upload.tipo === uploadTypes.manual ? formLink(upload) : await identify(upload, page);
    const settled = await settlePage(tenant, uploadId, pagina, result);
    tipoStatus = settled ? result.tipoStatus : (await getPage(tenant, uploadId, pagina))?.tipoStatus;
  }
  await countPage(tenant, uploadId, pagina, outcomeOf(tipoStatus));
  await reads.finish(tenant, uploadId);
}

/** A manual upload (87): every page is the form's consultation, linked by the user who sent it. */
function formLink(upload: UploadItem): PageLink | PagePending {
  if (upload.idCon === undefined) {
    return { tipoDocumento: upload.documento ?? documentTypes.aso, tipoStatus: uploadStatus.falha, motivo: 'O upload manual não indica a consulta.' };
  }
  return {
    idCon: upload.idCon,
    empresaId: upload.empresaId,
    empresaNome: upload.empresaNome,
    funcionarioId: upload.funcionarioId,
    funcionarioNome: upload.funcionarioNome,
    tipoDocumento: upload.documento ?? documentTypes.aso,
    tipoStatus: uploadStatus.vinculadoManualmente,
    identificacao: 'formulario',
    motivo: `Vinculada pelo formulário de upload manual à consulta ${upload.idCon}.`,
    usuarioId: upload.usuarioId,
    usuarioNome: upload.usuarioNome,
  };
}

/** Reads the page and identifies it against the tenant's consultations. */
async function identify(upload: UploadItem, page: UploadPaginaItem): Promise<PageLink | PagePending> {
  const tipoDocumento = upload.documento ?? documentTypes.aso;
  if (!page.arquivo) return { tipoDocumento, tipoStatus: uploadStatus.falha, motivo: 'A página não tem arquivo.' };
  const evidence = await readPage(await readFile(page.arquivo));
  const found = await identifyPage<ConsultaRef>(evidence, consultationLookup(upload.tenant));
  if (found.kind === 'manual') return { tipoDocumento, tipoStatus: uploadStatus.falha, motivo: found.reason };
  const { consultation } = found;
  return {
    idCon: consultation.idCon,
    empresaId: consultation.empresaId,
    empresaNome: consultation.empresaNome,
    funcionarioId: consultation.funcionarioId,
    funcionarioNome: consultation.funcionarioNome,
    tipoDocumento,
    tipoStatus: uploadStatus.processado,
    identificacao: found.kind === 'code' ? found.source : 'cpf',
    motivo: found.reason,
  };
}

/**
 * Closes the upload once every page is counted: medical-record pages rebuild their consultations' files first (so
 * a crash in between leaves the upload open and the next delivery rebuilds again), then one conditional write moves
 * the upload to 'identificado' with its outcome.
 */
async function finishIfComplete(tenant: string, uploadId: string): Promise<void> {
  const upload = await getUpload(tenant, uploadId);
  if (!upload || upload.status !== 'dividido' || upload.paginas === undefined) return;
  if ((upload.paginasFeitas?.length ?? 0) < upload.paginas) return;
  if (upload.documento === documentTypes.prontuario) {
    const consultations = new Set(
      (await pagesOfUpload(tenant, uploadId)).filter((page) => page.idCon > 0).map((page) => page.idCon),
    );
    for (const idCon of consultations) await rebuildProntuario(tenant, idCon);
  }
  const counters = {
    paginas: upload.paginas,
    identificadas: upload.paginasIdentificadas ?? 0,
    vinculadas: upload.paginasVinculadas ?? 0,
    pendentes: upload.paginasPendentes ?? 0,
  };
  const closed = await moveUpload(upload, ['dividido'], {
    status: 'identificado',
    obs: outcomeText(counters),
    concluidoEm: new Date().toISOString(),
  });
  if (closed) logger.info('upload identified', { tenant, uploadId, ...counters });
}

export async function handler(event: SQSEvent, context: Context) {
  const reads = new BatchReads(event.Records);
  return createSqsWorker((record) => handleIdentifyRecord(record, reads))(event, context);
}
