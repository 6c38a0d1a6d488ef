import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as z from 'zod';

/*
 * The web app's first load: what a browser downloads to show the login page, from the production build's
 * index.html and Vite manifest (build.manifest in web/vite.config.ts). Sizes are gzip level 9 (node:zlib), the
 * level a CDN or `gzip -9` serves; the files are read from web/dist, rebuilt when any source is newer than it.
 */

const repoRoot = join(import.meta.dirname, '..', '..');
const webRoot = join(repoRoot, 'web');
export const webDist = join(webRoot, 'dist');

/** The pages the login route mounts in the router (app/routes/build-routes.tsx), as manifest keys. */
const loginRouteModules = [
  // The per-tenant areas nest every route under the tenant layout; the web area's login skips it: the worst case.
  'src/app/layouts/tenant-layout.tsx',
  'src/app/pages/login-page.tsx',
];

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

export interface LoadFigures {
  /** Gzipped bytes of the JavaScript files. */
  jsGzBytes: number;
  cssGzBytes: number;
  totalGzBytes: number;
  totalGzKb: number;
  files: string[];
}

export interface WebFigures {
  gzipLevel: number;
  built: 'now' | 'reused';
  buildSeconds: number | null;
  /** index.html's entry and everything it imports statically: the shell before any route. */
  shell: LoadFigures;
  /** The shell plus the login route's lazy chunks and their imports (tenant layout + login page). */
  loginFirstLoad: LoadFigures;
  /** Chunks the router or a screen loads on demand (import()). */
  lazyChunks: number;
  jsChunks: number;
  largestChunk: { file: string; gzBytes: number };
  allJsGzBytes: number;
  allCssGzBytes: number;
}

function newestSourceMs(): number {
  const roots = [join(webRoot, 'src'), join(repoRoot, 'shared', 'src')];
  const files = [
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'package.json'),
    join(repoRoot, 'package-lock.json'),
    ...roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' }).map((relative) => join(root, relative)),
    ),
  ];
  return Math.max(...files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
}

function manifestPath(dist: string): string {
  return join(dist, '.vite', 'manifest.json');
}

/** Whether web/dist holds a build at least as new as every source it is made from. */
export function distIsFresh(dist = webDist): boolean {
  const built = statSync(manifestPath(dist), { throwIfNoEntry: false });
  return built !== undefined && built.mtimeMs >= newestSourceMs();
}

export function readManifest(dist: string): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(manifestPath(dist), 'utf8')));
}

/** The files a manifest entry needs before it runs: its chunk, its static imports' chunks and their CSS. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function gzBytes(dist: string, file: string, level: number): number {
  return gzipSync(readFileSync(join(dist, file)), { level }).length;
}

function loadFigures(dist: string, files: Set<string>, level: number): LoadFigures {
  const sorted = [...files].sort();
  const sum = (ext: string) =>
    sorted.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzBytes(dist, file, level), 0);
  const jsGzBytes = sum('.js');
  const cssGzBytes = sum('.css');
  const totalGzBytes = jsGzBytes + cssGzBytes;
  return { jsGzBytes, cssGzBytes, totalGzBytes, totalGzKb: Number((totalGzBytes / 1024).toFixed(1)), files: sorted };
}

/** The figures of an existing build directory (index.html + .vite/manifest.json). */
export function measureWebBuild(dist = webDist, level = 9): Omit<WebFigures, 'built' | 'buildSeconds'> {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const shellFiles = staticClosure(manifest, [entryKey]);

  // What index.html itself asks for must be in the shell: a check that the manifest walk matches the page.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    if (match[1] && !shellFiles.has(match[1])) throw new Error(`index.html loads ${match[1]}, not in the manifest walk`);
  }

  const loginFiles = new Set([...shellFiles, ...staticClosure(manifest, loginRouteModules)]);
  const chunks = Object.values(manifest);
  const jsFiles = [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const jsSizes = jsFiles.map((file) => ({ file, gzBytes: gzBytes(dist, file, level) }));
  const largestChunk = jsSizes.reduce((a, b) => (b.gzBytes > a.gzBytes ? b : a), { file: '', gzBytes: 0 });
  return {
    gzipLevel: level,
    shell: loadFigures(dist, shellFiles, level),
    loginFirstLoad: loadFigures(dist, loginFiles, level),
    lazyChunks: chunks.filter((chunk) => chunk.isDynamicEntry).length,
    jsChunks: jsFiles.length,
    largestChunk,
    allJsGzBytes: jsSizes.reduce((total, { gzBytes: size }) => total + size, 0),
    allCssGzBytes: cssFiles.reduce((total, file) => total + gzBytes(dist, file, level), 0),
  };
}

/** Builds web/ for production unless web/dist is fresh, then measures it. */
export async function benchWeb({ rebuild = false } = {}): Promise<WebFigures> {
  let buildSeconds: number | null = null;
  const reuse = !rebuild && distIsFresh();
  if (!reuse) {
    // Imported here: the other benchmarks need no bundler.
    const { build } = await import('vite');
    const started = performance.now();
    await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
    buildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  }
  return { built: reuse ? 'reused' : 'now', buildSeconds, ...measureWebBuild() };
}
