import { startLocalCloud } from './cloud';
import { localEsocialCa } from './esocial-local';
import { seedDemoData } from './seed';
import { seedEsocialDemo } from './seed/esocial-demo';
import { dataDir, startPorts } from './settings';

/* npm run seed: seeds the demo data into .data/ (npm start does it on its first run by itself). */

let cloud;
try {
  cloud = await startLocalCloud({ dataDir, ports: { ...startPorts, http: 0 } });
} catch (error) {
  console.error('Não foi possível abrir os dados locais. Se o `npm start` estiver rodando, encerre-o antes.');
  throw error;
}
try {
  const result = await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
  await seedEsocialDemo(await localEsocialCa(dataDir));
  console.info(result === 'seeded' ? 'Dados de demonstração criados.' : 'Os dados de demonstração já existiam.');
} finally {
  await cloud.stop();
}
