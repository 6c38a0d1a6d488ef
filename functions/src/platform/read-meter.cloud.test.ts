import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { dynamo } from './aws';
import { resources } from './env';
import { meterReads, readMeterHeader, readMeterHeaders } from './read-meter';

/* What a request's DynamoDB reads cost, as the local cloud's DynamoDB reports it (ScannedCount, ConsumedCapacity). */

let cloud: LocalCloud;
let table: string;
const pk = 'T#medidor';

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  table = resources.tableName();
  for (let n = 0; n < 12; n += 1) {
    await dynamo().send(new PutCommand({ TableName: table, Item: { pk, sk: `ITEM#${String(n).padStart(2, '0')}`, par: n % 2 === 0 } }));
  }
});

afterAll(async () => {
  await cloud.stop();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const query = (extra: object = {}) =>
  dynamo().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ...extra }));

describe('metering the reads of a request', () => {
  it('counts the items a query evaluated, those its filter dropped too, and the capacity charged', async () => {
    // Act
    const { result, reads } = await meterReads(() =>
      query({ FilterExpression: 'par = :par', ExpressionAttributeValues: { ':pk': pk, ':par': true } }),
    );

    // Assess
    expect(result.Count).toBe(6);
    expect(reads).toEqual({ requests: 1, itemsRead: 12, capacityUnits: 0.5 });
  });

  it('counts a query’s Limit, not the whole partition', async () => {
    // Act
    const { reads } = await meterReads(() => query({ Limit: 5 }));

    // Assess
    expect(reads.itemsRead).toBe(5);
  });

  it('counts a found item as one read and a missing one as none', async () => {
    // Act
    const { reads } = await meterReads(async () => {
      await dynamo().send(new GetCommand({ TableName: table, Key: { pk, sk: 'ITEM#01' } }));
      await dynamo().send(new GetCommand({ TableName: table, Key: { pk, sk: 'NENHUM' } }));
    });

    // Assess
    expect(reads.requests).toBe(2);
    expect(reads.itemsRead).toBe(1);
    expect(reads.capacityUnits).toBe(1);
  });

  it('counts the items a batch and a transaction read brought', async () => {
    // Act
    const { reads } = await meterReads(async () => {
      await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: [{ pk, sk: 'ITEM#01' }, { pk, sk: 'ITEM#02' }, { pk, sk: 'NENHUM' }] } } }),
      );
      await dynamo().send(new TransactGetCommand({ TransactItems: [{ Get: { TableName: table, Key: { pk, sk: 'ITEM#03' } } }] }));
    });

    // Assess
    expect(reads.requests).toBe(2);
    expect(reads.itemsRead).toBe(3);
    expect(reads.capacityUnits).toBeGreaterThanOrEqual(1);
  });

  it('counts a scan by the items it evaluated', async () => {
    // Act
    const { reads } = await meterReads(() =>
      dynamo().send(new ScanCommand({ TableName: table, FilterExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } })),
    );

    // Assess
    expect(reads.requests).toBe(1);
    expect(reads.itemsRead).toBeGreaterThanOrEqual(12);
  });

  it('does not count writes', async () => {
    // Act
    const { reads } = await meterReads(() => dynamo().send(new PutCommand({ TableName: table, Item: { pk, sk: 'ESCRITA' } })));

    // Assess
    expect(reads).toEqual({ requests: 0, itemsRead: 0, capacityUnits: 0 });
  });

  it('keeps two requests running at once apart', async () => {
    // Act
    const [first, second] = await Promise.all([meterReads(() => query({ Limit: 2 })), meterReads(() => query({ Limit: 7 }))]);

    // Assess
    expect([first.reads.itemsRead, second.reads.itemsRead]).toEqual([2, 7]);
  });

  it('leaves reads outside a metered request uncounted, and their answers as they were', async () => {
    // Act
    const answer = await query({ Limit: 3 });

    // Assess
    expect(answer.Items).toHaveLength(3);
    expect(answer.ConsumedCapacity?.CapacityUnits).toBe(0.5);
  });

  it('keeps the capacity a caller asked for itself', async () => {
    // Act
    const { result } = await meterReads(() => query({ Limit: 1, ReturnConsumedCapacity: 'INDEXES' }));

    // Assess
    expect(result.ConsumedCapacity).toMatchObject({ CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } });
  });
});

describe('the read figures on the answer', () => {
  const reads = { requests: 2, itemsRead: 21, capacityUnits: 1.456 };

  it('are headers where the stage shows them (READ_METER_HEADERS=1, the local cloud)', () => {
    vi.stubEnv('READ_METER_HEADERS', '1');
    expect(readMeterHeaders(reads)).toEqual({
      [readMeterHeader.items]: '21',
      [readMeterHeader.capacity]: '1.46',
      [readMeterHeader.requests]: '2',
    });
  });

  it.each([undefined, '0', 'true'])('are left out elsewhere (READ_METER_HEADERS=%s)', (value) => {
    vi.stubEnv('READ_METER_HEADERS', value as string);
    expect(readMeterHeaders(reads)).toEqual({});
  });
});
