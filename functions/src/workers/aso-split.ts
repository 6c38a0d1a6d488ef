import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event, SQSRecord } from 'aws-lambda';
import { decodeEventKey, parseArrivedKey } from '../domain';
import { recordArrival, recordArrivalFailure, recordRejectedObject, uploadIdOf } from '../data/uploads';
import { createSqsWorker, logger, s3 } from '../platform';

/**
 * Fed by S3 ObjectCreated notifications on the drop and upload prefixes. Records each arrived file under its
 * tenant, once, however many times S3 or SQS repeat the event. (The page split itself comes with the ASO
 * upload feature.)
 */
export async function handleArrivalRecord(record: SQSRecord): Promise<void> {
  const event = JSON.parse(record.body) as Partial<S3Event> & { Event?: string };
  // S3 sends a test event when a notification is configured: nothing to do.
  if (event.Event === 's3:TestEvent' || !event.Records) return;
  for (const s3Record of event.Records) {
    const bucket = s3Record.s3.bucket.name;
    const key = decodeEventKey(s3Record.s3.object.key);
    const arrived = parseArrivedKey(key);
    if (!arrived) {
      await recordRejectedObject(bucket, key, 'O arquivo não está na pasta de um cliente.', new Date());
      continue;
    }
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const eTag = (head.ETag ?? s3Record.s3.object.eTag).replace(/"/g, '');
    try {
      const created = await recordArrival(
        { ...arrived, bucket, key, eTag, size: head.ContentLength ?? 0, contentType: head.ContentType },
        new Date(),
      );
      logger.info('file arrived', { tenant: arrived.tenant, key, created });
    } catch (error) {
      const attempt = Number(record.attributes.ApproximateReceiveCount);
      await recordArrivalFailure(arrived.tenant, uploadIdOf(bucket, key, eTag), String(error), attempt, new Date()).catch(
        () => undefined,
      );
      throw error;
    }
  }
}

export const handler = createSqsWorker(handleArrivalRecord);
