import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { benchFoundation } from './foundation';

/* npm run bench: runs every benchmark and writes its figures under tests/bench/results/. */

process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
const resultsDir = join(import.meta.dirname, 'results');
await mkdir(resultsDir, { recursive: true });

const foundation = await benchFoundation();
const record = { measuredAt: new Date().toISOString(), node: process.version, ...foundation };
await writeFile(join(resultsDir, 'foundation.json'), `${JSON.stringify(record, null, 2)}\n`);
console.info(JSON.stringify(record, null, 2));
