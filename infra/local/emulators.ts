import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import { createSqsServer } from 'local-aws-sqs';
import { startTransactionProxy } from './dynamo-transactions';
import { startSqsJournal } from './sqs-journal';
import type { LocalService } from './endpoints';

const require = createRequire(import.meta.url);

/** Where an emulator keeps its data: a folder (survives restarts) or memory (tests). */
export interface EmulatorOptions {
  /** Folder for persistent data; omitted means in memory (s3rver gets a temporary folder it wipes on close). */
  readonly dataDir?: string;
  /** Fixed ports per service; 0 or omitted picks a free one. */
  readonly ports?: Partial<Record<LocalService, number>>;
}

export interface RunningEmulator {
  readonly endpoint: string;
  stop(): Promise<void>;
}

const host = '127.0.0.1';

function endpointOf(server: { address(): AddressInfo | string | null }): string {
  const address = server.address() as AddressInfo;
  return `http://${host}:${address.port}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * dynalite: DynamoDB on LevelDB files under dataDir, or in memory, behind a proxy that adds the transactions
 * dynalite lacks (dynamo-transactions.ts). The proxy holds the service's port; dynalite listens on a free one.
 */
export async function startDynamo(options: EmulatorOptions): Promise<RunningEmulator> {
  const dynalite = require('dynalite') as (opts: Record<string, unknown>) => Server;
  if (options.dataDir) await mkdir(`${options.dataDir}/dynamodb`, { recursive: true });
  const server = dynalite({
    ...(options.dataDir ? { path: `${options.dataDir}/dynamodb` } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return behindProxy(server, () => startTransactionProxy(endpointOf(server), options.ports?.dynamodb ?? 0, host));
}

/**
 * An emulator reached through a proxy that holds the service's port: stopping stops both; a proxy that fails to
 * start closes the emulator.
 */
async function behindProxy(
  server: Server,
  startProxy: () => Promise<{ endpoint: string; stop(): Promise<void> }>,
): Promise<RunningEmulator> {
  try {
    const proxy = await startProxy();
    return {
      endpoint: proxy.endpoint,
      stop: async () => {
        await proxy.stop();
        await closeServer(server);
      },
    };
  } catch (error) {
    await closeServer(server);
    throw error;
  }
}

interface S3rverInstance extends EventEmitter {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** s3rver: S3 on files under dataDir. Its 'event' emitter is what the S3 → SQS bridge listens to. */
export async function startS3(
  options: EmulatorOptions & { bucketNames: readonly string[]; tempDir: string },
): Promise<RunningEmulator & { events: EventEmitter }> {
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance;
  const directory = options.dataDir ? `${options.dataDir}/s3` : options.tempDir;
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: host,
    port: options.ports?.s3 ?? 0,
    directory,
    silent: true,
    resetOnClose: !options.dataDir,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: options.bucketNames.map((name) => ({ name, configs: [corsConfig] })),
  });
  const address = await server.run();
  return { endpoint: `http://${host}:${address.port}`, events: server, stop: () => server.close() };
}

// Lets the browser POST straight to the emulator with a presigned form, as it will to S3.
const corsConfig = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/**
 * local-aws-sqs: SQS over the JSON protocol, in memory. Queues are created by the provisioner. With a data folder
 * a journaling proxy holds the service's port and keeps the messages in dataDir/sqs/journal.jsonl, so they
 * survive a kill -9 (sqs-journal.ts).
 */
export async function startSqs(options: EmulatorOptions): Promise<RunningEmulator> {
  const server = await createSqsServer({
    port: options.dataDir ? 0 : (options.ports?.sqs ?? 0),
    hostname: host,
    emulateQueueCreationLifecycle: false,
  });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  if (!options.dataDir) return { endpoint: endpointOf(server), stop: () => closeServer(server) };
  await mkdir(`${options.dataDir}/sqs`, { recursive: true });
  const file = `${options.dataDir}/sqs/journal.jsonl`;
  return behindProxy(server, () => startSqsJournal({ upstream: endpointOf(server), file, port: options.ports?.sqs ?? 0, host }));
}

/** aws-ses-v2-local: SES; its own page at the endpoint lists the mail sent. */
export async function startSes(options: EmulatorOptions): Promise<RunningEmulator> {
  const { default: startSesServer } = require('aws-ses-v2-local') as {
    default: (config: { host: string; port: number }) => Promise<Server>;
  };
  const server = await startSesServer({ host, port: options.ports?.sesv2 ?? 0 });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  // The emulator keeps the mail it received in its module, not in the server: a new SES starts empty, as a second
  // cloud in the same process (tests, the mutation run's kept threads) must not list the first one's mail.
  const cleared = await fetch(`${endpointOf(server)}/clear-store`, { method: 'POST' });
  if (!cleared.ok) throw new Error(`aws-ses-v2-local did not clear its store: HTTP ${cleared.status}`);
  return { endpoint: endpointOf(server), stop: () => closeServer(server) };
}
