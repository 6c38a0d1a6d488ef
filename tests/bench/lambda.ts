import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { queues, resourceEnv, type BucketId, type QueueId } from '@ocupacional/shared';
import { functionAccess } from '@ocupacional/functions/function-access';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { bundlingOf, esocialTablesSourceDir, extraEnv, functionEnvOf } from '../../infra/lib/constructs/functions';
import { defaultEsocialXsdDir } from '../../infra/lib/deploy-config';
import { functionEntryPath, repoRoot } from '../../infra/lib/paths';

/*
 * Each function's bundle as the stack builds it (esbuild with bundlingOf's options, as NodejsFunction passes them:
 * minutes faster than cdk synth), its size minified and gzipped (what is uploaded), the five largest packages in it,
 * and its cold start: the module init of Lambda's INIT phase, `await import(bundle)` timed in a fresh `node`.
 * Bundles land under node_modules/.cache so the externals resolve from the workspace, as the runtime's SDK and the
 * installed nodeModules do in Lambda.
 */

export interface LambdaFigures {
  bytes: number;
  gzipBytes: number;
  /** Median of {@link initRuns} fresh processes, with the stack's environment (source maps on). */
  initMs: number;
  largest: { module: string; bytes: number }[];
}

const initRuns = 5;
const outRoot = path.join(repoRoot, 'node_modules', '.cache', 'lambda-bench');
const run = promisify(execFile);

/**
 * esbuild's options for a NodejsFunction's bundling, mirroring aws-cdk-lib's Bundling (its buildEsbuildArgs):
 * externals are `externalModules` or, without them, the SDK unless bundleAwsSDK; `--alias` entries (`package=path`,
 * the path from the project root, where NodejsFunction runs esbuild) become esbuild's alias; esbuildArgs other than
 * `--external` and `--alias` are refused, so the mirror cannot drift silently.
 */
export function esbuildOptionsOf(entry: string, options: nodejs.BundlingOptions, outfile: string): BuildOptions {
  const extraExternals: string[] = [];
  const alias: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.esbuildArgs ?? {})) {
    if (key === '--external' && Array.isArray(value)) extraExternals.push(...value);
    else if (key === '--alias' && (Array.isArray(value) || typeof value === 'string')) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const [from, to] = item.split('=');
        if (!from || !to) throw new Error(`lambda bench: --alias ${item} is not package=path`);
        alias[from] = to;
      }
    } else throw new Error(`lambda bench: esbuildArgs ${key} is not mirrored`);
  }
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: options.target ?? 'node22',
    format: options.format === 'esm' ? 'esm' : 'cjs',
    outfile,
    minify: options.minify ?? false,
    sourcemap: options.sourceMap ?? false,
    sourcesContent: options.sourcesContent ?? true,
    external: [...(options.externalModules ?? (options.bundleAwsSDK ? [] : ['@aws-sdk/*'])), ...extraExternals],
    ...(options.loader ? { loader: options.loader as BuildOptions['loader'] } : {}),
    ...(options.define ? { define: options.define } : {}),
    keepNames: options.keepNames ?? false,
    ...(options.banner ? { banner: { js: options.banner } } : {}),
    ...(options.footer ? { footer: { js: options.footer } } : {}),
    ...(options.mainFields ? { mainFields: options.mainFields } : {}),
    ...(options.inject ? { inject: options.inject } : {}),
    ...(Object.keys(alias).length > 0 ? { alias } : {}),
    absWorkingDir: repoRoot,
    logLevel: 'warning',
    metafile: true,
  };
}

/** The bundle's bytes per package (node_modules) or per source folder, largest first. */
function largestOf(metafile: Metafile, count: number): LambdaFigures['largest'] {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const perModule = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 3).join('/');
    perModule.set(pkg, (perModule.get(pkg) ?? 0) + bytesInOutput);
  }
  return [...perModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, bytes]) => ({ module, bytes }));
}

/** The variables the stack gives a function, with made-up resource names (nothing is called at import). */
function environmentOf(fnId: FunctionId, def: FunctionDef): Record<string, string> {
  const env: Record<string, string> = {
    [resourceEnv.table]: 'ocupacional-bench',
    [resourceEnv.stage]: 'bench',
    [extraEnv.jwtSecretArn]: 'arn:aws:secretsmanager:sa-east-1:000000000000:secret:jwt',
    [extraEnv.sesConfigurationSet]: 'ocupacional-bench',
    [extraEnv.mailFrom]: 'Ocupacional <nao-responda@example.com.br>',
    [extraEnv.appVersion]: '0.0.0-bench',
    [extraEnv.cepProvider]: 'viacep',
    [extraEnv.secretsKmsKeyId]: 'arn:aws:kms:sa-east-1:000000000000:key/bench',
    NODE_OPTIONS: '--enable-source-maps',
    AWS_REGION: 'sa-east-1',
    AWS_LAMBDA_FUNCTION_NAME: 'bench',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  };
  for (const bucketId of ['drop', 'files', 'web'] satisfies BucketId[]) env[resourceEnv.bucket(bucketId)] = `bench-${bucketId}`;
  for (const queueId of Object.keys(queues) as QueueId[]) {
    env[resourceEnv.queueUrl(queueId)] = `https://sqs.sa-east-1.amazonaws.com/000000000000/${queueId}`;
    env[resourceEnv.deadLetterQueueUrl(queueId)] = `https://sqs.sa-east-1.amazonaws.com/000000000000/${queueId}-dlq`;
  }
  const mail = { oauth2: { clientId: 'bench', clientSecret: 'bench' }, trackingBaseUrl: 'https://example.com.br' };
  const perFunction = functionEnvOf(def, functionAccess[fnId], { mail, esocial: { xsdDir: defaultEsocialXsdDir } });
  // The bundle's XSD and large-table folders are the repository's here (the stack copies them into the bundle).
  if (def.esocial) {
    perFunction[extraEnv.esocialXsdDir] = defaultEsocialXsdDir;
    perFunction[extraEnv.esocialTablesDir] = esocialTablesSourceDir;
  }
  return { PATH: process.env.PATH ?? '', ...env, ...perFunction };
}

/** One cold module init: a fresh node process importing the bundle, timed from inside it. */
async function initOnce(bundle: string, env: Record<string, string>): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(performance.now() - t);`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env, cwd: path.dirname(bundle) });
  return Number(stdout.trim().split('\n').pop());
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchLambda(): Promise<{ functions: Record<string, LambdaFigures> }> {
  await rm(outRoot, { recursive: true, force: true });
  const functions: Record<string, LambdaFigures> = {};
  for (const [fnId, def] of Object.entries(functionManifest) as [FunctionId, FunctionDef][]) {
    const outfile = path.join(outRoot, fnId, 'index.mjs');
    await mkdir(path.dirname(outfile), { recursive: true });
    const { metafile } = await build(esbuildOptionsOf(functionEntryPath(def.entry), bundlingOf(def), outfile));
    if (!metafile) throw new Error(`lambda bench: esbuild gave no metafile for ${fnId}`);
    const code = await readFile(outfile);
    const env = environmentOf(fnId, def);
    const runs: number[] = [];
    for (let i = 0; i < initRuns; i += 1) runs.push(await initOnce(outfile, env));
    functions[fnId] = {
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      initMs: Math.round(median(runs) * 10) / 10,
      largest: largestOf(metafile, 5),
    };
  }
  return { functions };
}
