import { defineConfig } from 'vitest/config';

/*
 * `npm test` runs the unit tests of every workspace and the integration tests against the local cloud.
 * Browser tests have their own config (tests/e2e/vitest.config.ts, `npm run test:e2e`).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'tests/mutation/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/lib/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own local cloud and sets the functions' environment: separate processes.
          pool: 'forks',
          env: { POWERTOOLS_LOG_LEVEL: 'WARN' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
