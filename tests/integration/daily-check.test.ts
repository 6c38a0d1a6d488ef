import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import type { DailyCheckResult } from '../../functions/src/workers/daily-check';

describe('the daily check', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const taskLog = async () => {
    const { Items } = await cloud.clients.dynamo.send(
      new QueryCommand({
        TableName: cloud.resources.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'SYSTEM#TASK_LOG' } },
      }),
    );
    return Items ?? [];
  };

  it('runs once a day and is a no-op when fired again', async () => {
    // Act
    const first = (await cloud.fireSchedule('dailyCheck')) as DailyCheckResult;
    const second = (await cloud.fireSchedule('dailyCheck')) as DailyCheckResult;
    // Assess: no tenant, no part; the second firing finds the claim and has nothing left to send.
    expect(first).toMatchObject({ ran: true, parts: 0, sent: 0 });
    expect(second).toMatchObject({ day: first.day, ran: false, parts: 0, sent: 0 });
    expect(await taskLog()).toHaveLength(1);
  });

  it('can be fired over HTTP, which is what `npm run daily-check` does against a running local cloud', async () => {
    const response = await fetch(`${cloud.url}/__local/schedules/dailyCheck`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ran: false });
  });
});
