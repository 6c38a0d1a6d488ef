import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from './logger';

export type RecordHandler = (record: SQSRecord) => Promise<void>;

/**
 * Builds an SQS-triggered Lambda handler that handles one record per call and reports partial batch
 * failures: a record whose handler throws is left on the queue for redelivery (and, past maxReceiveCount,
 * the DLQ), the others are deleted. Every record handler must be idempotent: SQS delivers at least once.
 *
 * @example
 * export const handler = createSqsWorker(async (record) => { await work(JSON.parse(record.body)); });
 */
export function createSqsWorker(recordHandler: RecordHandler) {
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    logger.resetKeys();
    logger.appendKeys({ requestId: context.awsRequestId });
    // A processor per invocation keeps concurrent invocations (the local cloud runs them in one process) apart.
    const processor = new BatchProcessor(EventType.SQS);
    return processPartialResponse(event, recordHandler, processor, { context, throwOnFullBatchFailure: false });
  };
}
