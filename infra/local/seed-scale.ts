import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { startLocalCloud } from './cloud';
import { seedScale } from './seed/scale';
import { fullScale } from './seed/scale-data';
import { dataDir as startDataDir, startPorts } from './settings';

/*
 * npm run seed:scale [-- --data-dir .data] [--concurrency 16]: the scale data set of issue 17 (3 companies × 10,000
 * employees, 100,000 consultations…, infra/local/seed/scale-data.ts) on the demo tenant. With --data-dir it seeds
 * that folder (`.data` is npm start's; stop npm start first); without, an in-memory local cloud, as the benchmark
 * does, to measure the seed. It prints the time it took.
 */

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    concurrency: { type: 'string', default: '16' },
  },
});
const options = z
  .object({ 'data-dir': z.string().min(1).optional(), concurrency: z.coerce.number().int().min(1).max(256) })
  .parse(values);
const dataDir = options['data-dir'] ? resolve(options['data-dir']) : undefined;

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const started = performance.now();
let cloud;
try {
  // npm start's folder takes npm start's ports (its keys and data go together); any other folder or memory, free ones.
  const ports = dataDir === startDataDir ? { ...startPorts, http: 0 } : {};
  cloud = await startLocalCloud({ ...(dataDir ? { dataDir } : {}), ports, stage: 'local' });
} catch (error) {
  console.error('Não foi possível abrir os dados locais. Se o `npm start` estiver rodando, encerre-o antes.');
  throw error;
}
try {
  const result = await seedScale(cloud.clients.dynamo, cloud.resources.tableName, {
    size: fullScale,
    concurrency: options.concurrency,
    log: (line) => console.info(line),
  });
  const total = Object.values(result.items).reduce((sum, n) => sum + n, 0);
  console.info(
    result.outcome === 'seeded'
      ? `Dados de escala criados${dataDir ? ` em ${dataDir}` : ' (em memória)'}: ${total} itens em ${result.seconds.toFixed(1)} s ` +
          `(${Math.round(total / result.seconds)} itens/s; total com a subida da nuvem local ${((performance.now() - started) / 1000).toFixed(1)} s).`
      : 'Os dados de escala já existiam.',
  );
} finally {
  await cloud.stop();
}
