import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceEnv } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { dynamo } from './aws';
import { rateLimits, releaseRateLimit, withinRateLimit, type RateLimitBucket } from './rate-limit';

/*
 * The request counters against the local cloud's table: the window opens at the caller's first request, counts up
 * to the bucket's limit, starts over once it has lasted its seconds, and a successful login gives its count back.
 */

let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

const start = new Date('2026-03-02T12:00:00.000Z');
const startSeconds = start.getTime() / 1000;
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

let counter = 0;
/** A caller never seen before, so each test has counters of its own. */
const newCaller = () => `203.0.113.${++counter}`;

async function storedWindow(bucket: RateLimitBucket, identity: string) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: process.env[resourceEnv.table], Key: { pk: `RATE#${bucket}#${identity}`, sk: 'WINDOW' } }),
  );
  return Item as { count: number; windowStart: number; ttl: number } | undefined;
}

async function requests(bucket: RateLimitBucket, identity: string, times: number, now = start): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await withinRateLimit(bucket, identity, now));
  return answers;
}

describe('rate limit counters', () => {
  it('opens the window at the first request, stored with its start and a TTL a minute past its end', async () => {
    // Prepare
    const caller = newCaller();

    // Act
    const first = await withinRateLimit('loginConta', caller, start);

    // Assess
    expect(first).toBe(true);
    expect(await storedWindow('loginConta', caller)).toMatchObject({ count: 1, windowStart: startSeconds, ttl: startSeconds + 300 + 60 });
  });

  it.each([
    ['loginConta', 10],
    ['loginIp', 20],
    ['recuperacaoConta', 3],
    ['recuperacaoIp', 10],
  ] as const)('lets %s reach exactly its limit of %i and answers 429 to the next one (Aguarde 5 minutos)', async (bucket, limit) => {
    // Prepare
    const caller = newCaller();

    // Act
    const answers = await requests(bucket, caller, limit + 1);

    // Assess
    expect(rateLimits[bucket].limit).toBe(limit);
    expect(answers.slice(0, limit).every(Boolean)).toBe(true);
    expect(answers[limit]).toBe(false);
    expect((await storedWindow(bucket, caller))?.count).toBe(limit + 1);
  });

  it('counts ordinary requests in the default bucket of 600 a minute', async () => {
    // Prepare
    const caller = newCaller();

    // Act
    const answers = await requests('default', caller, 3);

    // Assess
    expect(answers).toEqual([true, true, true]);
    expect(await storedWindow('default', caller)).toMatchObject({ count: 3, ttl: startSeconds + 60 + 60 });
  });

  it.each([
    ['one second before the window ends: still counted in it', 299, false, 4],
    ['when the window has lasted its 300 seconds: a new window', 300, true, 1],
    ['long after: a new window', 3600, true, 1],
  ])('a request %s', async (_, secondsLater, allowed, count) => {
    // Prepare
    const caller = newCaller();
    await requests('recuperacaoConta', caller, 3, at(-600));

    // Act: recuperacaoConta allows 3 per 900 s; the window opened 600 s before `start`
    const answer = await withinRateLimit('recuperacaoConta', caller, at(secondsLater));

    // Assess
    expect(answer).toBe(allowed);
    const stored = await storedWindow('recuperacaoConta', caller);
    expect(stored?.count).toBe(count);
    expect(stored?.windowStart).toBe(allowed ? startSeconds + secondsLater : startSeconds - 600);
  });

  it('counts each caller and each bucket apart', async () => {
    // Prepare
    const [one, two] = [newCaller(), newCaller()];
    await requests('recuperacaoConta', one, 4);

    // Act
    const otherCaller = await withinRateLimit('recuperacaoConta', two, start);
    const otherBucket = await withinRateLimit('recuperacaoIp', one, start);
    const same = await withinRateLimit('recuperacaoConta', one, start);

    // Assess
    expect([otherCaller, otherBucket, same]).toEqual([true, true, false]);
  });

  it('counts every one of simultaneous first requests in a single window', async () => {
    // Prepare
    const caller = newCaller();

    // Act
    const answers = await Promise.all(Array.from({ length: 6 }, () => withinRateLimit('loginConta', caller, start)));

    // Assess
    expect(answers.every(Boolean)).toBe(true);
    expect((await storedWindow('loginConta', caller))?.count).toBe(6);
  });

  it('gives a successful login its count back, never below zero, and ignores a caller with no window', async () => {
    // Prepare
    const caller = newCaller();
    await requests('loginIp', caller, 2);

    // Act
    await releaseRateLimit('loginIp', caller);
    const afterOne = (await storedWindow('loginIp', caller))?.count;
    await releaseRateLimit('loginIp', caller);
    await releaseRateLimit('loginIp', caller);
    const afterThree = (await storedWindow('loginIp', caller))?.count;
    const unknown = newCaller();
    await releaseRateLimit('loginIp', unknown);

    // Assess
    expect([afterOne, afterThree]).toEqual([1, 0]);
    expect(await storedWindow('loginIp', unknown)).toBeUndefined();
  });

  it('lets a caller whose request was given back make one more within the window', async () => {
    // Prepare: the whole limit used, then a success gives one back
    const caller = newCaller();
    await requests('recuperacaoConta', caller, 3);
    await releaseRateLimit('recuperacaoConta', caller);

    // Act
    const next = await withinRateLimit('recuperacaoConta', caller, start);
    const beyond = await withinRateLimit('recuperacaoConta', caller, start);

    // Assess
    expect([next, beyond]).toEqual([true, false]);
  });

  it('reports a counter the table cannot add to, instead of opening windows over it', async () => {
    // Prepare: an open window whose count is not a number
    const caller = newCaller();
    await dynamo().send(
      new PutCommand({
        TableName: process.env[resourceEnv.table],
        Item: { pk: `RATE#default#${caller}`, sk: 'WINDOW', count: 'muitos', windowStart: startSeconds, ttl: startSeconds + 120 },
      }),
    );

    // Act / Assess
    await expect(withinRateLimit('default', caller, start)).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('replaces a window whose start is unreadable instead of retrying for ever', async () => {
    // Prepare: a window that neither counts (start not after the expiry) nor expires (start not before it)
    const caller = newCaller();
    await dynamo().send(
      new PutCommand({
        TableName: process.env[resourceEnv.table],
        Item: { pk: `RATE#default#${caller}`, sk: 'WINDOW', count: 5, windowStart: 'ontem', ttl: startSeconds + 120 },
      }),
    );

    // Act
    const answer = await withinRateLimit('default', caller, start);

    // Assess
    expect(answer).toBe(true);
    expect(await storedWindow('default', caller)).toMatchObject({ count: 1, windowStart: startSeconds });
  });

  it('reports a table failure instead of taking it for a limit', async () => {
    // Prepare
    const table = process.env[resourceEnv.table];
    process.env[resourceEnv.table] = 'tabela-inexistente';

    try {
      // Act / Assess
      await expect(withinRateLimit('default', newCaller(), start)).rejects.toThrow(/non-existent|not found|ResourceNotFound/i);
      await expect(releaseRateLimit('default', newCaller())).rejects.toThrow(/non-existent|not found|ResourceNotFound/i);
    } finally {
      process.env[resourceEnv.table] = table;
    }
  });
});
