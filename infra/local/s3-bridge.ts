import type { EventEmitter } from 'node:events';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { S3Event } from 'aws-lambda';
import { buckets, objectCreatedNotifications, type BucketId, type QueueId } from '@ocupacional/shared';

/*
 * S3 event notifications for the embedded S3: s3rver emits each object event in the shape S3 sends; the
 * bridge forwards the ObjectCreated ones under a configured prefix to the configured queue, one record per
 * message, as S3 does.
 */

export function startS3Bridge(
  s3Events: EventEmitter,
  client: SQSClient,
  queueUrls: Record<QueueId, string>,
  onError: (error: unknown) => void = (error) => console.error('[s3-bridge]', error),
): () => void {
  const bucketIdOf = new Map(Object.entries(buckets).map(([id, bucket]) => [bucket.localName as string, id as BucketId]));
  const listener = (event: S3Event) => {
    for (const record of event.Records ?? []) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      const bucketId = bucketIdOf.get(record.s3.bucket.name);
      // Keys in events are URL-encoded; prefixes in the manifest are plain, so compare decoded.
      const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
      const targets = objectCreatedNotifications.filter((n) => n.bucket === bucketId && key.startsWith(n.prefix));
      for (const target of targets) {
        const message: S3Event = { Records: [{ ...record, awsRegion: record.awsRegion || 'us-east-1' }] };
        client
          .send(new SendMessageCommand({ QueueUrl: queueUrls[target.queue], MessageBody: JSON.stringify(message) }))
          .catch(onError);
      }
    }
  };
  s3Events.on('event', listener);
  return () => s3Events.off('event', listener);
}
