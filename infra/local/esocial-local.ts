import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { createTestCa, type KeyAndCertificate } from '@ocupacional/functions/esocial/test-certificates';
import { startEsocialSimulator, type RunningEsocialSimulator } from './esocial-simulator/index';
import { catalogue } from './seed/demo-catalogue';

/*
 * eSocial on this machine (npm start, npm run daily-check, npm run seed): the simulator of the web services on a
 * fixed port, a test CA that issues both the simulator's TLS certificate and the demo companies' A1 certificates,
 * and the variables that point the functions at the simulator (ESOCIAL_BASE_URL, ESOCIAL_CA_PEM). The CA and the
 * simulator's state live in the data folder, so certificates stored by the seed keep working and receipts survive
 * a restart. A local cloud never reaches the government's servers.
 */

/** The demo companies of every demo tenant: the simulator knows them as employers (their S-1000 "was sent"). */
export const demoEmployers: readonly string[] = catalogue.flatMap((tenant) => tenant.empresas.map((empresa) => empresa.cnpj));

/** The local test CA: read from the data folder, or made and kept there (in memory without a folder). */
export async function localEsocialCa(dataDir: string | undefined): Promise<KeyAndCertificate> {
  if (!dataDir) return createTestCa();
  const file = join(dataDir, 'esocial', 'ca.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as KeyAndCertificate;
  const ca = createTestCa();
  await mkdir(join(dataDir, 'esocial'), { recursive: true });
  await writeFile(file, JSON.stringify(ca), { mode: 0o600 });
  return ca;
}

export interface LocalEsocial {
  readonly simulator: RunningEsocialSimulator;
  readonly ca: KeyAndCertificate;
  /** The functions' variables that point them at the simulator. */
  readonly env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the simulator for the local cloud (port 0 picks a free one). */
export async function startLocalEsocial(options: { dataDir?: string; port?: number } = {}): Promise<LocalEsocial> {
  const ca = await localEsocialCa(options.dataDir);
  if (options.dataDir) await mkdir(join(options.dataDir, 'esocial'), { recursive: true });
  const simulator = await startEsocialSimulator({
    port: options.port ?? 0,
    caPem: ca.certificatePem,
    serverCa: ca,
    registeredEmployers: demoEmployers,
    ...(options.dataDir ? { stateFile: join(options.dataDir, 'esocial', 'simulador.json') } : {}),
  });
  return {
    simulator,
    ca,
    env: {
      ESOCIAL_BASE_URL: simulator.url,
      ESOCIAL_CA_PEM: simulator.serverCaPem,
      // Poll soon on this machine: the simulator answers at once.
      ESOCIAL_POLL_SCHEDULE: '2,5,10,20,40,60',
    },
    stop: () => simulator.stop(),
  };
}

/**
 * Waits until a queue has no message visible, in flight or delayed (npm run daily-check on the data folder stops
 * the local cloud only once the eSocial worker has sent and polled what the check queued). Gives up after
 * `timeoutMs`, leaving the rest to the next run.
 */
export async function waitForQueueIdle(client: SQSClient, queueUrl: string, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { Attributes } = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
      }),
    );
    const pending =
      Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0) +
      Number(Attributes?.ApproximateNumberOfMessagesDelayed ?? 0);
    if (pending === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
