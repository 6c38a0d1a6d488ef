import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**', 'tests/bench/results/**', '.stryker-tmp*/**', '.scratch/**', 'tests/mutation/*.json', 'tests/mutation/*.html'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // zod's named `z` is a namespace object esbuild keeps whole, with its 60 locales: +350 KB in every Lambda bundle
    // that imports it (docs/decisions.md "Issue 17: Lambda bundles").
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'`: the named z keeps all of zod in the Lambda bundles.",
        },
      ],
    },
  },
);
