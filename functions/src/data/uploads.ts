import { createHash } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentTypes, uploadStatus, uploadTypes } from '@ocupacional/shared';
import type { ArrivedObject } from '../domain';
import { pageObjectKey, uploadNeverSentReason } from '../domain/aso-upload';
import { nextNumber } from './entities/contador';
import { uploads, type UploadEtapa, type UploadItem } from './entities/upload';
import { dynamo, resources, s3 } from '../platform';
import { registerPending, type Pending } from './pendencias';
import { changeCounter, countedBy, listCounter, recountLists } from './list-counters';

/*
 * The upload record through its life (docs/api/aso-upload.md "Upload lifecycle"): created by the API for a browser
 * upload or by the split worker when a file lands in a drop folder, claimed for splitting, split, identified, or
 * failed with a reason. Every step is a conditional write on the current step, so a duplicate S3 event or an SQS
 * redelivery finds the step done and changes nothing.
 */


/** The counter of the uploads history (issue 17): the tenant's uploads not deleted. */
export const uploadListCounter = listCounter('uploads');

/** The uploads counter counted from the uploads there are, replacing what it held: answers uploads counted. */
export async function countExistingUploads(): Promise<number> {
  const source = countedBy((cursor) => uploads().scan.go({ cursor }), (upload) => (upload.deletedAt ? [] : [uploadListCounter]));
  return (await recountLists([uploadListCounter], [source])).items;
}
/** The per-tenant counter of upload numbers ('lote'). */
export const uploadLoteCounter = 'uploadLote';

/** An object as S3 reports it. */
export interface ArrivedFile extends ArrivedObject {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly eTag: string;
  readonly contentType: string | undefined;
}

/** One id per stored version of a dropped object, so duplicate S3 events and redeliveries land on the same record. */
export function uploadIdOf(bucket: string, key: string, eTag: string): string {
  return createHash('sha256').update(`${bucket}\n${key}\n${eTag}`).digest('hex').slice(0, 24);
}

/** ElectroDB wraps the SDK's error; the cause says whether the condition failed. */
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let current = error as { name?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}

/** An upload, read strongly consistent (the workers decide on what they read). */
export async function getUpload(tenant: string, uploadId: string): Promise<UploadItem | undefined> {
  const { data } = await uploads().get({ tenant, uploadId }).go({ consistent: true });
  return data ?? undefined;
}

function pendingOf(upload: Pick<UploadItem, 'tenant' | 'uploadId' | 'createdAt'>): Pending {
  return { kind: 'upload', tenant: upload.tenant, id: upload.uploadId, createdAt: upload.createdAt };
}

/**
 * The record of a file dropped by another system (or a browser-folder file without a record of its own): an
 * automatic-identification ASO upload, created once per object version.
 */
export async function recordArrival(file: ArrivedFile, now: Date): Promise<UploadItem> {
  const uploadId = uploadIdOf(file.bucket, file.key, file.eTag);
  const existing = await getUpload(file.tenant, uploadId);
  // Among the work in flight for the sweep; again on a redelivery, in case the first delivery stopped before.
  if (existing) {
    if (existing.status !== 'identificado' && existing.status !== 'falha') await registerPending(pendingOf(existing));
    return existing;
  }
  try {
    const { data } = await uploads()
      .create({
        tenant: file.tenant,
        uploadId,
        source: file.source,
        bucket: file.bucket,
        key: file.key,
        name: file.name,
        size: file.size,
        eTag: file.eTag,
        contentType: file.contentType,
        status: 'recebido',
        tipo: uploadTypes.automatico,
        documento: documentTypes.aso,
        juntar: false,
        lote: await nextNumber(file.tenant, uploadLoteCounter),
        usuarioNome: file.source === 'drop' ? 'Pasta de entrada (S3)' : undefined,
        createdAt: now.toISOString(),
      })
      .go();
    await changeCounter(file.tenant, uploadListCounter, 1);
    await registerPending(pendingOf(data as UploadItem));
    return data as UploadItem;
  } catch (error) {
    // A duplicate event created it meanwhile.
    if (!isConditionalCheckFailure(error)) throw error;
    const created = await getUpload(file.tenant, uploadId);
    if (!created) throw error;
    return created;
  }
}

/**
 * Moves an upload from one step to the next, only if it is still at one of `from`; answers false when another
 * delivery moved it first.
 */
export async function moveUpload(
  upload: Pick<UploadItem, 'tenant' | 'uploadId'>,
  from: readonly UploadEtapa[],
  set: Partial<Pick<UploadItem, 'status' | 'eTag' | 'size' | 'contentType' | 'paginas' | 'tipoStatus' | 'obs' | 'concluidoEm' | 'failedAt'>>,
): Promise<boolean> {
  try {
    await uploads()
      .patch({ tenant: upload.tenant, uploadId: upload.uploadId })
      .set(set)
      .where(({ status }, { eq }) => `(${from.map((step) => eq(status, step)).join(' OR ')})`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** A file that cannot be split ends in 80 with its reason; the message is done (nothing to retry). */
export async function failUpload(upload: Pick<UploadItem, 'tenant' | 'uploadId'>, reason: string, now: Date): Promise<boolean> {
  return moveUpload(upload, ['aguardando_arquivo', 'recebido', 'dividindo'], {
    status: 'falha',
    tipoStatus: uploadStatus.falha,
    obs: reason,
    failedAt: now.toISOString(),
  });
}

/**
 * A file refused as it is (not a readable PDF, too large): the upload ends in 80 with its reason and the object is
 * deleted, with any page already cut from it — nothing refused stays stored (issue 12 item 9). In the versioned
 * files bucket the delete leaves a noncurrent version, which the bucket's lifecycle removes after a day.
 */
export async function refuseUpload(
  upload: Pick<UploadItem, 'tenant' | 'uploadId'>,
  object: { readonly bucket: string; readonly key: string },
  reason: string,
  now: Date,
  pagesCut = 0,
): Promise<boolean> {
  const failed = await failUpload(upload, reason, now);
  const keys = [object.key, ...Array.from({ length: pagesCut }, (_, index) => pageObjectKey(upload.tenant, upload.uploadId, index + 1))];
  // Also when another delivery failed it first: deleting again is harmless, and that delivery may have stopped before.
  for (const [index, key] of keys.entries()) {
    await s3().send(new DeleteObjectCommand({ Bucket: index === 0 ? object.bucket : resources.bucketName('files'), Key: key }));
  }
  return failed;
}

/**
 * A browser upload whose file never came: still waiting, its presigned POST long expired, ends in 80 with
 * {@link uploadNeverSentReason} (the sweep calls this once the file is known not to be in S3). Answers false when
 * it had moved on meanwhile.
 */
export async function expireUnsentUpload(upload: Pick<UploadItem, 'tenant' | 'uploadId'>, now: Date): Promise<boolean> {
  return moveUpload(upload, ['aguardando_arquivo'], {
    status: 'falha',
    tipoStatus: uploadStatus.falha,
    obs: uploadNeverSentReason,
    failedAt: now.toISOString(),
  });
}

/** Keeps the reason of a failed attempt where an operator can see it, before the message is retried. */
export async function recordArrivalFailure(
  tenant: string,
  uploadId: string,
  reason: string,
  attempt: number,
  now: Date,
): Promise<void> {
  await uploads()
    .patch({ tenant, uploadId })
    .set({ lastError: reason.slice(0, 1000), attempts: attempt, failedAt: now.toISOString() })
    .go();
}

/** Files that arrived outside any tenant's folder: kept (not dropped) so an operator can move them. */
export async function recordRejectedObject(bucket: string, key: string, reason: string, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: resources.tableName(),
      Item: { pk: 'SYSTEM#REJECTED_OBJECT', sk: `${bucket}/${key}`, bucket, key, reason, createdAt: now.toISOString() },
    }),
  );
}

/** How a page ended, for the upload's counters. */
export type PageOutcome = 'identificada' | 'vinculada' | 'pendente';

/**
 * Counts a page on its upload once: the page number joins `paginasFeitas` and its outcome's counter goes up by one,
 * in one conditional update that a second delivery of the same page fails. Answers whether this call counted it.
 */
export async function countPage(tenant: string, uploadId: string, pagina: number, outcome: PageOutcome): Promise<boolean> {
  try {
    await uploads()
      .update({ tenant, uploadId })
      .add({
        paginasFeitas: [pagina],
        paginasIdentificadas: outcome === 'identificada' ? 1 : 0,
        paginasVinculadas: outcome === 'vinculada' ? 1 : 0,
        paginasPendentes: outcome === 'pendente' ? 1 : 0,
      })
      .where(({ paginasFeitas }, { notContains }) => notContains(paginasFeitas, pagina))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Ends the split (issue 17): 'dividindo' → 'dividido' with its page count, and the pages the split worker settled
 * counted in the same conditional update — so they are counted exactly once, by the one delivery that moves the
 * upload, and one write counts them however many they are. Answers false when another delivery moved it first.
 */
export async function completeSplit(
  upload: Pick<UploadItem, 'tenant' | 'uploadId'>,
  paginas: number,
  counted: ReadonlyMap<number, PageOutcome>,
): Promise<boolean> {
  const outcomes = [...counted.values()];
  const tally = (outcome: PageOutcome) => outcomes.filter((each) => each === outcome).length;
  try {
    await uploads()
      .patch({ tenant: upload.tenant, uploadId: upload.uploadId })
      .set({ status: 'dividido', paginas })
      .add({
        // DynamoDB refuses an empty set.
        ...(counted.size > 0 ? { paginasFeitas: [...counted.keys()] } : {}),
        paginasIdentificadas: tally('identificada'),
        paginasVinculadas: tally('vinculada'),
        paginasPendentes: tally('pendente'),
      })
      .where(({ status }, { eq }) => eq(status, 'dividindo'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts several pages of an upload (an identify batch's) in one conditional update when none of them is counted
 * yet; otherwise (a redelivery among them) each goes through {@link countPage}, so every page is still counted once.
 * One write instead of one per page: each rewrites the upload item, whose counted-page set grows with the file.
 */
export async function countPages(tenant: string, uploadId: string, pages: ReadonlyMap<number, PageOutcome>): Promise<void> {
  const entries = [...pages];
  if (entries.length === 1) {
    const [[pagina, outcome]] = entries as [[number, PageOutcome]];
    await countPage(tenant, uploadId, pagina, outcome);
    return;
  }
  if (entries.length === 0) return;
  const tally = (outcome: PageOutcome) => entries.filter(([, each]) => each === outcome).length;
  try {
    await uploads()
      .update({ tenant, uploadId })
      .add({
        paginasFeitas: entries.map(([pagina]) => pagina),
        paginasIdentificadas: tally('identificada'),
        paginasVinculadas: tally('vinculada'),
        paginasPendentes: tally('pendente'),
      })
      .where(({ paginasFeitas }, { notContains }) => entries.map(([pagina]) => notContains(paginasFeitas, pagina)).join(' AND '))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    await Promise.all(entries.map(([pagina, outcome]) => countPage(tenant, uploadId, pagina, outcome)));
  }
}

/** Moves one page between outcome counters (a manual link after identification). */
export async function recountPage(tenant: string, uploadId: string, from: PageOutcome, to: PageOutcome): Promise<void> {
  if (from === to) return;
  const delta = (outcome: PageOutcome) => (outcome === from ? -1 : outcome === to ? 1 : 0);
  await uploads()
    .update({ tenant, uploadId })
    .add({
      paginasIdentificadas: delta('identificada'),
      paginasVinculadas: delta('vinculada'),
      paginasPendentes: delta('pendente'),
    })
    .go();
}

/**
 * Takes pages out of the count so they can be read again (reprocess): their numbers leave `paginasFeitas` and the
 * pending counter goes down by as many, and the upload goes back to 'dividido' until they are counted again.
 */
export async function uncountPendingPages(tenant: string, uploadId: string, paginas: readonly number[]): Promise<boolean> {
  if (paginas.length === 0) return false;
  try {
    await uploads()
      .update({ tenant, uploadId })
      .delete({ paginasFeitas: [...paginas] })
      .add({ paginasPendentes: -paginas.length })
      .set({ status: 'dividido' })
      .where(({ status }, { eq }) => eq(status, 'identificado'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The outcome a page's status means. */
export function outcomeOf(tipoStatus: number | undefined): PageOutcome {
  if (tipoStatus === uploadStatus.processado) return 'identificada';
  if (tipoStatus === uploadStatus.vinculadoManualmente) return 'vinculada';
  return 'pendente';
}
