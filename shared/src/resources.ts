/**
 * The resource manifest: every table, bucket, queue, notification and schedule of the product, declared once.
 * The CDK stack (infra/lib) and the local cloud (infra/local) both build their resources from this file, and the
 * functions find them at run time through the environment variables named by {@link resourceEnv}.
 */

/** The single DynamoDB table: generic key fields, overloaded GSIs named after their position, TTL. */
export const table = {
  id: 'main',
  localName: 'ocupacional',
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Issue 17: the lists' own keys (a page of the default filter and order, normalized prefix search).
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ],
} as const;

export type GlobalIndexName = (typeof table.globalIndexes)[number]['name'];

/**
 * Buckets. `drop` receives bulk ASO PDFs from other systems under drop/{tenant}/; `files` holds every stored
 * document (PDF pages, attachments, encrypted certificates) and the browser's presigned uploads under upload/;
 * `web` holds the built single-page app served by CloudFront.
 */
export const buckets = {
  drop: { localName: 'ocupacional-drop', temporaryPrefixes: [] as string[] },
  files: { localName: 'ocupacional-files', temporaryPrefixes: ['tmp/'] },
  web: { localName: 'ocupacional-web', temporaryPrefixes: [] as string[] },
} as const;

export type BucketId = keyof typeof buckets;

/** Days after which objects under a bucket's temporary prefixes expire. */
export const temporaryObjectDays = 2;

/**
 * Queues, each with its dead-letter queue. `maxReceiveCount` is how many deliveries a message gets before SQS
 * moves it to the DLQ; `visibilityTimeoutSeconds` must cover the consuming function's timeout.
 */
export const queues = {
  asoUpload: { localName: 'aso-upload', visibilityTimeoutSeconds: 180, maxReceiveCount: 3 },
  asoIdentify: { localName: 'aso-identify', visibilityTimeoutSeconds: 180, maxReceiveCount: 3 },
  mail: { localName: 'mail', visibilityTimeoutSeconds: 120, maxReceiveCount: 5 },
  esocial: { localName: 'esocial', visibilityTimeoutSeconds: 300, maxReceiveCount: 5 },
  consultaLote: { localName: 'consulta-lote', visibilityTimeoutSeconds: 300, maxReceiveCount: 3 },
} as const;

export type QueueId = keyof typeof queues;

/** Days a message stays in a dead-letter queue, the longest SQS allows, so an operator has time to look. */
export const deadLetterRetentionDays = 14;

/** The dead-letter queue's name for a queue. */
export function deadLetterQueueName(queueLocalName: string): string {
  return `${queueLocalName}-dlq`;
}

/**
 * S3 event notifications: objects created under `prefix` in `bucket` are announced on `queue`, in the shape
 * S3 gives them ({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket, object } }] }).
 */
export const objectCreatedNotifications = [
  { bucket: 'drop', prefix: 'drop/', queue: 'asoUpload' },
  { bucket: 'files', prefix: 'upload/', queue: 'asoUpload' },
] as const satisfies readonly { bucket: BucketId; prefix: string; queue: QueueId }[];

/** Schedules, in the time zone of the product's users. */
export const schedules = {
  dailyCheck: { hour: 0, minute: 0, timezone: 'America/Sao_Paulo' },
  /**
   * The sweep (functions/src/workers/sweep.ts): re-drives work a lost queue message left stuck past its deadline.
   * Every 15 minutes, and once when the local cloud starts.
   */
  sweep: { everyMinutes: 15, timezone: 'America/Sao_Paulo', onStart: true },
} as const satisfies Record<string, ScheduleDefinition>;

/** A daily schedule at an hour, or one every few minutes (a divisor of 60). */
export type ScheduleDefinition =
  | { readonly hour: number; readonly minute: number; readonly timezone: string }
  | { readonly everyMinutes: number; readonly timezone: string; readonly onStart?: boolean };

export type ScheduleId = keyof typeof schedules;

/** EventBridge Scheduler's cron expression for a schedule. */
export function scheduleCron(schedule: ScheduleDefinition): string {
  if ('everyMinutes' in schedule) return `cron(0/${schedule.everyMinutes} * * * ? *)`;
  return `cron(${schedule.minute} ${schedule.hour} * * ? *)`;
}

/** The five-field cron expression (minute hour day month weekday) that the local scheduler runs. */
export function scheduleCronFiveFields(schedule: ScheduleDefinition): string {
  if ('everyMinutes' in schedule) return `*/${schedule.everyMinutes} * * * *`;
  return `${schedule.minute} ${schedule.hour} * * *`;
}

/** How a schedule reads in a description: "daily at 0:00" or "every 15 minutes". */
export function scheduleDescription(schedule: ScheduleDefinition): string {
  if ('everyMinutes' in schedule) return `every ${schedule.everyMinutes} minutes`;
  return `daily at ${schedule.hour}:${String(schedule.minute).padStart(2, '0')}`;
}

/** The environment variables through which functions find each resource: set by CDK and by the local cloud. */
export const resourceEnv = {
  table: 'TABLE_NAME',
  bucket: (id: BucketId) => `BUCKET_${snakeUpper(id)}`,
  queueUrl: (id: QueueId) => `QUEUE_URL_${snakeUpper(id)}`,
  deadLetterQueueUrl: (id: QueueId) => `DLQ_URL_${snakeUpper(id)}`,
  stage: 'STAGE',
  /**
   * The product's public address, the web area's origin (https://web.example.com.br): every link the product
   * e-mails is built from it (functions/src/platform/public-url.ts), never from the request's Host or
   * X-Forwarded-Host. Set by the CDK stack (context publicUrl) and by the local cloud to its own address.
   */
  publicUrl: 'PUBLIC_APP_URL',
} as const;

function snakeUpper(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}
