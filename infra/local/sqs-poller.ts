import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type MessageAttributeValue,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { FunctionId } from '@ocupacional/functions/manifest';
import { invoke, type LambdaHandler } from './lambda-runtime';

/*
 * A Lambda SQS event source mapping, locally: receive up to batchSize messages, invoke the function once with
 * them, delete what succeeded. A thrown error or an invalid answer fails the whole batch; an answer with
 * batchItemFailures fails only those. Failed messages are not touched: they come back when their visibility
 * timeout ends, and SQS moves them to the DLQ after maxReceiveCount receives, exactly as in AWS.
 */

export interface PollerOptions {
  readonly client: SQSClient;
  readonly functionId: FunctionId;
  readonly queueUrl: string;
  readonly queueArn: string;
  readonly batchSize: number;
  /** Pause between empty receives. (Short polling: local-aws-sqs misbehaves under long polling.) */
  readonly idleMs?: number;
  /** A handler to run instead of the manifest's: tests wrap the real one to inject failures. */
  readonly handler?: LambdaHandler;
  readonly onError?: (error: unknown) => void;
}

export interface RunningPoller {
  stop(): Promise<void>;
  /** How many batches are being handled right now. */
  readonly busy: boolean;
}

export function startPoller(options: PollerOptions): RunningPoller {
  let stopped = false;
  let busy = false;
  const idleMs = options.idleMs ?? 100;
  // Stopping cuts the pause short: a cloud stops at once instead of after the pollers' next idle wait.
  const stopping = new AbortController();
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);
  const loop = (async () => {
    while (!stopped) {
      try {
        const { Messages } = await options.client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(options.batchSize, 10),
            WaitTimeSeconds: 0,
            MessageSystemAttributeNames: ['All'],
            // local-aws-sqs reads only the older name; without it records have no ApproximateReceiveCount.
            AttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        if (!Messages?.length) {
          await pause(idleMs);
          continue;
        }
        busy = true;
        await handleBatch(options, Messages);
      } catch (error) {
        if (stopped) break;
        (options.onError ?? defaultOnError)(error);
        await pause(idleMs * 5);
      } finally {
        busy = false;
      }
    }
  })();
  return {
    get busy() {
      return busy;
    },
    async stop() {
      stopped = true;
      stopping.abort();
      await loop;
    },
  };
}

async function handleBatch(options: PollerOptions, messages: Message[]): Promise<void> {
  const event: SQSEvent = { Records: messages.map((message) => toRecord(message, options.queueArn)) };
  let failedIds: Set<string>;
  try {
    const result = (await invoke(options.functionId, event, options.handler)) as SQSBatchResponse | undefined;
    failedIds = failuresOf(result, event);
  } catch (error) {
    (options.onError ?? defaultOnError)(error);
    return;
  }
  const succeeded = messages.filter((message) => !failedIds.has(message.MessageId ?? ''));
  if (succeeded.length === 0) return;
  await options.client.send(
    new DeleteMessageBatchCommand({
      QueueUrl: options.queueUrl,
      Entries: succeeded.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle ?? '' })),
    }),
  );
}

/** Lambda's reading of a ReportBatchItemFailures answer: an unknown or empty id fails the whole batch. */
export function failuresOf(result: SQSBatchResponse | undefined | null, event: SQSEvent): Set<string> {
  const all = new Set(event.Records.map((record) => record.messageId));
  if (!result || !Array.isArray(result.batchItemFailures)) return new Set();
  const failed = new Set<string>();
  for (const failure of result.batchItemFailures) {
    const id = failure?.itemIdentifier;
    if (!id || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

export function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]: [string, MessageAttributeValue]) => [
        name,
        {
          dataType: value.DataType ?? 'String',
          ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
          ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: queueArn.split(':')[3] ?? 'us-east-1',
  };
}

function defaultOnError(error: unknown): void {
  console.error('[sqs-poller]', error);
}
