import type { AttributeValue, BatchWriteItemCommandOutput, DynamoDBClient, WriteRequest } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  ScanCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { CreateBucketCommand, PutBucketNotificationConfigurationCommand } from '@aws-sdk/client-s3';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { CreateQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import {
  buckets,
  deadLetterQueueName,
  deadLetterRetentionDays,
  objectCreatedNotifications,
  queues,
  table,
  type BucketId,
  type QueueId,
} from '@ocupacional/shared';

/*
 * Creates the resources of the manifest (shared/src/resources.ts) on whatever endpoints the clients point at:
 * the embedded emulators or LocalStack. Every step is idempotent, so a restart on persistent data is a no-op.
 */

export interface ProvisionedQueue {
  readonly url: string;
  readonly arn: string;
  readonly deadLetterUrl: string;
  readonly deadLetterArn: string;
}

export interface ProvisionedResources {
  readonly tableName: string;
  readonly bucketNames: Record<BucketId, string>;
  readonly queues: Record<QueueId, ProvisionedQueue>;
}

export interface ProvisionOptions {
  /** Overrides every queue's visibility timeout: tests shorten it so redelivery happens in a second. */
  readonly visibilityTimeoutSeconds?: number;
  /** Configure real S3 → SQS notifications (external S3 such as LocalStack); the embedded S3 uses the bridge. */
  readonly bucketNotifications: boolean;
}

export async function provisionTable(client: DynamoDBClient): Promise<string> {
  const tableName = table.localName;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    if (table.globalIndexes.some((index) => !existing.has(index.name))) await rebuildWithIndexes(client, tableName);
    return tableName;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await createTable(client, tableName);
  return tableName;
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const keyFields = [table.partitionKey, table.sortKey, ...table.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyFields.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitForTable(client, tableName);
  await client
    .send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      }),
    )
    // dynalite does not implement TTL; LocalStack and DynamoDB do.
    .catch(() => undefined);
}

/**
 * A table kept from an older version (npm start's data folder) that lacks GSIs added since is rebuilt with them:
 * its items are read, the table is created again and the items written back, so every index holds them. (dynalite
 * accepts an UpdateTable that creates an index and ignores it; in AWS the stack adds indexes and DynamoDB backfills.)
 */
async function rebuildWithIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const gone = await client.send(new DescribeTableCommand({ TableName: tableName })).then(
      () => false,
      (error: Error) => error.name === 'ResourceNotFoundException',
    );
    if (gone) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await createTable(client, tableName);
  for (let from = 0; from < items.length; from += 25) {
    let requests: Record<string, WriteRequest[]> | undefined = {
      [tableName]: items.slice(from, from + 25).map((item) => ({ PutRequest: { Item: item } })),
    };
    while (requests && Object.keys(requests).length) {
      const answer: BatchWriteItemCommandOutput = await client.send(new BatchWriteItemCommand({ RequestItems: requests }));
      requests = answer.UnprocessedItems;
    }
  }
}

async function waitForTable(client: DynamoDBClient, tableName: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`table ${tableName} did not become active`);
}

export async function provisionBuckets(client: S3Client): Promise<Record<BucketId, string>> {
  const names = {} as Record<BucketId, string>;
  for (const [id, bucket] of Object.entries(buckets) as [BucketId, (typeof buckets)[BucketId]][]) {
    await client.send(new CreateBucketCommand({ Bucket: bucket.localName })).catch((error: Error) => {
      if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name)) throw error;
    });
    names[id] = bucket.localName;
  }
  return names;
}

export async function provisionQueues(
  client: SQSClient,
  options: Pick<ProvisionOptions, 'visibilityTimeoutSeconds'>,
): Promise<Record<QueueId, ProvisionedQueue>> {
  const provisioned = {} as Record<QueueId, ProvisionedQueue>;
  for (const [id, queue] of Object.entries(queues) as [QueueId, (typeof queues)[QueueId]][]) {
    const deadLetter = await createQueue(client, deadLetterQueueName(queue.localName), {
      MessageRetentionPeriod: String(deadLetterRetentionDays * 24 * 3600),
    });
    const main = await createQueue(client, queue.localName, {
      VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? queue.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetter.arn, maxReceiveCount: queue.maxReceiveCount }),
    });
    provisioned[id] = { url: main.url, arn: main.arn, deadLetterUrl: deadLetter.url, deadLetterArn: deadLetter.arn };
  }
  return provisioned;
}

async function createQueue(client: SQSClient, name: string, attributes: Record<string, string>) {
  const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  if (!QueueUrl) throw new Error(`queue ${name} has no URL`);
  const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
  return { url: QueueUrl, arn: Attributes?.QueueArn ?? `arn:aws:sqs:us-east-1:000000000000:${name}` };
}

/** Real bucket notifications, for an S3 that sends them itself (LocalStack, AWS). */
export async function provisionNotifications(
  client: S3Client,
  bucketNames: Record<BucketId, string>,
  provisionedQueues: Record<QueueId, ProvisionedQueue>,
): Promise<void> {
  for (const bucketId of Object.keys(buckets) as BucketId[]) {
    const notifications = objectCreatedNotifications.filter((n) => n.bucket === bucketId);
    if (notifications.length === 0) continue;
    await client.send(
      new PutBucketNotificationConfigurationCommand({
        Bucket: bucketNames[bucketId],
        NotificationConfiguration: {
          QueueConfigurations: notifications.map((n) => ({
            QueueArn: provisionedQueues[n.queue].arn,
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: n.prefix }] } },
          })),
        },
      }),
    );
  }
}
