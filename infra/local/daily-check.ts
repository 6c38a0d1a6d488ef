import { startLocalCloud } from './cloud';
import { dataDir, startPorts } from './settings';

/*
 * npm run daily-check: fires the daily check now. With `npm start` running it asks that local cloud (the data
 * folder can have one owner only); otherwise it starts the local cloud on the same data, fires, and stops.
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
  const cloud = await startLocalCloud({ dataDir, ports: { ...startPorts, http: 0 }, stage: process.env.STAGE ?? 'local' });
  try {
    result = await cloud.fireSchedule('dailyCheck');
  } finally {
    await cloud.stop();
  }
}
console.info('Verificação diária:', JSON.stringify(result));
