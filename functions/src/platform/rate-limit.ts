import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { resources } from './env';

/*
 * A fixed-window request counter per caller in the table (one atomic ADD per request, expired by TTL), so the
 * limit holds across every Lambda container. Login attempts get a small window of their own (spec 1 §8: 429 'Aguarde
 * 5 minutos').
 */

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export const rateLimits = {
  login: { limit: 10, windowSeconds: 300 },
  default: { limit: 600, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/** Counts one request of `identity` in `bucket` and answers whether it is still within the limit. */
export async function withinRateLimit(bucket: keyof typeof rateLimits, identity: string, now = new Date()): Promise<boolean> {
  const { limit, windowSeconds } = rateLimits[bucket];
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: resources.tableName(),
      Key: { pk: `RATE#${bucket}#${identity}`, sk: String(windowStart) },
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': windowStart + windowSeconds + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 0) <= limit;
}
