import { defineConfig } from 'vitest/config';

/** Browser tests: `npm run test:e2e`, against the local cloud and Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One browser and one local cloud at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    env: { POWERTOOLS_LOG_LEVEL: 'WARN' },
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
