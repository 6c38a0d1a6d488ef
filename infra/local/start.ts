import { startLocalCloud } from './cloud';
import { startLocalEsocial } from './esocial-local';
import { seedDemoData } from './seed';
import { seedEsocialDemo } from './seed/esocial-demo';
import { dataDir, esocialSimulatorPort, startPorts } from './settings';
import { nextRuns } from './scheduler';
import { viteMiddleware } from './web-app';

/*
 * npm start: the local cloud on persistent data under .data/, demo data on first run, the API, the workers,
 * the scheduler and the web app on one port. Ctrl+C stops everything.
 */

// Ctrl+C is honoured from the first moment: whatever has started is stopped, in reverse order.
const stops: (() => Promise<void>)[] = [];
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.info('\nEncerrando...');
  for (const stop of stops.reverse()) await stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

// The eSocial simulator first: the functions find it through the variables it answers.
const esocial = await startLocalEsocial({ dataDir, port: esocialSimulatorPort });
stops.push(() => esocial.stop());
const cloud = await startLocalCloud({
  dataDir,
  ports: startPorts,
  stage: process.env.STAGE ?? 'local',
  // The schedules start once the demo data is in: the sweep's first run migrates and counts what is there.
  scheduler: 'later',
  fallback: viteMiddleware,
  // PUBLIC_APP_URL names the address e-mailed links point at when a proxy or tunnel is in front; default its own.
  functionEnv: { ...esocial.env, ...(process.env.PUBLIC_APP_URL ? { PUBLIC_APP_URL: process.env.PUBLIC_APP_URL } : {}) },
});
stops.push(() => cloud.stop());

const seeded = await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
await seedEsocialDemo(esocial.ca);
cloud.startScheduler();
const areas = ['web', 'empresa', 'credenciada', 'parceiro'];
const lines = [
  '',
  'Ocupacional está no ar.',
  '',
  ...areas.map((area) => `  ${area.padEnd(12)} http://${area}.localhost:${cloud.port}/${area === 'web' ? '' : 'demo'}`),
  `  ${'API'.padEnd(12)} http://web.localhost:${cloud.port}/sst/api/health`,
  `  ${'e-mails'.padEnd(12)} ${cloud.endpoints.sesv2}/`,
  `  ${'eSocial'.padEnd(12)} ${esocial.simulator.url} (simulador dos web services, certificado mútuo)`,
  '',
  `  dados: ${dataDir} (${seeded === 'seeded' ? 'dados de demonstração criados agora' : 'dados existentes mantidos'})`,
  `  próxima verificação diária: ${nextRuns().dailyCheck?.toISOString() ?? '-'} (npm run daily-check para rodar agora)`,
  '',
  'Ctrl+C encerra.',
];
console.info(lines.join('\n'));

