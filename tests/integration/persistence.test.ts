import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startLocalCloud } from '../../infra/local/cloud';

describe('the local cloud on a data folder', () => {
  let dataDir: string;

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finds after a restart the items and files written before', async () => {
    // Prepare
    dataDir = await mkdtemp(join(tmpdir(), 'ocupacional-data-'));
    const first = await startLocalCloud({ dataDir });
    await first.clients.dynamo.send(
      new PutItemCommand({
        TableName: first.resources.tableName,
        Item: { pk: { S: 'T#demo' }, sk: { S: 'NOTE#1' }, texto: { S: 'guardado' } },
      }),
    );
    await first.clients.s3.send(
      new PutObjectCommand({ Bucket: first.resources.bucketNames.files, Key: 'arquivos/demo/a.txt', Body: 'conteúdo' }),
    );
    await first.stop();

    // Act
    const second = await startLocalCloud({ dataDir });
    try {
      // Assess
      const { Item } = await second.clients.dynamo.send(
        new GetItemCommand({ TableName: second.resources.tableName, Key: { pk: { S: 'T#demo' }, sk: { S: 'NOTE#1' } } }),
      );
      expect(Item?.texto?.S).toBe('guardado');
      const object = await second.clients.s3.send(
        new GetObjectCommand({ Bucket: second.resources.bucketNames.files, Key: 'arquivos/demo/a.txt' }),
      );
      expect(await object.Body?.transformToString()).toBe('conteúdo');
    } finally {
      await second.stop();
    }
  });
});
