import type { SQSRecord } from 'aws-lambda';
import { recordMailEvent, sesEventOf } from '../mail/events';
import { createSqsWorker } from '../platform/sqs-worker';

/*
 * The mail-events worker (issue 21 item 9): SES's bounces, complaints, deliveries and rejects, published by the
 * configuration set to SNS and delivered to the mailEvents queue, recorded on the e-mail log row of each message
 * (functions/src/mail/events.ts). A record it cannot parse or place is thrown: SQS retries it, then the DLQ keeps it.
 */

async function handleRecord(record: SQSRecord): Promise<void> {
  await recordMailEvent(sesEventOf(record.body));
}

export const handler = createSqsWorker(handleRecord);
