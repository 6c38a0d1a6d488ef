import { startLocalCloud } from './cloud';
import { seedDemoData } from './seed';
import { dataDir, startPorts } from './settings';
import { nextRuns } from './scheduler';
import { viteMiddleware } from './web-app';

/*
 * npm start: the local cloud on persistent data under .data/, demo data on first run, the API, the workers,
 * the scheduler and the web app on one port. Ctrl+C stops everything.
 */

const cloud = await startLocalCloud({
  dataDir,
  ports: startPorts,
  stage: process.env.STAGE ?? 'local',
  scheduler: true,
  fallback: viteMiddleware,
});

const seeded = await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
const areas = ['web', 'empresa', 'credenciada', 'parceiro'];
const lines = [
  '',
  'Ocupacional está no ar.',
  '',
  ...areas.map((area) => `  ${area.padEnd(12)} http://${area}.localhost:${cloud.port}/${area === 'web' ? '' : 'demo'}`),
  `  ${'API'.padEnd(12)} http://web.localhost:${cloud.port}/sst/api/health`,
  `  ${'e-mails'.padEnd(12)} ${cloud.endpoints.sesv2}/`,
  '',
  `  dados: ${dataDir} (${seeded === 'seeded' ? 'dados de demonstração criados agora' : 'dados existentes mantidos'})`,
  `  próxima verificação diária: ${nextRuns().dailyCheck?.toISOString() ?? '-'} (npm run daily-check para rodar agora)`,
  '',
  'Ctrl+C encerra.',
];
console.info(lines.join('\n'));

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.info('\nEncerrando...');
  await cloud.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
