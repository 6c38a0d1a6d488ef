import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Writes a benchmark's figures to tests/bench/results/<name>.json, stamped with time and Node version. */
export async function writeResults(name: string, figures: object): Promise<void> {
  const resultsDir = join(import.meta.dirname, 'results');
  await mkdir(resultsDir, { recursive: true });
  const record = { measuredAt: new Date().toISOString(), node: process.version, ...figures };
  await writeFile(join(resultsDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.info(`${name}:`, JSON.stringify(record, null, 2));
}
