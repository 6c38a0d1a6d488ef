// @ts-check

/**
 * Mutation testing of the rules where a bug costs most (issue 20): `npm run test:mutation`.
 * Runs only the unit tests (vitest.mutation.config.ts); reports to tests/mutation/, score summary to
 * tests/bench/results/mutation.json (tests/mutation/summary.ts). Incremental: tests/mutation/incremental.json, a
 * cache on this machine (not committed), makes a rerun test only the mutants of code or tests changed since;
 * `-- --force` retests everything.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'functions/src/domain/**/*.ts',
    'functions/src/platform/**/*.ts',
    'functions/src/esocial/**/*.ts',
    'functions/src/mail/**/*.ts',
    'shared/src/validation/**/*.ts',
    'shared/src/consulta-rules.ts',
    '!**/*.test.ts',
    // Fixtures and test-only helpers: the demo eSocial inputs and the test CA/A1 certificates.
    '!functions/src/esocial/demo-inputs.ts',
    '!functions/src/esocial/test-certificates.ts',
  ],
  ignorePatterns: ['.data', 'cdk.out', 'web', 'infra/lib', 'tests/e2e', 'tests/mutation/*.html', 'docs', '.scratch'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants and tables, run at import) need every test file re-run per mutant:
  // ~45 s each, 97% of the time of a run. They are left out (reported as Ignored); see tests/mutation/equivalent.md.
  ignoreStatic: true,
  concurrency: 2,
  incremental: true,
  incrementalFile: 'tests/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'tests/mutation/report.html' },
  jsonReporter: { fileName: 'tests/mutation/report.json' },
  thresholds: { high: 90, low: 80, break: null },
  // Beyond the covering tests' own time (x1.5): a mutant that loops is given up after 3 s more, not 10 (each one
  // also costs a restart of its test runner).
  timeoutMS: 3000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
