import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeMutationSummary } from './summary';

/*
 * `npm run test:mutation [-- stryker options]`: runs Stryker (stryker.config.mjs) and writes the score summary to
 * tests/bench/results/mutation.json with the run's wall time. Options pass through, e.g. `-- --force` (retest every
 * mutant, ignoring the incremental file) or `-- --concurrency 1`.
 */
const options = process.argv.slice(2);
// Without the cache of a previous run (a fresh clone) or with --force, Stryker tests every mutant.
const cached = existsSync(join(import.meta.dirname, 'incremental.json'));
const mode = cached && !options.includes('--force') ? 'incremental' : 'full';
const started = Date.now();
const run = spawnSync('npx', ['stryker', 'run', ...options], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
await writeMutationSummary({ durationSeconds: Math.round((Date.now() - started) / 1000), mode });
