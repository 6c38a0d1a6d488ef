import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import type { S3Event, SQSRecord } from 'aws-lambda';
import { queues, splitOriginal, uploadTypes } from '@ocupacional/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodeEventKey, parseArrivedKey } from '../domain';
import { oversizeReason, pageObjectKey, processingFailedReason, uploadIdOfBrowserKey } from '../domain/aso-upload';
import { queueIdentification, reprocessMessageSchema } from '../data/aso-queues';
import { consultationLookup } from '../data/aso-consultas';
import type { UploadItem } from '../data/entities/upload';
import { writePendingPages, type PageLink, type PagePending } from '../data/upload-pages';
import {
  completeSplit,
  failUpload,
  getUpload,
  moveUpload,
  outcomeOf,
  recordArrival,
  recordArrivalFailure,
  recordRejectedObject,
  refuseUpload,
} from '../data/uploads';
import { findConsultationCodes } from '../pdf/consultation-code';
import { openPdf } from '../pdf/pdfjs';
import { pageText } from '../pdf/page-text';
import { PdfSplitError, splitPdfPages } from '../pdf/split';
import { createSqsWorker, logger, resources, s3 } from '../platform';
import { finishIfComplete, formLink, identifyEvidence, prefetchedLookup } from './aso-identification';

/*
 * aso-split (spec 2 §1; docs/api/aso-upload.md "Upload lifecycle"), fed by S3 ObjectCreated notifications on the
 * drop and upload prefixes and by reprocess requests. It finds the file's upload (the browser's, created by the
 * API, or a new one for a dropped file), refuses what is not a readable PDF of at most 25 MB (status 80 with the
 * reason), splits the rest into one-page PDFs under the tenant's prefix, records the pages and queues each for
 * identification. Pages it can settle from the file it already parsed are settled and counted here instead (issue
 * 17): a page whose text layer carries a printed consultation code (the identify worker would read nothing else: no
 * QR rendering), and every page of a manual upload; only the rest go through the identify queue. Each step is conditional on the previous one, so duplicate events and redeliveries repeat nothing;
 * an unexpected error is recorded on the upload and retried, and on the last attempt the upload ends in 80 before
 * the message goes to the DLQ.
 */

/** Pages uploaded to S3 at once while the next ones are cut. */
const pageUploadConcurrency = 8;

/** The object a step works on. */
interface StoredObject {
  readonly bucket: string;
  readonly key: string;
  readonly eTag: string;
  readonly size: number;
  readonly contentType: string | undefined;
}

export async function handleUploadRecord(record: SQSRecord): Promise<void> {
  const attempt = Number(record.attributes.ApproximateReceiveCount ?? 1);
  const body = JSON.parse(record.body) as Partial<S3Event> & { Event?: string };
  const reprocess = reprocessMessageSchema.safeParse(body);
  if (reprocess.success) {
    const { tenant, uploadId } = reprocess.data.reprocessar;
    const upload = await getUpload(tenant, uploadId);
    if (!upload || upload.deletedAt) return;
    const object = await headObject(upload.bucket, upload.key);
    if (!object) {
      await failUpload(upload, 'O arquivo não está mais disponível para reprocessamento; envie-o novamente.', new Date());
      return;
    }
    await guarded(upload, attempt, () => processUpload(upload, object));
    return;
  }
  // S3 sends a test event when a notification is configured: nothing to do.
  if (body.Event === 's3:TestEvent' || !body.Records) return;
  for (const s3Record of body.Records) {
    const bucket = s3Record.s3.bucket.name;
    const key = decodeEventKey(s3Record.s3.object.key);
    const arrived = parseArrivedKey(key);
    if (!arrived) {
      await recordRejectedObject(bucket, key, 'O arquivo não está na pasta de um cliente.', new Date());
      continue;
    }
    const object = await headObject(bucket, key);
    if (!object) {
      logger.info('object gone before it was processed', { key });
      continue;
    }
    const browserUploadId = arrived.source === 'upload' ? uploadIdOfBrowserKey(arrived.name) : undefined;
    const own = browserUploadId ? await getUpload(arrived.tenant, browserUploadId) : undefined;
    // A browser upload has its record from the API; anything else in a tenant folder is a dropped file.
    const upload = own && own.key === key ? own : await recordArrival({ ...arrived, ...object }, new Date());
    if (upload.deletedAt) continue;
    await guarded(upload, attempt, () => processUpload(upload, object));
  }
}

/** The object as S3 has it now, or undefined when it was deleted. */
async function headObject(bucket: string, key: string): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return {
      bucket,
      key,
      eTag: (head.ETag ?? '').replace(/"/g, ''),
      size: head.ContentLength ?? 0,
      contentType: head.ContentType,
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * Runs a step; on an unexpected error keeps its reason on the upload and rethrows, so SQS retries. On the last
 * attempt the upload also ends in 80 with the reason, as the message then goes to the DLQ.
 */
async function guarded(upload: UploadItem, attempt: number, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error('upload step failed', { tenant: upload.tenant, uploadId: upload.uploadId, attempt, error: reason });
    const now = new Date();
    await recordArrivalFailure(upload.tenant, upload.uploadId, reason, attempt, now).catch(() => undefined);
    if (attempt >= queues.asoUpload.maxReceiveCount) {
      await failUpload(upload, processingFailedReason, now).catch(() => undefined);
    }
    throw error;
  }
}

/** Takes an upload from wherever it is to 'dividido' with its pages queued; a step already done is skipped. */
export async function processUpload(upload: UploadItem, object: StoredObject): Promise<void> {
  const now = new Date();
  switch (upload.status) {
    case 'aguardando_arquivo':
    case 'recebido': {
      const claimed = await moveUpload(upload, ['aguardando_arquivo', 'recebido'], {
        status: 'dividindo',
        eTag: object.eTag,
        size: object.size,
        contentType: object.contentType,
      });
      const current = claimed ? { ...upload, status: 'dividindo' as const, eTag: object.eTag } : await getUpload(upload.tenant, upload.uploadId);
      if (!current) return;
      if (!claimed) return processUpload(current, object);
      return split(current, object, now);
    }
    case 'dividindo':
      // A redelivery after a split that stopped half-way: the same file is split again, over the same pages.
      if (upload.eTag !== object.eTag) return ignoreOtherVersion(upload, object);
      return split(upload, object, now);
    case 'dividido': {
      // The pages exist; (re)queue those not counted yet (identification skips a page it already read), or close
      // the upload when the split had counted them all and stopped before closing it.
      if (upload.eTag !== object.eTag) return ignoreOtherVersion(upload, object);
      const counted = new Set(upload.paginasFeitas ?? []);
      return queueOrFinish(upload, pageNumbers(upload.paginas ?? 0).filter((pagina) => !counted.has(pagina)));
    }
    case 'identificado':
    case 'falha':
      if (upload.eTag !== object.eTag) ignoreOtherVersion(upload, object);
      return;
  }
}

/**
 * A browser upload's form can be posted twice before it expires; the first file to arrive is the upload's, a later
 * version of the same key is logged and left alone.
 */
function ignoreOtherVersion(upload: UploadItem, object: StoredObject): void {
  logger.warn('another version of an upload file arrived; the first one is kept', {
    tenant: upload.tenant,
    uploadId: upload.uploadId,
    eTag: object.eTag,
  });
}

/** Calls of ten messages in flight at once when queueing a file's pages: a thousand pages are a hundred calls. */
const queueConcurrency = 4;

/** Queues the pages' identification, {@link queueConcurrency} slices at a time. */
async function queueInParallel(upload: UploadItem, paginas: readonly number[]): Promise<void> {
  const slice = Math.max(10, Math.ceil(paginas.length / queueConcurrency / 10) * 10);
  const slices: number[][] = [];
  for (let start = 0; start < paginas.length; start += slice) slices.push(paginas.slice(start, start + slice));
  await Promise.all(slices.map((part) => queueIdentification(upload.tenant, upload.uploadId, part)));
}

/** Queues the pages left to identify; with none left, the split worker is the one that closes the upload. */
async function queueOrFinish(upload: UploadItem, paginas: readonly number[]): Promise<void> {
  if (paginas.length > 0) return queueInParallel(upload, paginas);
  await finishIfComplete(upload.tenant, upload.uploadId);
}

function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** Checks the file, writes one PDF per page and the pages' records, then queues them. */
async function split(upload: UploadItem, object: StoredObject, now: Date): Promise<void> {
  // S3 enforces the 25 MB of the presigned POST; a drop folder has no such policy, and s3rver enforces none.
  const tooLarge = oversizeReason(object.size);
  if (tooLarge) {
    await refuseUpload(upload, object, tooLarge, now);
    return;
  }
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: object.bucket, Key: object.key }));
  if (!Body) throw new Error(`empty object ${object.key}`);
  const bytes = await Body.transformToByteArray();
  // A file that cannot be split is refused by the loop below, before its first page (splitPdfPages checks it as
  // inspectPdf does), so it is parsed once.
  const Bucket = resources.bucketName('files');
  const inFlight = new Set<Promise<unknown>>();
  let written = 0;
  // The text layers that carry a printed code, read from the one parsed document while the pages are cut.
  const reader = upload.tipo === uploadTypes.manual ? undefined : new TextReader(bytes, upload);
  const coded = new Map<number, string>();
  // A put that fails while the loop reads a page has left `inFlight` by the time it is awaited: its error is kept.
  const puts: { failure?: { error: unknown } } = {};
  try {
    for await (const page of splitPdfPages(bytes)) {
      if (puts.failure) throw puts.failure.error;
      written += 1;
      const put = s3()
        .send(
          new PutObjectCommand({
            Bucket,
            Key: pageObjectKey(upload.tenant, upload.uploadId, written),
            Body: page,
            ContentType: 'application/pdf',
          }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            puts.failure ??= { error };
          },
        )
        .finally(() => inFlight.delete(put));
      inFlight.add(put);
      // Opened at the first page, once the file is known to split (a refused file never gets here).
      const text = await reader?.codedText(written);
      if (text !== undefined) coded.set(written, text);
      if (inFlight.size >= pageUploadConcurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (puts.failure) throw puts.failure.error;
  } catch (error) {
    await Promise.allSettled(inFlight);
    await reader?.destroy();
    if (error instanceof PdfSplitError) {
      // PdfSplitError's message is the pt-BR reason (pdf/split.ts); the pages cut so far go with the file.
      await refuseUpload(upload, object, error.message, now, written);
      return;
    }
    throw error;
  }
  await reader?.destroy();
  const results = upload.tipo === uploadTypes.manual ? formLinks(upload, written) : await identifyCoded(upload, coded);
  // The settled pages are written with their result (superseding any earlier delivery's, nothing was handed out
  // yet) and counted by the one write that ends the split, so a redelivery counts none of them twice.
  const settled = await writePendingPages(upload, written, results);
  // Every page is stored: the original may go (tagged now, before the split is recorded, so a redelivery re-tags).
  await tagSplitOriginal(object);
  const counted = new Map([...settled].map(([pagina, result]) => [pagina, outcomeOf(result.tipoStatus)]));
  if (!(await completeSplit(upload, written, counted))) return;
  await queueOrFinish(upload, pageNumbers(written).filter((pagina) => !settled.has(pagina)));
  logger.info('upload split', { tenant: upload.tenant, uploadId: upload.uploadId, pages: written, settled: settled.size });
}

/**
 * Marks an original as split (issue 21 item 10): the bucket's lifecycle deletes tagged originals under drop/ and
 * upload/ splitOriginal.expirationDays after they arrived; until then the upload can be reprocessed from it.
 */
export async function tagSplitOriginal(object: Pick<StoredObject, 'bucket' | 'key'>): Promise<void> {
  await s3().send(
    new PutObjectTaggingCommand({
      Bucket: object.bucket,
      Key: object.key,
      Tagging: { TagSet: [{ Key: splitOriginal.tagKey, Value: splitOriginal.tagValue }] },
    }),
  );
}

/** Pages read between two releases of pdf.js's caches. */
const cleanupEvery = 50;

/** Times a reader opens the file again before leaving the remaining pages to the identify worker. */
const maxReopens = 3;

/**
 * pdf.js over the whole file, reading its pages' text layers. pdf.js 5 keeps the page count of the document opened
 * last in a global (its PagesMapper), so a document opened meanwhile in the same process (another file of the
 * batch; in the local cloud, the identify worker's pages) makes getPage refuse this file's higher pages: the file is
 * then opened again, a few times at most. A page not read here is simply identified by the identify worker.
 */
class TextReader {
  #doc: PDFDocumentProxy | undefined;
  #reopens = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly upload: UploadItem,
  ) {}

  /**
   * The page's text layer when it carries a printed consultation code, as the identify worker would read it from
   * the page's own file (the same text: pdf.js reads the same content stream and fonts). That worker then renders no
   * QR code and identifies from the text alone, which the split can do as well. Undefined otherwise.
   */
  async codedText(pagina: number): Promise<string | undefined> {
    while (this.#reopens <= maxReopens) {
      try {
        this.#doc ??= await openPdf(this.bytes);
        const page = await this.#doc.getPage(pagina);
        const text = await pageText(page);
        page.cleanup();
        // pdf.js keeps every page's fonts for the document's life: a thousand pages' worth would not fit.
        if (pagina % cleanupEvery === 0) await this.#doc.cleanup();
        return findConsultationCodes(text).length > 0 ? text : undefined;
      } catch (error) {
        const log = { tenant: this.upload.tenant, uploadId: this.upload.uploadId, pagina, error: String(error) };
        // The global page count's refusal is worth another opening; any other failure is this page's.
        if (!this.#doc || !(error instanceof Error && error.message === 'Invalid page request.')) {
          logger.warn('page text not read in the split', log);
          if (!this.#doc) this.#reopens = maxReopens + 1;
          return undefined;
        }
        await this.destroy();
        this.#reopens += 1;
        if (this.#reopens > maxReopens) logger.warn('page texts left to the identify worker', log);
      }
    }
    return undefined;
  }

  async destroy(): Promise<void> {
    const doc = this.#doc;
    this.#doc = undefined;
    await doc?.destroy().catch(() => undefined);
  }
}

/** Consultation lookups in flight at once while the split identifies its coded pages. */
const identifyConcurrency = 16;

/** Identifies the pages with a printed code; a page whose lookup fails is left to the identify worker. */
async function identifyCoded(upload: UploadItem, coded: ReadonlyMap<number, string>): Promise<Map<number, PageLink | PagePending>> {
  // A failed batch read is no reason to fail the split: each page then looks its code up alone.
  const lookup = await prefetchedLookup(upload.tenant, coded.values()).catch(() => consultationLookup(upload.tenant));
  const results = new Map<number, PageLink | PagePending>();
  const entries = [...coded];
  for (let start = 0; start < entries.length; start += identifyConcurrency) {
    await Promise.all(
      entries.slice(start, start + identifyConcurrency).map(async ([pagina, text]) => {
        try {
          results.set(pagina, await identifyEvidence(upload, { text, qrPayloads: [] }, lookup));
        } catch (error) {
          logger.warn('page left to the identify worker', { tenant: upload.tenant, uploadId: upload.uploadId, pagina, error: String(error) });
        }
      }),
    );
  }
  return results;
}

/** A manual upload: every page is the form's consultation (no reading). */
function formLinks(upload: UploadItem, paginas: number): Map<number, PageLink | PagePending> {
  const link = formLink(upload);
  return new Map(pageNumbers(paginas).map((pagina) => [pagina, link]));
}

export const handler = createSqsWorker(handleUploadRecord);
