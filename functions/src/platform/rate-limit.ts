import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { resources } from './env';

/*
 * A request counter per caller in the table, so the limit holds across every Lambda container. The window opens
 * at the caller's first request and lasts `windowSeconds` (then the counter starts over), so a burst never slips
 * through by straddling a clock boundary. Login attempts get small windows of their own (spec 1 §8: 429
 * 'Aguarde 5 minutos'), counted per account and per address independently (issue 12 item 8). Expired counters
 * leave through the table's TTL.
 */

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export const rateLimits = {
  /** Login attempts of one account (tenant + CNPJ + CPF), from any address. */
  loginConta: { limit: 10, windowSeconds: 300 },
  /**
   * Failed logins (and recovery links) from one address, over any accounts: one password sprayed over many CPFs.
   * Successful logins give their count back, so an office behind one address is not locked out by its own users.
   */
  loginIp: { limit: 20, windowSeconds: 300 },
  /** Recovery e-mails of one account: each sends an e-mail, so fewer. */
  recuperacaoConta: { limit: 3, windowSeconds: 900 },
  /** Recovery requests from one address, over any accounts. */
  recuperacaoIp: { limit: 10, windowSeconds: 900 },
  default: { limit: 600, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof rateLimits;

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/** Counts one request of `identity` in `bucket` and answers whether it is still within the limit. */
export function withinRateLimit(bucket: RateLimitBucket, identity: string, now = new Date()): Promise<boolean> {
  return countRequest(bucket, identity, now, false);
}

/**
 * One try at counting. `retried`: the window was already found neither open nor replaceable once; a second time
 * means its start is unreadable (neither condition can ever hold), so it is replaced instead of retried for ever.
 */
async function countRequest(bucket: RateLimitBucket, identity: string, now: Date, retried: boolean): Promise<boolean> {
  const { limit, windowSeconds } = rateLimits[bucket];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const key = { pk: `RATE#${bucket}#${identity}`, sk: 'WINDOW' };
  try {
    // Within an open window: count.
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: resources.tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(pk) AND #start > :expired',
        ExpressionAttributeNames: { '#count': 'count', '#start': 'windowStart' },
        ExpressionAttributeValues: { ':one': 1, ':expired': nowSeconds - windowSeconds },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.count ?? 0) <= limit;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    // No window, or an expired one: open a new window with this request.
    await dynamo().send(
      new PutCommand({
        TableName: resources.tableName(),
        Item: { ...key, count: 1, windowStart: nowSeconds, ttl: nowSeconds + windowSeconds + 60 },
        ...(retried
          ? {}
          : {
              ConditionExpression: 'attribute_not_exists(pk) OR #start <= :expired',
              ExpressionAttributeNames: { '#start': 'windowStart' },
              ExpressionAttributeValues: { ':expired': nowSeconds - windowSeconds },
            }),
      }),
    );
    return true;
  } catch (error) {
    // Another request opened the window in between: count against it.
    if (isConditionFailure(error)) return countRequest(bucket, identity, now, true);
    throw error;
  }
}

/** Gives back one request counted by {@link withinRateLimit} (a login that succeeded), if its window is still open. */
export async function releaseRateLimit(bucket: RateLimitBucket, identity: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: resources.tableName(),
        Key: { pk: `RATE#${bucket}#${identity}`, sk: 'WINDOW' },
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: 'attribute_exists(pk) AND #count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
