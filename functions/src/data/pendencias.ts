import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws';
import { resources } from '../platform/env';

/*
 * Work in flight (data-model: SYSTEM#PENDING): a batch of consultations, an upload or an employee import is registered here when it is
 * created, in the same write where possible, and leaves when the sweep (workers/sweep.ts) finds it finished. The
 * sweep reads only this partition, by kind and age, so it needs no list of tenants and no Scan; what it finds
 * older than its deadline and not finished, it re-drives from the stored item (the queue messages are derivable
 * from it, so a lost message, or a crash between the write and the send, is repaired).
 */

export const pendingPartition = 'SYSTEM#PENDING';
export type PendingKind = 'lote' | 'upload' | 'importacao';

export interface Pending {
  readonly kind: PendingKind;
  readonly tenant: string;
  readonly id: string;
  readonly createdAt: string;
}

function keyOf(pending: Pending): { pk: string; sk: string } {
  return { pk: pendingPartition, sk: `${pending.kind}#${pending.createdAt}#${pending.tenant}#${pending.id}` };
}

/** The Put of a pending item, for a transaction with the item it follows (transactWrite's `put`). */
export function pendingPut(pending: Pending): object {
  return { TableName: resources.tableName(), Item: { ...keyOf(pending), ...pending } };
}

/** Registers work in flight; registering it again is harmless. */
export async function registerPending(pending: Pending): Promise<void> {
  await dynamo().send(new PutCommand(pendingPut(pending) as ConstructorParameters<typeof PutCommand>[0]));
}

/** The work of a kind registered before `cutoff`, oldest first. */
export async function pendingBefore(kind: PendingKind, cutoff: Date): Promise<Pending[]> {
  const found: Pending[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: resources.tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pendingPartition, ':from': `${kind}#`, ':to': `${kind}#${cutoff.toISOString()}` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({ kind, tenant: String(item.tenant), id: String(item.id), createdAt: String(item.createdAt) });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** The work is finished: the sweep stops looking at it. */
export async function clearPending(pending: Pending): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: resources.tableName(), Key: keyOf(pending) }));
}
