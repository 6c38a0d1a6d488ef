import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * The unit tests that cover the mutation scope, for `npm run test:mutation` (stryker.config.mjs) only: no
 * integration tests (each starts a local cloud, far too slow to run per mutant), no CDK or web tests.
 *
 * Stryker runs the tests in a copy of the project (its sandbox) whose node_modules links back to the real one, so
 * `@ocupacional/shared` and `@ocupacional/functions/*` would resolve to the real, unmutated sources: the aliases
 * point them at this folder's copy, so a mutant in shared/ is seen by the functions' tests too.
 */
const root = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@ocupacional\/shared$/, replacement: root('./shared/src/index.ts') },
      { find: /^@ocupacional\/functions\/(.*)$/, replacement: root('./functions/src/$1.ts') },
      { find: /^@ocupacional\/functions$/, replacement: root('./functions/src/index.ts') },
    ],
  },
  test: {
    include: ['functions/src/**/*.test.ts', 'shared/src/**/*.test.ts'],
    environment: 'node',
  },
});
