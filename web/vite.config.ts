import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved from this file, not the working directory: the local server loads this config from the repository root
// (createServer({ configFile: 'web/vite.config.ts', server: { middlewareMode: true } })).
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The design tokens of Amplify UI primitives the app never renders (issue 17: CSS trimmed to what is used).
 * app/amplify-ui.css imports base.css, which declares every primitive's tokens (--amplify-components-<primitive>-…),
 * plus the rules of the primitives in use; a token goes when its primitive is not imported there and no kept CSS or
 * web source refers to it. Lightning CSS drops these names when it minifies the build (css.lightningcss.unusedSymbols);
 * the dev server keeps them. ThemeProvider's style element declares the whole theme again at run time anyway.
 */
function unusedAmplifyTokens(): string[] {
  const stylesDir = join(createRequire(import.meta.url).resolve('@aws-amplify/ui-react/styles/base.css'), '..');
  const imported = [...readFileSync(join(webRoot, 'src/app/amplify-ui.css'), 'utf8').matchAll(/styles\/(\w+)\.css'/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => file !== 'base');
  const usedPrimitives = new Set(imported.map((file) => file.toLowerCase()));
  const base = readFileSync(join(stylesDir, 'base.css'), 'utf8');
  const declarations = [...base.matchAll(/^\s*(--amplify-components-([a-z]+)-[\w-]*)\s*:(.*)$/gm)];
  const candidates = new Set(
    declarations.filter(([, , primitive]) => !usedPrimitives.has(primitive ?? '')).map(([, name]) => name ?? ''),
  );
  const sources = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|tsx?)$/.test(file))
    .map((file) => readFileSync(join(webRoot, 'src', file), 'utf8'));
  const kept = [
    ...imported.map((file) => readFileSync(join(stylesDir, `${file}.css`), 'utf8')),
    ...declarations.filter(([, name]) => !candidates.has(name ?? '')).map(([, , , value]) => value ?? ''),
    ...sources,
  ].join('\n');
  const referenced = new Set([...kept.matchAll(/--amplify-components-[\w-]+/g)].map(([name]) => name));
  return [...candidates].filter((name) => !referenced.has(name));
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react()],
  server: {
    // The area is chosen by host name (spec 1 §1): web., empresa., credenciada. and parceiro.localhost.
    allowedHosts: ['.localhost', 'localhost'],
  },
  css: command === 'build' ? { lightningcss: { unusedSymbols: unusedAmplifyTokens() } } : {},
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // tests/bench/web.ts reads it to measure the login page's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router in their own chunk: every page needs them and they change less often than the app,
        // so browsers keep them cached longer. The rest is split by use: a catch-all vendor chunk (and one for all of
        // Amplify UI) put every screen's libraries (tables, masks, forms, menus) in the login page's first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
