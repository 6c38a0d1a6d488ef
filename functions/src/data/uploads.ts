import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ArrivedObject } from '../domain';
import { uploads } from './entities/upload';
import { dynamo, resources } from '../platform';

/*
 * The arrival record of a file that landed in S3. Issue-level detail (pages, identification, statuses of the
 * upload screens) grows on this record; for now it proves the path S3 → SQS → worker → DynamoDB.
 */

export interface ArrivedFile extends ArrivedObject {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly eTag: string;
  readonly contentType: string | undefined;
}

/** One id per stored version of an object, so duplicate S3 events and redeliveries land on the same record. */
export function uploadIdOf(bucket: string, key: string, eTag: string): string {
  return createHash('sha256').update(`${bucket}\n${key}\n${eTag}`).digest('hex').slice(0, 24);
}

/** Records an arrival once; answers false when it was already recorded. */
export async function recordArrival(file: ArrivedFile, now: Date): Promise<boolean> {
  const uploadId = uploadIdOf(file.bucket, file.key, file.eTag);
  try {
    // create: a conditional put, so a duplicate event or a redelivery finds the record and changes nothing.
    await uploads()
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
        createdAt: now.toISOString(),
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** ElectroDB wraps the SDK's error; the cause says whether the condition failed. */
function isConditionalCheckFailure(error: unknown): boolean {
  for (let current = error as { name?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
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
    .set({ lastError: reason, attempts: attempt, failedAt: now.toISOString() })
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
