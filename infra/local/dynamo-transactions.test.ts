import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { startDynamo, type RunningEmulator } from './emulators';

/*
 * The local DynamoDB answers TransactWriteItems and TransactGetItems, which dynalite lacks, through the proxy of
 * dynamo-transactions.ts: all operations apply, or none (conditions as DynamoDB evaluates them), and a refusal
 * names its reasons the way DynamoDB does.
 */

describe('transactions on the local DynamoDB', () => {
  let emulator: RunningEmulator;
  let client: DynamoDBDocumentClient;
  const TableName = 'transacoes';
  const get = async (sk: string) => (await client.send(new GetCommand({ TableName, Key: { pk: 'p', sk } }))).Item;

  beforeAll(async () => {
    emulator = await startDynamo({});
    const raw = new DynamoDBClient({ endpoint: emulator.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    await raw.send(
      new CreateTableCommand({
        TableName,
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    client = DynamoDBDocumentClient.from(raw);
    await client.send(new PutCommand({ TableName, Item: { pk: 'p', sk: 'existente', v: 1 } }));
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  it('applies every operation of a transaction', async () => {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: 'p', sk: 'novo', v: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk: 'p', sk: 'existente' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 2 } } },
          { ConditionCheck: { TableName, Key: { pk: 'p', sk: 'existente' }, ConditionExpression: 'attribute_exists(pk)' } },
        ],
      }),
    );
    expect(await get('novo')).toEqual({ pk: 'p', sk: 'novo', v: 1 });
    expect((await get('existente'))?.v).toBe(2);
  });

  it('applies none when one condition fails, and says which', async () => {
    // Act
    const error = await client
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'p', sk: 'outro', v: 1 } } },
            { Delete: { TableName, Key: { pk: 'p', sk: 'novo' } } },
            { Update: { TableName, Key: { pk: 'p', sk: 'existente' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 3 } } },
            { Put: { TableName, Item: { pk: 'p', sk: 'existente', v: 9 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      )
      .then(
        () => ({ name: 'none', CancellationReasons: [] as { Code: string }[] }),
        (caught: unknown) => caught as { name: string; CancellationReasons: { Code: string }[] },
      );
    // Assess
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.CancellationReasons.map((reason) => reason.Code)).toEqual(['None', 'None', 'None', 'ConditionalCheckFailed']);
    expect(await get('outro')).toBeUndefined();
    expect(await get('novo')).toEqual({ pk: 'p', sk: 'novo', v: 1 });
    expect((await get('existente'))?.v).toBe(2);
  });

  it('leaves no trace of a condition check on a missing item', async () => {
    const error = await client
      .send(
        new TransactWriteCommand({
          TransactItems: [{ ConditionCheck: { TableName, Key: { pk: 'p', sk: 'ausente' }, ConditionExpression: 'attribute_exists(pk)' } }],
        }),
      )
      .then(
        () => new Error('no error'),
        (caught: unknown) => caught as Error,
      );
    expect(error.name).toBe('TransactionCanceledException');
    await client.send(
      new TransactWriteCommand({
        TransactItems: [{ ConditionCheck: { TableName, Key: { pk: 'p', sk: 'ausente' }, ConditionExpression: 'attribute_not_exists(pk)' } }],
      }),
    );
    expect(await get('ausente')).toBeUndefined();
  });

  it('reads several items at once', async () => {
    const { Responses } = await client.send(
      new TransactGetCommand({ TransactItems: [{ Get: { TableName, Key: { pk: 'p', sk: 'novo' } } }, { Get: { TableName, Key: { pk: 'p', sk: 'ausente' } } }] }),
    );
    expect(Responses?.map((response) => response.Item?.sk)).toEqual(['novo', undefined]);
  });

  it('passes every other request through to dynalite', async () => {
    await client.send(new PutCommand({ TableName, Item: { pk: 'p', sk: 'simples', texto: 'olá' } }));
    expect((await get('simples'))?.texto).toBe('olá');
  });
});
