import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queues } from '@ocupacional/shared';
import { localCredentials, startLocalCloud } from './cloud';
import { runLocalDailyCheck } from './daily-check-run';
import { startLocalEsocial, waitForQueueIdle } from './esocial-local';
import { dataDir, esocialSimulatorPort, startPorts } from './settings';

/*
 * npm run daily-check: fires the daily check now. The scheduled function fans the day out to the dailyCheck queue
 * (one message per tenant); the queue's worker does each tenant's part and queues the eSocial transmissions and
 * polls. With `npm start` running it asks that local cloud (the data folder can have one owner only) and waits for
 * its dailyCheck and esocial queues to drain; otherwise it starts the eSocial simulator and the local cloud on the
 * same data, fires, waits for every tenant's part and for the eSocial worker, and stops.
 */

const runningUrl = `http://127.0.0.1:${startPorts.http}/__local/schedules/dailyCheck`;

async function fireOnRunningCloud(): Promise<unknown> {
  const response = await fetch(runningUrl, { method: 'POST' });
  if (!response.ok) throw new Error(`the running local cloud answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The running local cloud's queues, on its fixed SQS port: the parts, then the transmissions they queued. */
async function waitOnRunningCloud(): Promise<boolean> {
  const sqs = new SQSClient({ endpoint: `http://127.0.0.1:${startPorts.sqs}`, region: process.env.AWS_REGION ?? 'us-east-1', credentials: localCredentials() });
  try {
    let idle = true;
    for (const queue of [queues.dailyCheck, queues.esocial]) {
      const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: queue.localName }));
      idle = (await waitForQueueIdle(sqs, QueueUrl as string)) && idle;
    }
    return idle;
  } finally {
    sqs.destroy();
  }
}

let result: unknown;
let onRunningCloud = true;
try {
  result = await fireOnRunningCloud();
} catch (error) {
  if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
  onRunningCloud = false;
}
if (onRunningCloud) {
  if (!(await waitOnRunningCloud())) console.warn('Verificação diária: ainda há mensagens nas filas; a nuvem local em execução continua o trabalho.');
} else {
  const esocial = await startLocalEsocial({ dataDir, port: esocialSimulatorPort });
  const cloud = await startLocalCloud({ dataDir, ports: { ...startPorts, http: 0 }, stage: process.env.STAGE ?? 'local', functionEnv: esocial.env });
  try {
    const run = await runLocalDailyCheck(cloud, { timeoutMs: 120_000 });
    result = run;
    if (!run.finished) console.warn('Verificação diária: há partes não concluídas; ficam na fila e são retomadas quando a nuvem local voltar.');
    // The parts queue the eSocial transmissions and polls: let the worker finish them before stopping.
    await waitForQueueIdle(cloud.clients.sqs, cloud.resources.queues.esocial.url);
  } finally {
    await cloud.stop();
    await esocial.stop();
  }
}
console.info('Verificação diária:', JSON.stringify(result));
