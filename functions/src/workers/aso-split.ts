import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event, SQSRecord } from 'aws-lambda';
import { queues } from '@ocupacional/shared';
import { decodeEventKey, parseArrivedKey } from '../domain';
import { oversizeReason, pageObjectKey, processingFailedReason, uploadIdOfBrowserKey } from '../domain/aso-upload';
import { queueIdentification, reprocessMessageSchema } from '../data/aso-queues';
import type { UploadItem } from '../data/entities/upload';
import { writePendingPages } from '../data/upload-pages';
import {
  failUpload,
  getUpload,
  moveUpload,
  recordArrival,
  recordArrivalFailure,
  recordRejectedObject,
  refuseUpload,
} from '../data/uploads';
import { PdfSplitError, inspectPdf, splitPdfPages } from '../pdf/split';
import { createSqsWorker, logger, resources, s3 } from '../platform';

/*
 * aso-split (spec 2 §1; docs/api/aso-upload.md "Upload lifecycle"), fed by S3 ObjectCreated notifications on the
 * drop and upload prefixes and by reprocess requests. It finds the file's upload (the browser's, created by the
 * API, or a new one for a dropped file), refuses what is not a readable PDF of at most 25 MB (status 80 with the
 * reason), splits the rest into one-page PDFs under the tenant's prefix, records the pages and queues each for
 * identification. Each step is conditional on the previous one, so duplicate events and redeliveries repeat nothing;
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
    case 'dividido':
      // The pages exist; (re)queue them: identification skips the pages it already read.
      if (upload.eTag !== object.eTag) return ignoreOtherVersion(upload, object);
      return queueInParallel(upload, pageNumbers(upload.paginas ?? 0));
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
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok) {
    await refuseUpload(upload, object, inspection.reason, now);
    return;
  }
  const Bucket = resources.bucketName('files');
  const inFlight = new Set<Promise<unknown>>();
  let written = 0;
  try {
    for await (const page of splitPdfPages(bytes)) {
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
        .finally(() => inFlight.delete(put));
      inFlight.add(put);
      if (inFlight.size >= pageUploadConcurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } catch (error) {
    await Promise.allSettled(inFlight);
    if (error instanceof PdfSplitError) {
      // PdfSplitError's message is the pt-BR reason (pdf/split.ts); the pages cut so far go with the file.
      await refuseUpload(upload, object, error.message, now, written);
      return;
    }
    throw error;
  }
  await writePendingPages(upload, written);
  if (!(await moveUpload(upload, ['dividindo'], { status: 'dividido', paginas: written }))) return;
  await queueInParallel(upload, pageNumbers(written));
  logger.info('upload split', { tenant: upload.tenant, uploadId: upload.uploadId, pages: written });
}

export const handler = createSqsWorker(handleUploadRecord);
