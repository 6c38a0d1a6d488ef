import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CreateQueueCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { startSqs } from './emulators';
import { liveMessages } from './sqs-journal';

describe('liveMessages, the reading of the SQS journal', () => {
  it('keeps what was sent and not deleted, per queue, and skips a line cut by a crash', () => {
    const lines = [
      '{"op":"send","q":"a","id":"1","body":"um"}',
      '{"op":"send","q":"a","id":"2","body":"dois"}',
      '{"op":"send","q":"b","id":"3","body":"três"}',
      '{"op":"del","q":"a","id":"1"}',
      '{"op":"send","q":"b","id":"4","bo',
    ];
    const live = liveMessages(lines);
    expect(live.get('a')?.map((m) => m.body)).toEqual(['dois']);
    expect(live.get('b')?.map((m) => m.body)).toEqual(['três']);
  });

  it('forgets a purged queue', () => {
    expect(liveMessages(['{"op":"send","q":"a","id":"1","body":"x"}', '{"op":"purge","q":"a"}']).get('a')).toEqual([]);
  });
});

describe('the embedded SQS on a data folder', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const clientOf = (endpoint: string) =>
    new SQSClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

  it('gives back after a restart the messages sent and not deleted', async () => {
    // Prepare
    dataDir = await mkdtemp(join(tmpdir(), 'ocupacional-sqs-'));
    const first = await startSqs({ dataDir });
    const client = clientOf(first.endpoint);
    const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: 'fila' }));
    expect(QueueUrl?.startsWith(first.endpoint)).toBe(true);
    await client.send(new SendMessageCommand({ QueueUrl, MessageBody: 'a' }));
    await client.send(
      new SendMessageBatchCommand({ QueueUrl, Entries: ['b', 'c'].map((body) => ({ Id: body, MessageBody: body })) }),
    );
    const { Messages } = await client.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10 }));
    const handled = Messages?.find((message) => message.Body === 'b');
    await client.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: handled?.ReceiptHandle }));
    client.destroy();
    await first.stop();

    // Act
    const second = await startSqs({ dataDir });
    const again = clientOf(second.endpoint);
    try {
      const restored = await again.send(new CreateQueueCommand({ QueueName: 'fila' }));
      const received = await again.send(
        new ReceiveMessageCommand({ QueueUrl: restored.QueueUrl, MaxNumberOfMessages: 10 }),
      );

      // Assess
      expect((received.Messages ?? []).map((message) => message.Body).sort()).toEqual(['a', 'c']);
    } finally {
      again.destroy();
      await second.stop();
    }
  });
});
