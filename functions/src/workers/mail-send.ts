import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { deliver } from '../mail/send';
import { createSqsWorker } from '../platform/sqs-worker';

/*
 * The mail-send worker (ARCHITECTURE.md: SQS mail → worker mail-send): every e-mail of the product, through SES or
 * the tenant's SMTP / Gmail account, throttled per account, idempotent under redelivery (functions/src/mail/send.ts).
 */

const messageSchema = z.object({ tenant: z.string().min(1), id: z.string().min(1) });

async function handleRecord(record: SQSRecord): Promise<void> {
  const parsed = messageSchema.safeParse(JSON.parse(record.body));
  // A malformed message can never succeed: fail it so it reaches the DLQ where an operator sees it.
  if (!parsed.success) throw new Error(`malformed mail message: ${record.body.slice(0, 200)}`);
  await deliver({ message: parsed.data, receiveCount: Number(record.attributes.ApproximateReceiveCount ?? '1') });
}

export const handler = createSqsWorker(handleRecord);
