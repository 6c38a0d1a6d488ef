import { startLocalCloud } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';

/*
 * The embedded local cloud as `npm start` runs it (persistent data folder, pollers, scheduler with the sweep on
 * start), without the web app and the eSocial simulator, in a process of its own so a test can kill -9 it
 * (tests/integration/faults.test.ts). Reads FAULT_DATA_DIR and FAULT_PORTS (JSON); prints one line
 * `READY {"url":…,"port":…}` when it serves.
 */

const dataDir = process.env.FAULT_DATA_DIR;
if (!dataDir) throw new Error('FAULT_DATA_DIR is required');
const cloud = await startLocalCloud({
  dataDir,
  ports: JSON.parse(process.env.FAULT_PORTS ?? '{}') as Record<string, number>,
  stage: 'test',
  scheduler: 'later',
  pollIdleMs: 20,
});
await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
cloud.startScheduler();
console.info(`READY ${JSON.stringify({ url: cloud.url, port: cloud.port, env: cloud.env })}`);
