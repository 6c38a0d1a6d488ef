import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { documentTypes, queues, uploadStatus, uploadTypes } from '@ocupacional/shared';
import { pageUnreadableReason } from '../domain/aso-upload';
import { readFile } from '../data/aso-documents';
import { consultationLookup } from '../data/aso-consultas';
import { identifyMessageSchema, type IdentifyMessage } from '../data/aso-queues';
import type { UploadItem } from '../data/entities/upload';
import type { UploadPaginaItem } from '../data/entities/upload-pagina';
import { getPage, getPages, settlePage, type PageLink, type PagePending } from '../data/upload-pages';
import { countPage, countPages, getUpload, outcomeOf, recordArrivalFailure, type PageOutcome } from '../data/uploads';
import { readPage } from '../pdf/read-page';
import { createSqsWorker, logger } from '../platform';
import { finishIfComplete, formLink, identifyEvidence } from './aso-identification';

/*
 * aso-identify (spec 2 §1; docs/api/aso-upload.md): one message per page. It reads the page (text layer, and the QR
 * code when the text carries no code), finds our consultation code or else the CPF, and links the page to the
 * tenant's consultation (79), or leaves it for a manual link with the reason (80) — never a guess. A manual upload
 * (87) links every page to the form's consultation (193). Each page is settled once (a conditional write on "not read
 * yet") and counted once on its upload (its number joins the upload's set in the same conditional update), so a
 * redelivery repeats nothing; the page that completes the count closes the upload and, for medical records, rebuilds
 * the consultation's file.
 *
 * A batch (up to ten pages, usually of one upload) reads its uploads and pages once, together, counts an upload's
 * pages in one conditional write (issue 17; each record resolves once the batch's others of that upload are counted
 * or left), and its pages that finish together share one read of the upload to see whether it is complete: a bulk
 * file's thousand pages would otherwise read and rewrite the upload, whose counted-page set grows with them,
 * thousands of times.
 */

/** What the records of one invocation share: the reads made for all of them at its start, the completion checks. */
class BatchReads {
  readonly #uploads = new Map<string, Promise<UploadItem | undefined>>();
  readonly #pages = new Map<string, Promise<Map<number, UploadPaginaItem>>>();
  readonly #finishers = new Map<string, Finisher>();
  readonly #counts = new Map<string, PageCounts>();

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
      this.#counts.set(key, new PageCounts(tenant, uploadId, paginas.length));
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

  /**
   * Counts a page on its upload, in one write with the batch's other pages of that upload: it resolves once every
   * record of the batch for the upload has counted its page or {@link leave}s without one.
   */
  count(tenant: string, uploadId: string, pagina: number, outcome: PageOutcome): Promise<void> {
    const counts = this.#counts.get(uploadKey(tenant, uploadId));
    return counts ? counts.arrive(pagina, outcome) : countPage(tenant, uploadId, pagina, outcome).then(() => undefined);
  }

  /** A record of the batch that will not count its page (gone, deleted, failed): the others need not wait for it. */
  leave(tenant: string, uploadId: string): void {
    this.#counts.get(uploadKey(tenant, uploadId))?.leave();
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
 * The counts of one upload's pages in a batch, written together ({@link countPages}) once every record expected
 * has arrived or left. Two deliveries of one page in the batch share its count.
 */
class PageCounts {
  readonly #arrived = new Map<number, PageOutcome>();
  readonly #waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  #expected: number;

  constructor(
    private readonly tenant: string,
    private readonly uploadId: string,
    expected: number,
  ) {
    this.#expected = expected;
  }

  arrive(pagina: number, outcome: PageOutcome): Promise<void> {
    this.#arrived.set(pagina, outcome);
    const counted = new Promise<void>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    this.#settle();
    return counted;
  }

  leave(): void {
    this.#settle();
  }

  #settle(): void {
    this.#expected -= 1;
    if (this.#expected > 0 || this.#waiting.length === 0) return;
    const waiting = this.#waiting.splice(0);
    const pages = new Map(this.#arrived);
    this.#arrived.clear();
    countPages(this.tenant, this.uploadId, pages).then(
      () => waiting.forEach(({ resolve }) => resolve()),
      (error: unknown) => waiting.forEach(({ reject }) => reject(error)),
    );
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
  let counting = false;
  try {
    await identifyOnce(message, reads, () => (counting = true));
    if (!counting) reads.leave(message.tenant, message.uploadId);
  } catch (error) {
    if (!counting) reads.leave(message.tenant, message.uploadId);
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

async function identifyOnce({ tenant, uploadId, pagina }: IdentifyMessage, reads: BatchReads, counting: () => void): Promise<void> {
  const [upload, page] = await Promise.all([reads.upload(tenant, uploadId), reads.page(tenant, uploadId, pagina)]);
  if (!upload || !page || upload.deletedAt || page.deletedAt) return;

  let tipoStatus = page.tipoStatus;
  if (tipoStatus === undefined) {
    const result = upload.tipo === uploadTypes.manual ? formLink(upload) : await identify(upload, page);
    const settled = await settlePage(tenant, uploadId, pagina, result);
    tipoStatus = settled ? result.tipoStatus : (await getPage(tenant, uploadId, pagina))?.tipoStatus;
  }
  counting();
  await reads.count(tenant, uploadId, pagina, outcomeOf(tipoStatus));
  await reads.finish(tenant, uploadId);
}

/** Reads the page and identifies it against the tenant's consultations. */
async function identify(upload: UploadItem, page: UploadPaginaItem): Promise<PageLink | PagePending> {
  if (!page.arquivo) return { tipoDocumento: upload.documento ?? documentTypes.aso, tipoStatus: uploadStatus.falha, motivo: 'A página não tem arquivo.' };
  const evidence = await readPage(await readFile(page.arquivo));
  return identifyEvidence(upload, evidence, consultationLookup(upload.tenant));
}

export async function handler(event: SQSEvent, context: Context) {
  const reads = new BatchReads(event.Records);
  return createSqsWorker((record) => handleIdentifyRecord(record, reads))(event, context);
}
