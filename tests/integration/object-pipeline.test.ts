import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { S3Event, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { queues } from '@ocupacional/shared';
import { handler as asoSplit } from '@ocupacional/functions/workers/aso-split';
import { uploads } from '../../functions/src/data/entities/upload';
import { pdfProblemMessages } from '../../functions/src/pdf/split';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import type { LambdaHandler } from '../../infra/local/lambda-runtime';
import { waitFor } from '../support/wait-for';

/*
 * S3 object under the drop prefix → S3 event → SQS → the aso-split worker → DynamoDB, on the local cloud.
 * The worker is wrapped so chosen keys fail once, or always, proving redelivery and the DLQ.
 */

const receivesByKey = new Map<string, number>();

function keysOf(event: SQSEvent): Map<string, string> {
  return new Map(
    event.Records.map((record) => {
      const s3Event = JSON.parse(record.body) as S3Event;
      return [record.messageId, decodeURIComponent(s3Event.Records[0]?.s3.object.key ?? '')];
    }),
  );
}

/** Fails, once or always, the records whose key says so, and hands the rest to the real worker. */
const flakyWorker: LambdaHandler = async (event: SQSEvent, context) => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  const passOn: SQSEvent = { Records: [] };
  for (const [messageId, key] of keysOf(event)) {
    const receives = (receivesByKey.get(key) ?? 0) + 1;
    receivesByKey.set(key, receives);
    if (key.includes('falha-sempre') || (key.includes('falha-uma-vez') && receives === 1)) {
      failures.push({ itemIdentifier: messageId });
    } else {
      passOn.Records.push(event.Records.find((record) => record.messageId === messageId)!);
    }
  }
  const result = passOn.Records.length ? await asoSplit(passOn, context) : { batchItemFailures: [] };
  return { batchItemFailures: [...failures, ...result.batchItemFailures] };
};

describe('an object dropped in S3 reaches DynamoDB through SQS and the worker', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({
      stage: 'test',
      visibilityTimeoutSeconds: 1,
      pollIdleMs: 50,
      workerHandlers: { asoSplit: flakyWorker },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const drop = (key: string, body = '%PDF-1.7 teste') =>
    cloud.clients.s3.send(
      new PutObjectCommand({
        Bucket: cloud.resources.bucketNames.drop,
        Key: key,
        Body: body,
        ContentType: 'application/pdf',
      }),
    );

  // Read through the upload entity, as the upload screens will.
  const uploadsOf = async (tenant: string) => (await uploads().query.byId({ tenant }).go()).data;

  const queueDepth = async (url: string) => {
    const { Attributes } = await cloud.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  };

  it('records a dropped file under its tenant (this one is no readable PDF, so it ends refused)', async () => {
    // Act
    await drop('drop/demo/scanner/lote-01.pdf');
    // Assess
    const upload = await waitFor(async () => {
      const items = await uploadsOf('demo');
      return items.find((item) => item.key === 'drop/demo/scanner/lote-01.pdf' && item.status === 'falha');
    }, { what: 'the upload record' });
    expect(upload).toMatchObject({
      tenant: 'demo',
      source: 'drop',
      name: 'scanner/lote-01.pdf',
      tipoStatus: 80,
      obs: pdfProblemMessages.corrupt,
      contentType: 'application/pdf',
      size: 14,
    });
  });

  it('keeps tenants apart: a file in one tenant folder never shows in another', async () => {
    await drop('drop/outra/a.pdf');
    await waitFor(async () => ((await uploadsOf('outra')).length === 1 ? true : undefined), { what: 'outra upload' });
    expect((await uploadsOf('demo')).map((item) => item.tenant)).not.toContain('outra');
  });

  it('records the same object once however often its event is delivered', async () => {
    await drop('drop/repetido/a.pdf');
    await waitFor(async () => ((await uploadsOf('repetido')).length === 1 ? true : undefined), { what: 'first record' });
    // The same content again: same object version (ETag), same record.
    await drop('drop/repetido/a.pdf');
    await waitFor(async () => ((await queueDepth(cloud.resources.queues.asoUpload.url)) === 0 ? true : undefined), {
      what: 'queue drained',
    });
    expect(await uploadsOf('repetido')).toHaveLength(1);
  });

  it('redelivers a message whose first attempt failed, and then records it', async () => {
    // Act
    await drop('drop/redelivery/falha-uma-vez.pdf');
    // Assess: a second receive happened and the real worker then wrote the record.
    const [upload] = await waitFor(async () => {
      const items = await uploadsOf('redelivery');
      return items.length ? items : undefined;
    }, { what: 'the record after redelivery' });
    expect(upload?.key).toBe('drop/redelivery/falha-uma-vez.pdf');
    expect(receivesByKey.get('drop/redelivery/falha-uma-vez.pdf')).toBe(2);
  });

  it(`moves a message that always fails to the DLQ after ${queues.asoUpload.maxReceiveCount} receives`, async () => {
    // Act
    await drop('drop/dlq/falha-sempre.pdf');
    // Assess
    const dlqUrl = cloud.resources.queues.asoUpload.deadLetterUrl;
    const message = await waitFor(async () => {
      const { Messages } = await cloud.clients.sqs.send(
        new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
      );
      return Messages?.find((m) => m.Body?.includes('falha-sempre'));
    }, { what: 'the message in the DLQ', timeoutMs: 30_000 });
    const s3Event = JSON.parse(message.Body ?? '{}') as S3Event;
    expect(s3Event.Records[0]?.eventName).toMatch(/^ObjectCreated:/);
    expect(receivesByKey.get('drop/dlq/falha-sempre.pdf')).toBe(queues.asoUpload.maxReceiveCount);
    expect(await uploadsOf('dlq')).toHaveLength(0);
  });

  it('keeps a file dropped outside any tenant folder as a rejected object instead of losing it', async () => {
    await drop('drop/sem-cliente.pdf');
    const item = await waitFor(async () => {
      const { Item } = await cloud.clients.dynamo.send(
        new GetItemCommand({
          TableName: cloud.resources.tableName,
          Key: { pk: { S: 'SYSTEM#REJECTED_OBJECT' }, sk: { S: `${cloud.resources.bucketNames.drop}/drop/sem-cliente.pdf` } },
        }),
      );
      return Item && unmarshall(Item);
    }, { what: 'the rejected object' });
    expect(item.reason).toBe('O arquivo não está na pasta de um cliente.');
  });
});
