import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { endKeptThreads, persistentThreads } from './tests/mutation/persistent-threads.ts';

/*
 * The unit tests that cover the mutation scope, for `npm run test:mutation` (stryker.config.mjs) only: no
 * integration tests (each starts a whole product against a local cloud, far too slow to run per mutant), no CDK or
 * web tests.
 *
 * Stryker runs the tests in a copy of the project (its sandbox) whose node_modules links back to the real one, so
 * `@ocupacional/shared` and `@ocupacional/functions/*` would resolve to the real, unmutated sources: the aliases
 * point them at this folder's copy, so a mutant in shared/ is seen by the functions' tests too.
 *
 * Stryker re-runs the covering tests once per mutant and switches mutants at run time, so the tests share one module
 * cache across files and runs (isolate: false): modules, schemas and test certificates load once per Stryker
 * worker instead of once per mutant (a cloud test's imports cost ~1 s). Each cloud test still starts its own local
 * cloud, which renews the functions' clients and keys (platform/per-environment.ts). The cloud tests
 * (`*.cloud.test.ts`) are a project of their own only for their longer time limits.
 */
const root = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
// The tests of the scope's own folders: the PDF and API tests reach a few of its rules too, at seconds per run,
// and killed 3 of ~5,800 mutants no test of the scope killed.
const scopeTests = ['functions/src/{domain,platform,esocial,mail}/**/*.test.ts', 'shared/src/**/*.test.ts'];
const cloudTests = ['functions/src/**/*.cloud.test.ts', 'shared/src/**/*.cloud.test.ts'];

/**
 * Fastest test files first: Stryker stops a mutant's run at its first failing test, so a mutant the quick rules'
 * tests kill never waits for a slow file (vitest's own order puts the slowest first, which suits parallel runs).
 */
class FastestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).reverse();
  }
}

export default defineConfig({
  // Stryker's runner asks for vitest's 'threads' pool; once the projects are resolved, each gets the pool that keeps
  // its thread between Stryker's runs (tests/mutation/persistent-threads.ts).
  // MUTATION_FRESH_THREADS=1 keeps vitest's own pool (a fresh thread per run), to compare results.
  plugins: process.env.MUTATION_FRESH_THREADS ? [] : [
    {
      name: 'persistent-threads',
      configureVitest({ project, vitest }) {
        project.config.pool = persistentThreads.name;
        project.config.poolRunner = persistentThreads;
        vitest.onClose(endKeptThreads);
      },
    },
  ],
  resolve: {
    alias: [
      { find: /^@ocupacional\/shared$/, replacement: root('./shared/src/index.ts') },
      { find: /^@ocupacional\/functions\/(.*)$/, replacement: root('./functions/src/$1.ts') },
      { find: /^@ocupacional\/functions$/, replacement: root('./functions/src/index.ts') },
    ],
  },
  test: {
    sequence: { sequencer: FastestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'rules', include: scopeTests, exclude: cloudTests, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'cloud', include: cloudTests, environment: 'node', isolate: false, testTimeout: 20_000, hookTimeout: 20_000 },
      },
    ],
  },
});
