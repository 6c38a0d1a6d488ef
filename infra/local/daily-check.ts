import { startLocalCloud } from './cloud';
import { startLocalEsocial, waitForQueueIdle } from './esocial-local';
import { dataDir, esocialSimulatorPort, startPorts } from './settings';

/*
 * npm run daily-check: fires the daily check now. With `npm start` running it asks that local cloud (the data
 * folder can have one owner only); otherwise it starts the eSocial simulator and the local cloud on the same data,
 * fires, waits for the eSocial worker to send and poll what the check queued, and stops.
 */

const runningUrl = `http://127.0.0.1:${startPorts.http}/__local/schedules/dailyCheck`;

async function fireOnRunningCloud(): Promise<unknown> {
  const response = await fetch(runningUrl, { method: 'POST' });
  if (!response.ok) throw new Error(`the running local cloud answered ${response.status}: ${await response.text()}`);
  return response.json();
}

let result: unknown;
try {
  result = await fireOnRunningCloud();
} catch (error) {
  if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
  const esocial = await startLocalEsocial({ dataDir, port: esocialSimulatorPort });
  const cloud = await startLocalCloud({ dataDir, ports: { ...startPorts, http: 0 }, stage: process.env.STAGE ?? 'local', functionEnv: esocial.env });
  try {
    result = await cloud.fireSchedule('dailyCheck');
    // The check queues the eSocial transmissions and polls: let the worker finish them before stopping.
    await waitForQueueIdle(cloud.clients.sqs, cloud.resources.queues.esocial.url);
  } finally {
    await cloud.stop();
    await esocial.stop();
  }
}
console.info('Verificação diária:', JSON.stringify(result));
