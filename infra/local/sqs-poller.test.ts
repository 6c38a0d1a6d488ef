import { describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { failuresOf, toRecord } from './sqs-poller';

const event = {
  Records: ['a', 'b', 'c'].map((id) => toRecord({ MessageId: id, Body: '{}' }, 'arn:aws:sqs:us-east-1:000000000000:q')),
} as SQSEvent;

describe('failuresOf, Lambda’s reading of a partial batch response', () => {
  it('fails nothing when the answer lists no failure', () => {
    expect(failuresOf({ batchItemFailures: [] }, event)).toEqual(new Set());
  });

  it('fails only the records listed', () => {
    expect(failuresOf({ batchItemFailures: [{ itemIdentifier: 'b' }] }, event)).toEqual(new Set(['b']));
  });

  it('fails the whole batch when a listed id is not in it', () => {
    expect(failuresOf({ batchItemFailures: [{ itemIdentifier: 'z' }] }, event)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('fails the whole batch when an id is empty', () => {
    expect(failuresOf({ batchItemFailures: [{ itemIdentifier: '' }] }, event)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('treats an answer without batchItemFailures as full success', () => {
    expect(failuresOf(undefined, event)).toEqual(new Set());
  });
});

describe('toRecord', () => {
  it('builds the record shape Lambda hands to an SQS function', () => {
    const record = toRecord(
      { MessageId: 'm1', ReceiptHandle: 'r1', Body: 'oi', Attributes: { ApproximateReceiveCount: '2' } },
      'arn:aws:sqs:sa-east-1:000000000000:aso-upload',
    );
    expect(record).toMatchObject({
      messageId: 'm1',
      receiptHandle: 'r1',
      body: 'oi',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:sa-east-1:000000000000:aso-upload',
      awsRegion: 'sa-east-1',
      attributes: { ApproximateReceiveCount: '2' },
    });
  });
});
