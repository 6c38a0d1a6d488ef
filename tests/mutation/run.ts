import { spawnSync } from 'node:child_process';
import { writeMutationSummary } from './summary';

/*
 * `npm run test:mutation [-- stryker options]`: runs Stryker (stryker.config.mjs) and writes the score summary to
 * tests/bench/results/mutation.json with the run's wall time. Options pass through, e.g. `-- --force` (retest every
 * mutant, ignoring the incremental file) or `-- --concurrency 1`.
 */
const started = Date.now();
const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
await writeMutationSummary(Math.round((Date.now() - started) / 1000));
