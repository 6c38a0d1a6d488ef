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
 * Queues, each with its dead-letter queue and one worker (functions/src/manifest.ts), set as AWS advises for Lambda
 * event sources (issue 21, docs/decisions.md "Issue 21: queues, alarms and tracing"):
 * - `visibilityTimeoutSeconds`: at least 6 × the worker's timeout (the stack refuses less), so a message is not
 *   delivered again while Lambda still retries a throttled invocation of its batch;
 * - `maxReceiveCount`: at least 5 deliveries before the DLQ, so throttling and passing errors do not park messages;
 * - `maxConcurrency`: the most instances the event source runs at once (SQS allows 2..1000), low for the workers that
 *   call rate-limited services or weigh much, so no queue takes the API's concurrency; all together within
 *   {@link workerConcurrencyBudget};
 * - `oldestMessageAlarmMinutes`: the age of the oldest message that alarms, from what waits on the queue; never
 *   below two visibility timeouts plus SQS's longest delay (15 min), so retries and deliberate delays alone never
 *   alarm (SQS leaves a message received 3 times out of the metric).
 */
export const queues = {
  // A bulk file's split (asoSplit: 170 s, 2 GB): heavy, 5 at a time. A file waiting an hour means the split is stuck.
  asoUpload: {
    localName: 'aso-upload',
    visibilityTimeoutSeconds: 1020,
    maxReceiveCount: 5,
    maxConcurrency: 5,
    oldestMessageAlarmMinutes: 60,
  },
  // Scanned pages read by rendering (asoIdentify: 120 s, 2 GB): heavy, 10 batches at a time.
  asoIdentify: {
    localName: 'aso-identify',
    visibilityTimeoutSeconds: 720,
    maxReceiveCount: 5,
    maxConcurrency: 10,
    oldestMessageAlarmMinutes: 45,
  },
  // Tenants' SMTP servers and SES limit sending rate and connections (mailSend: 90 s): 5 at a time.
  mail: { localName: 'mail', visibilityTimeoutSeconds: 540, maxReceiveCount: 5, maxConcurrency: 5, oldestMessageAlarmMinutes: 45 },
  // SES's bounce, complaint, delivery and reject events (SNS → SQS), for the mail-events worker (timeout 30 s × 6);
  // DynamoDB only, but a burst after a large sending should not take the API's capacity.
  mailEvents: {
    localName: 'mail-events',
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    maxConcurrency: 5,
    oldestMessageAlarmMinutes: 30,
  },
  // The government's web service (esocialWorker: 120 s): the fewest SQS allows. Polls wait up to 15 min on purpose.
  esocial: { localName: 'esocial', visibilityTimeoutSeconds: 720, maxReceiveCount: 5, maxConcurrency: 2, oldestMessageAlarmMinutes: 60 },
  // The daily check's parts, one message per tenant (or per company of a large tenant) (dailyCheckTenant: 300 s): a
  // midnight burst, 10 at a time. A part waiting 2 h (past two visibility timeouts) means the check is stuck.
  dailyCheck: { localName: 'daily-check', visibilityTimeoutSeconds: 1800, maxReceiveCount: 5, maxConcurrency: 10, oldestMessageAlarmMinutes: 120 },
  // A batch of consultations, one message per employee (consultaLote: 120 s): DynamoDB only.
  consultaLote: {
    localName: 'consulta-lote',
    visibilityTimeoutSeconds: 720,
    maxReceiveCount: 5,
    maxConcurrency: 5,
    oldestMessageAlarmMinutes: 45,
  },
  // An employee import, one message per uploaded spreadsheet (funcionarioImportacao: 300 s, up to 5,000 rows):
  // DynamoDB and one S3 object; a few at a time. A file waiting 90 min (past two visibility timeouts) is stuck.
  funcionarioImportacao: {
    localName: 'funcionario-importacao',
    visibilityTimeoutSeconds: 1800,
    maxReceiveCount: 5,
    maxConcurrency: 3,
    oldestMessageAlarmMinutes: 90,
  },
} as const satisfies Record<string, QueueDefinition>;

/** A queue's settings: see {@link queues}. */
export interface QueueDefinition {
  readonly localName: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  readonly maxConcurrency: number;
  readonly oldestMessageAlarmMinutes: number;
}

/**
 * The most instances all queue workers together may run (the sum of every queue's `maxConcurrency`): a tenth of
 * Lambda's default regional quota of 1000 concurrent executions, so the API functions keep the rest. New accounts
 * start with a lower quota: docs/deploy.md asks for the increase before the first deploy.
 */
export const workerConcurrencyBudget = 100;

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

/**
 * Issue 21 item 10: the tag the ASO split (functions/src/workers/aso-split.ts) puts on an original of
 * {@link objectCreatedNotifications} once its pages are stored, and the days after its arrival (S3 counts from the
 * object's creation) at which the buckets' lifecycle deletes a tagged original. Until then it can be reprocessed.
 */
export const splitOriginal = { tagKey: 'ocupacional-split', tagValue: 'done', expirationDays: 30 } as const;

/** Schedules, in the time zone of the product's users. */
export const schedules = {
  dailyCheck: { hour: 0, minute: 0, timezone: 'America/Sao_Paulo' },
  /**
   * The sweep (functions/src/workers/sweep.ts): re-drives work a lost queue message left stuck past its deadline.
   * Every 15 minutes, and once when the local cloud starts.
   */
  sweep: { everyMinutes: 15, timezone: 'America/Sao_Paulo', onStart: true },
  /**
   * The JWT key rotation (functions/src/workers/jwt-rotate.ts): daily, rotating when the key is older than
   * jwtKeyRotationDays; at night, when fewest sessions start.
   */
  jwtRotation: { hour: 3, minute: 30, timezone: 'America/Sao_Paulo' },
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

/**
 * Custom CloudWatch metrics the functions publish (embedded metric format in their logs) and the stack alarms on
 * (issue 21). Dimension `stage` on every one.
 */
export const customMetrics = {
  namespace: 'Ocupacional',
  /** Tenants whose daily check of the day had not finished when the day ended (functions/src/workers/daily-check*). */
  dailyCheckUnfinishedTenants: 'DailyCheckUnfinishedTenants',
} as const;

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
