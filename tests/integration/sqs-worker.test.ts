import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { queues } from '@ocupacional/shared';
import { createSqsWorker } from '../../functions/src/platform/sqs-worker';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import type { LambdaHandler } from '../../infra/local/lambda-runtime';
import { waitFor } from '../support/wait-for';

/*
 * The production worker wrapper (platform/sqs-worker.ts: Powertools' BatchProcessor + processPartialResponse) on the
 * local cloud's SQS and its poller, which behaves as the Lambda event source: one batch mixing good and bad records.
 * Only the bad records are answered as batchItemFailures; the good ones are deleted and never handled again; a record
 * that fails once comes back alone and then succeeds; one that always fails comes back alone until maxReceiveCount,
 * then rests in the DLQ. The record handler here is the test's (it fails the records named so); nothing stands
 * between the wrapper's answer and the poller but an observer.
 */

const queue = 'consultaLote' as const;

type Invocation = { readonly ids: string[]; readonly failed: string[] };

const idOf = (record: SQSRecord) => (JSON.parse(record.body) as { id: string }).id;

/** Every record the wrapper handed the record handler, in order, by id. */
const handled: string[] = [];
/** What each invocation received and what the wrapper answered failed, by id. */
const invocations: Invocation[] = [];

/** The test's record handler: '…falha-sempre' always throws, '…falha-uma-vez' throws on its first call. */
async function recordHandler(record: SQSRecord): Promise<void> {
  const id = idOf(record);
  handled.push(id);
  if (id.includes('falha-sempre')) throw new Error(`registro ${id} recusado`);
  if (id.includes('falha-uma-vez') && handled.filter((seen) => seen === id).length === 1) throw new Error(`registro ${id} falhou uma vez`);
}

const productionWorker = createSqsWorker(recordHandler);

/** The production wrapper, observed: the poller gets exactly its answer. */
const observedWorker: LambdaHandler = async (event: SQSEvent, context) => {
  const result = await productionWorker(event, context);
  const byMessage = new Map(event.Records.map((record) => [record.messageId, idOf(record)]));
  invocations.push({
    ids: event.Records.map(idOf),
    failed: result.batchItemFailures.map((failure) => byMessage.get(failure.itemIdentifier) ?? failure.itemIdentifier),
  });
  return result;
};

describe('the SQS worker wrapper fails only the bad records of a batch', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({
      stage: 'test',
      visibilityTimeoutSeconds: 1,
      pollIdleMs: 50,
      workerHandlers: { consultaLote: observedWorker },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const depth = async (url: string) => {
    const { Attributes } = await cloud.clients.sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  };

  it(`redelivers only the failed records of a mixed batch, and parks the one that always fails in the DLQ after ${queues[queue].maxReceiveCount} receives`, async () => {
    // Prepare: one batch, two good records and two bad ones
    const ids = ['bom-1', 'falha-uma-vez', 'bom-2', 'falha-sempre'];
    const { url, deadLetterUrl } = cloud.resources.queues[queue];

    // Act
    await cloud.clients.sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: ids.map((id, index) => ({ Id: String(index), MessageBody: JSON.stringify({ id }) })),
      }),
    );
    const parked = await waitFor(
      async () => {
        const { Messages } = await cloud.clients.sqs.send(
          new ReceiveMessageCommand({ QueueUrl: deadLetterUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
        );
        return Messages?.length ? Messages : undefined;
      },
      { what: 'the always-failing record in the DLQ', timeoutMs: 30_000 },
    );
    await waitFor(async () => ((await depth(url)) === 0 ? true : undefined), { what: 'the queue drained' });

    // Assess: the first invocation had the whole mixed batch, and the wrapper answered only the bad ones failed
    expect([...invocations[0]!.ids].sort()).toEqual([...ids].sort());
    expect([...invocations[0]!.failed].sort()).toEqual(['falha-sempre', 'falha-uma-vez']);
    // The good records were handled once and never came back; later invocations carried only failed records
    expect(handled.filter((id) => id === 'bom-1')).toHaveLength(1);
    expect(handled.filter((id) => id === 'bom-2')).toHaveLength(1);
    expect(invocations.slice(1).flatMap((invocation) => invocation.ids)).not.toContain('bom-1');
    expect(invocations.slice(1).flatMap((invocation) => invocation.ids)).not.toContain('bom-2');
    // The record that failed once came back, succeeded, and was not failed again
    expect(handled.filter((id) => id === 'falha-uma-vez')).toHaveLength(2);
    expect(invocations.slice(1).flatMap((invocation) => invocation.failed)).not.toContain('falha-uma-vez');
    // The one that always fails was received maxReceiveCount times, then only it rests in the DLQ
    expect(handled.filter((id) => id === 'falha-sempre')).toHaveLength(queues[queue].maxReceiveCount);
    expect(parked.map((message) => (JSON.parse(message.Body ?? '{}') as { id: string }).id)).toEqual(['falha-sempre']);
  });
});
