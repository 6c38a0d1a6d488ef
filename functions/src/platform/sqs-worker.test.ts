import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { createSqsWorker } from './sqs-worker';
import { captureLogs } from '../../../tests/support/captured-logs';

/*
 * The SQS worker wrapper on a batch as the event source hands it: only the records whose handler throws are
 * reported back (and stay on the queue), and every log line of the invocation carries its request id.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const record = (id: string): SQSRecord =>
  ({
    messageId: id,
    receiptHandle: `rh-${id}`,
    body: JSON.stringify({ id }),
    attributes: {},
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:fila',
    awsRegion: 'us-east-1',
  }) as SQSRecord;

const batch = (...ids: string[]): SQSEvent => ({ Records: ids.map(record) });
const context = (awsRequestId: string) => ({ awsRequestId, getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;


describe('SQS worker', () => {
  it('handles every record and reports back only those that failed', async () => {
    // Prepare
    const handled: string[] = [];
    const worker = createSqsWorker(async (subject) => {
      handled.push(subject.messageId);
      if (subject.messageId.startsWith('ruim')) throw new Error('falhou');
    });

    // Act
    const answer = await worker(batch('bom-1', 'ruim-1', 'bom-2'), context('req-1'));

    // Assess
    expect(handled.sort()).toEqual(['bom-1', 'bom-2', 'ruim-1']);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'ruim-1' }] });
  });

  it('reports every record back, without throwing, when the whole batch fails', async () => {
    // Prepare
    const worker = createSqsWorker(async () => {
      throw new Error('fora do ar');
    });

    // Act
    const answer = await worker(batch('a', 'b'), context('req-2'));

    // Assess
    expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(['a', 'b']);
  });

  it('tags the log lines of an invocation with its request id, and only with its own', async () => {
    // Prepare
    const lines = captureLogs();
    const worker = createSqsWorker(async (subject) => {
      logger.info('registro', { id: subject.messageId });
    });

    // Act
    await worker(batch('x'), context('req-primeira'));
    await worker(batch('y'), context('req-segunda'));

    // Assess
    const tagged = lines.filter((line) => line.message === 'registro').map((line) => [line.id, line.requestId]);
    expect(tagged).toEqual([
      ['x', 'req-primeira'],
      ['y', 'req-segunda'],
    ]);
  });
});
