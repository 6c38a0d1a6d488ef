import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { dynamo, dynamoRaw, s3, sqs } from './aws';
import { resources } from './env';

/* The functions' AWS clients, pointed at the local cloud by the SDK's endpoint variables. */

let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

describe('AWS clients', () => {
  it('are built once per container', () => {
    expect(dynamo()).toBe(dynamo());
    expect(dynamoRaw()).toBe(dynamoRaw());
    expect(s3()).toBe(s3());
    expect(sqs()).toBe(sqs());
  });

  it('write plain values to the table, leaving optional attributes that are undefined out', async () => {
    // Prepare
    const key = { pk: 'TESTE#aws', sk: 'ITEM#1' };

    // Act
    await dynamo().send(new PutCommand({ TableName: resources.tableName(), Item: { ...key, nome: 'Maria', email: undefined, idade: 41 } }));
    const { Item } = await dynamo().send(new GetCommand({ TableName: resources.tableName(), Key: key }));

    // Assess
    expect(Item).toEqual({ ...key, nome: 'Maria', idade: 41 });
  });

  it('store and read files in a bucket (path style on the local endpoint, checksums only when required)', async () => {
    // Prepare
    const Bucket = resources.bucketName('files');

    // Act
    await s3().send(new PutObjectCommand({ Bucket, Key: 'teste/aws.txt', Body: 'conteúdo', ContentType: 'text/plain' }));
    const answer = await s3().send(new GetObjectCommand({ Bucket, Key: 'teste/aws.txt' }));

    // Assess
    expect(await answer.Body?.transformToString()).toBe('conteúdo');
    expect(await s3().config.forcePathStyle).toBe(true);
  });

  it('send and receive queue messages', async () => {
    // Prepare: a dead-letter queue, which no worker of the local cloud consumes
    const QueueUrl = Object.values(cloud.resources.queues)[0]!.deadLetterUrl;

    // Act
    await sqs().send(new SendMessageCommand({ QueueUrl, MessageBody: '{"ok":true}' }));
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));

    // Assess
    expect(Messages.map((message) => message.Body)).toContain('{"ok":true}');
  });
});
