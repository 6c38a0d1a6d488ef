import type { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { buckets, originVerifyHeader, resourceEnv, schedules, type ScheduleId } from '@ocupacional/shared';
import { functionManifest, type FunctionId } from '@ocupacional/functions/manifest';
import { renewEnvironment } from '@ocupacional/functions/platform/per-environment';
import { formatJwtSecret } from '@ocupacional/functions/platform/jwt-keys';
import { originVerifyEnv } from '@ocupacional/functions/platform/origin-verify';
import { planEndpoints, type LocalService } from './endpoints';
import { startDynamo, startS3, startSes, startSqs, type RunningEmulator } from './emulators';
import { handleApiRequest, isApiPath, useOriginSecret } from './gateway';
import { invoke, type LambdaHandler } from './lambda-runtime';
import {
  provisionBuckets,
  provisionNotifications,
  provisionQueues,
  provisionTable,
  type ProvisionedResources,
} from './provision';
import { runtimeEnvironment } from './runtime-env';
import { startS3Bridge } from './s3-bridge';
import { startSecretsManager } from './secrets-manager';
import { startScheduler } from './scheduler';
import { startPoller, type RunningPoller } from './sqs-poller';

/*
 * The local cloud: the emulators (or LocalStack), the manifest's resources, and the AWS glue that runs the
 * functions — the API gateway, the S3 → SQS bridge, the SQS event sources and the scheduler. `npm start` and
 * the integration tests both run on it.
 */

export type RequestListener = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What the web app served by the local cloud needs to know of it. */
export interface WebAppContext {
  /** Origins the browser posts files to (the S3 endpoint), for the CSP's connect-src. */
  readonly uploadOrigins: readonly string[];
}

export interface LocalCloudOptions {
  /** Folder for persistent data (npm start: .data); omitted keeps everything in memory (tests). */
  readonly dataDir?: string;
  /** Fixed ports; 0 or omitted picks free ones so parallel test files never collide. */
  readonly ports?: Partial<Record<LocalService | 'http', number>>;
  readonly stage?: string;
  /** Environment read for AWS_ENDPOINT_URL[_SERVICE]; defaults to process.env. */
  readonly env?: Record<string, string | undefined>;
  /** Shortens every queue's visibility timeout (tests). */
  readonly visibilityTimeoutSeconds?: number;
  /** Pause of the SQS pollers between empty receives. */
  readonly pollIdleMs?: number;
  /** Handlers to run in place of the manifest's for queue functions (tests inject failures this way). */
  readonly workerHandlers?: Partial<Record<FunctionId, LambdaHandler>>;
  /**
   * Run the schedules on their cron (npm start); tests fire them by hand. 'later' waits for
   * {@link LocalCloud.startScheduler}, so the sweep's first run (and its data migrations) comes after a seed.
   */
  readonly scheduler?: boolean | 'later';
  /** Serves what is not the API on the same port (the web app's Vite middleware). */
  readonly fallback?: (server: Server, web: WebAppContext) => Promise<RequestListener>;
  /** More variables for the functions (e.g. the eSocial simulator's address, infra/local/esocial-local.ts). */
  readonly functionEnv?: Record<string, string>;
}

export interface LocalCloud {
  /** Where the API (and the web app, with a fallback) is served. */
  readonly url: string;
  readonly port: number;
  readonly endpoints: Record<LocalService, string>;
  readonly resources: ProvisionedResources;
  /** The environment the functions run with. */
  readonly env: Record<string, string>;
  /** The origin header CloudFront (here the gateway) adds: for tests that send an event straight to an API handler. */
  readonly originHeaders: Readonly<Record<string, string>>;
  readonly clients: { readonly dynamo: DynamoDBClient; readonly s3: S3Client; readonly sqs: SQSClient };
  /** Fires a schedule now, as EventBridge Scheduler would, and answers the function's result. */
  fireSchedule(id: ScheduleId): Promise<unknown>;
  /** Starts the schedules of a cloud started with `scheduler: 'later'` (once). */
  startScheduler(): void;
  stop(): Promise<void>;
}

const host = '127.0.0.1';

/**
 * A local key (the one that signs session tokens, the one that wraps secrets at rest): kept in the data folder so
 * sessions and encrypted secrets survive a restart of npm start, random per run in memory.
 */
async function localKey(dataDir: string | undefined, fileName: 'jwt-secret' | 'secrets-key'): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, fileName);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** s3rver accepts only its own key pair; the other emulators accept any, so the local cloud uses that one. */
export function localCredentials(): { accessKeyId: string; secretAccessKey: string } {
  return {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'S3RVER',
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'S3RVER',
  };
}

export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const plan = planEndpoints(options.env ?? process.env);
    const endpoints = {} as Record<LocalService, string>;
    const started = async (service: LocalService, start: () => Promise<RunningEmulator>) => {
      const planned = plan[service];
      if ('external' in planned) return (endpoints[service] = planned.external);
      const emulator = await start();
      stops.push(emulator.stop);
      return (endpoints[service] = emulator.endpoint);
    };
    const emulatorOptions = { ...(options.dataDir ? { dataDir: options.dataDir } : {}), ports: options.ports ?? {} };

    let s3Events: EventEmitter | undefined;
    const tempDir = await mkdtemp(join(tmpdir(), 'ocupacional-s3-'));
    stops.push(() => rm(tempDir, { recursive: true, force: true }));
    await Promise.all([
      started('dynamodb', () => startDynamo(emulatorOptions)),
      started('s3', async () => {
        const s3 = await startS3({
          ...emulatorOptions,
          tempDir,
          bucketNames: Object.values(buckets).map((bucket) => bucket.localName),
        });
        s3Events = s3.events;
        return s3;
      }),
      started('sqs', () => startSqs(emulatorOptions)),
      started('sesv2', () => startSes(emulatorOptions)),
    ]);

    const credentials = localCredentials();
    const region = process.env.AWS_REGION ?? 'us-east-1';
    const clients = {
      dynamo: new DynamoDBClient({ endpoint: endpoints.dynamodb, region, credentials }),
      s3: new S3Client({
        endpoint: endpoints.s3,
        region,
        credentials,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      sqs: new SQSClient({ endpoint: endpoints.sqs, region, credentials }),
    };
    stops.push(() => Object.values(clients).forEach((client) => client.destroy()));

    const [tableName, bucketNames, queues] = await Promise.all([
      provisionTable(clients.dynamo),
      provisionBuckets(clients.s3),
      provisionQueues(
        clients.sqs,
        options.visibilityTimeoutSeconds ? { visibilityTimeoutSeconds: options.visibilityTimeoutSeconds } : {},
      ),
    ]);
    const resources: ProvisionedResources = { tableName, bucketNames, queues };
    if (s3Events) {
      const queueUrls = Object.fromEntries(Object.entries(queues).map(([id, queue]) => [id, queue.url]));
      stops.push(startS3Bridge(s3Events, clients.sqs, queueUrls as Record<keyof typeof queues, string>));
    } else {
      await provisionNotifications(clients.s3, bucketNames, queues);
    }

    // The functions read the JWT keys and the origin secret from Secrets Manager, as in AWS (a local one here). The
    // first JWT key is the data folder's key file, so sessions signed by earlier versions survive the change.
    const secretsManager = await startSecretsManager({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), region });
    stops.push(secretsManager.stop);
    const firstJwtKey = await localKey(options.dataDir, 'jwt-secret');
    const jwtSecretArn = await secretsManager.ensureSecret('jwt', () =>
      formatJwtSecret({ current: firstJwtKey, rotatedAt: new Date().toISOString() }),
    );
    const originSecretArn = await secretsManager.ensureSecret('origin-verify', () => randomBytes(32).toString('base64url'));
    // The gateway stands in for CloudFront, which sends the secret's value (resolved at deploy in AWS).
    useOriginSecret(secretsManager.valueOf(originSecretArn));
    stops.push(() => useOriginSecret(undefined));

    // The functions run in this process and read their configuration from its environment, as in Lambda.
    const env = runtimeEnvironment(
      resources,
      endpoints,
      options.stage ?? 'local',
      credentials,
      await localKey(options.dataDir, 'secrets-key'),
      {
        JWT_SECRET_ARN: jwtSecretArn,
        [originVerifyEnv]: originSecretArn,
        AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.endpoint,
        ...options.functionEnv,
      },
    );
    const previousEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    // The functions' clients and keys are built again for this cloud (a test process starts many, one after another).
    renewEnvironment();
    // Restored on stop, so a later local cloud in this process does not take them for external endpoints.
    stops.push(() => {
      for (const [name, value] of Object.entries(previousEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      renewEnvironment();
    });

    const pollers: RunningPoller[] = [];
    for (const [id, definition] of Object.entries(functionManifest) as [FunctionId, (typeof functionManifest)[FunctionId]][]) {
      if (definition.trigger.kind !== 'queue') continue;
      const queue = queues[definition.trigger.queue];
      const handler = options.workerHandlers?.[id];
      pollers.push(
        startPoller({
          client: clients.sqs,
          functionId: id,
          queueUrl: queue.url,
          queueArn: queue.arn,
          batchSize: definition.trigger.batchSize,
          ...(options.pollIdleMs ? { idleMs: options.pollIdleMs } : {}),
          ...(handler ? { handler } : {}),
        }),
      );
    }
    stops.push(async () => {
      await Promise.all(pollers.map((poller) => poller.stop()));
    });

    const scheduleFunction = (id: ScheduleId): FunctionId => {
      const entry = (Object.entries(functionManifest) as [FunctionId, (typeof functionManifest)[FunctionId]][]).find(
        ([, definition]) => definition.trigger.kind === 'schedule' && definition.trigger.schedule === id,
      );
      if (!entry) throw new Error(`no function for schedule ${id}`);
      return entry[0];
    };
    const fireSchedule = (id: ScheduleId) =>
      invoke(scheduleFunction(id), { source: 'aws.scheduler', 'detail-type': 'Scheduled Event', time: new Date().toISOString() });
    let schedulerStarted = false;
    const startSchedules = () => {
      if (schedulerStarted) return;
      schedulerStarted = true;
      stops.push(startScheduler(fireSchedule));
    };
    if (options.scheduler === true) startSchedules();

    const server = createServer();
    let fallback: RequestListener | undefined;
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (isApiPath(path)) {
        handleApiRequest(req, res).catch((error: unknown) => {
          console.error('[gateway]', error);
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
      const scheduleMatch = /^\/__local\/schedules\/(\w+)$/.exec(path);
      if (scheduleMatch && req.method === 'POST' && (scheduleMatch[1] ?? '') in schedules) {
        fireSchedule(scheduleMatch[1] as ScheduleId).then(
          (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null)),
          (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
        );
        return;
      }
      const notFound = () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      if (fallback) fallback(req, res, notFound);
      else notFound();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.ports?.http ?? 0, host, () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    // The browser posts uploads straight to S3: the web app's CSP lets it reach the files bucket's endpoint.
    if (options.fallback) fallback = await options.fallback(server, { uploadOrigins: [new URL(endpoints.s3).origin] });
    const port = (server.address() as AddressInfo).port;
    // The links the product e-mails point at this local cloud's own web area (AWS: the stack's publicUrl), unless
    // the caller names another public address (npm start: PUBLIC_APP_URL, for a tunnel or a proxy in front); never
    // the request's Host (issue 12 item 9).
    const publicUrl = options.functionEnv?.[resourceEnv.publicUrl] ?? `http://web.localhost:${port}`;
    const previousPublicUrl = process.env[resourceEnv.publicUrl];
    env[resourceEnv.publicUrl] = process.env[resourceEnv.publicUrl] = publicUrl;
    stops.push(() => {
      if (previousPublicUrl === undefined) delete process.env[resourceEnv.publicUrl];
      else process.env[resourceEnv.publicUrl] = previousPublicUrl;
    });

    return {
      url: `http://${host}:${port}`,
      port,
      endpoints,
      resources,
      env,
      originHeaders: { [originVerifyHeader]: secretsManager.valueOf(originSecretArn) },
      clients,
      fireSchedule,
      startScheduler: startSchedules,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
