import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { functionManifest } from '@ocupacional/functions/manifest';
import { bundlingOf } from './constructs/functions';
import { repoRoot } from './paths';

/*
 * The SDK clients of a bundle get their credentials from the environment alone (lambda-credentials.ts, aliased in by
 * bundlingOf): a client bundled with the stack's alias resolves Lambda's variables, session token included, and
 * with no variables fails instead of looking for files or instance metadata.
 */

const run = promisify(execFile);
const outDir = path.join(repoRoot, 'node_modules', '.cache', 'lambda-credentials-test');
const bundle = path.join(outDir, 'probe.mjs');
const probe = `
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
const answers = [];
for (const client of [new SQSClient({ region: 'sa-east-1' }), new S3Client({ region: 'sa-east-1' })]) {
  try {
    const { accessKeyId, secretAccessKey, sessionToken } = await client.config.credentials();
    answers.push({ accessKeyId, secretAccessKey, sessionToken });
  } catch (error) {
    answers.push({ error: error.name });
  }
}
console.log(JSON.stringify(answers));
`;

async function probeWith(env: Record<string, string>): Promise<unknown> {
  const { stdout } = await run(process.execPath, [bundle], { env: { PATH: process.env.PATH ?? '', HOME: outDir, ...env }, cwd: outDir });
  return JSON.parse(stdout) as unknown;
}

describe('the credentials of the bundled SDK clients', () => {
  beforeAll(async () => {
    const args = bundlingOf(functionManifest.platformApi).esbuildArgs?.['--alias'];
    const alias = Object.fromEntries((Array.isArray(args) ? args : []).map((item) => item.split('=') as [string, string]));
    await mkdir(outDir, { recursive: true });
    await build({
      stdin: { contents: probe, resolveDir: path.join(repoRoot, 'functions', 'src'), loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      outfile: bundle,
      alias,
      absWorkingDir: repoRoot,
      logLevel: 'warning',
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  test("come from Lambda's variables, session token included", async () => {
    // Act
    const answers = await probeWith({ AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'segredo', AWS_SESSION_TOKEN: 'sessao' });

    // Assess
    const expected = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'segredo', sessionToken: 'sessao' };
    expect(answers).toEqual([expected, expected]);
  });

  test('without the variables fail, even where a profile would answer the Node chain', async () => {
    // Prepare: a developer machine's profile, which the SDK's default chain would prefer over the variables
    const profileFile = path.join(outDir, 'credentials');
    await writeFile(profileFile, '[outro]\naws_access_key_id = DOARQUIVO\naws_secret_access_key = arquivo\n');
    const profile = { AWS_PROFILE: 'outro', AWS_SHARED_CREDENTIALS_FILE: profileFile, AWS_CONFIG_FILE: path.join(outDir, 'nenhum') };

    // Act
    const withoutVariables = await probeWith(profile);
    const withVariables = await probeWith({ ...profile, AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'segredo' });

    // Assess
    expect(withoutVariables).toEqual([{ error: 'CredentialsProviderError' }, { error: 'CredentialsProviderError' }]);
    expect(withVariables).toEqual([
      { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'segredo' },
      { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'segredo' },
    ]);
  });
});
