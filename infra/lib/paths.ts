import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The monorepo root: the NodejsFunction project root and the place of the lock file. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The root lock file, so esbuild bundling resolves the same dependency versions as the workspaces. */
export const lockFile = path.join(repoRoot, 'package-lock.json');

/** The absolute path of a function entry declared in the manifest (relative to functions/src, no extension). */
export function functionEntryPath(entry: string): string {
  return path.join(repoRoot, 'functions', 'src', `${entry}.ts`);
}
