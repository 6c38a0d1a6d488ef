import { invalidPageCursorMessage, type GlobalIndexName } from '@ocupacional/shared';
import { HttpError } from '../platform/http';

/*
 * readPage (list-page.ts) refuses a cursor of another tenant or index. Inside a tenant, a list's partition is also
 * its caller's scope (a company's employees, a queue of consultations): a cursor sealed on another partition of the
 * same index (company B replaying company A's `next`) is refused here too, before DynamoDB sees it, so it can neither
 * start a read in another company's partition nor fail as a server error.
 */

/** The partition value a query reads (ElectroDB's `:pk`). */
export function queryPartition(params: { ExpressionAttributeValues?: Record<string, unknown> }): string {
  const value = params.ExpressionAttributeValues?.[':pk'];
  if (typeof value !== 'string') throw new Error('query without a partition key');
  return value;
}

/**
 * Refuses (400, the spec's message) a cursor whose `index` partition is not `partition`. An unreadable cursor is left
 * to readPage, which refuses it with the same message.
 *
 * @example requireCursorPartition(cursor, 'gsi2', queryPartition(query.params()));
 */
export function requireCursorPartition(cursor: string | undefined, index: GlobalIndexName, partition: string): void {
  if (!cursor) return;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return;
  }
  if (typeof key !== 'object' || key === null) return;
  if ((key as Record<string, unknown>)[`${index}pk`] !== partition) throw new HttpError(400, invalidPageCursorMessage);
}
