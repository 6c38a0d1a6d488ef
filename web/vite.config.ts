import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolved from this file, not the working directory: the local server loads this config from the repository root
// (createServer({ configFile: 'web/vite.config.ts', server: { middlewareMode: true } })).
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  server: {
    // The area is chosen by host name (spec 1 §1): web., empresa., credenciada. and parceiro.localhost.
    allowedHosts: ['.localhost', 'localhost'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in their own chunks: they change less often than the app, so browsers keep them cached longer.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'amplify-ui', test: /node_modules[\\/](@aws-amplify|aws-amplify)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
