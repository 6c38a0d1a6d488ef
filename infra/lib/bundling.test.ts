import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, test } from 'vitest';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { bundlingOf, lambdaCredentialsModule } from './constructs/functions';
import { repoRoot } from './paths';
import { buildStack } from './test-support';

describe('bundling', () => {
  test('every function is minified ESM for Node 22, module builds first, the whole SDK inside but its Node credential chain: only its nodeModules stay out', () => {
    for (const [fnId, def] of Object.entries(functionManifest) as [FunctionId, FunctionDef][]) {
      // Act
      const options = bundlingOf(def);

      // Assess
      expect(options, fnId).toMatchObject({ format: 'esm', target: 'node22', minify: true, mainFields: ['module', 'main'] });
      // No runtime-provided SDK client is left out (docs/decisions.md "Issue 17: Lambda bundles"): no SDK default
      // externals, no extra esbuild externals, and externalModules are exactly what is installed beside the bundle.
      // The one esbuild argument: the SDK's default credential chain gives way to the environment-only provider, a
      // path from the project root, which is esbuild's working directory locally and in Docker.
      expect(options.bundleAwsSDK, fnId).toBe(true);
      expect(options.esbuildArgs, fnId).toEqual({ '--alias': ['@aws-sdk/credential-provider-node=./infra/lib/lambda-credentials.ts'] });
      expect(existsSync(path.join(repoRoot, lambdaCredentialsModule)), fnId).toBe(true);
      expect(options.workingDirectory, fnId).toBe('/asset-input');
      expect(options.externalModules ?? [], fnId).toEqual(def.nodeModules ?? []);
      // Installed into the bundle's folder itself: without --prefix npm climbs to the workspace's package.json when
      // cdk.out sits in the repository, and reinstalls the workspace for arm64 without its dev dependencies.
      const commands = options.commandHooks?.afterBundling('/in', '/out') ?? [];
      const installs = commands.filter((command) => command.includes('npm install'));
      expect(installs.length, fnId).toBe(def.nodeModules ? 1 : 0);
      for (const install of installs) expect(install, fnId).toMatch(/^cd "\/out" && npm install --prefix "\/out" /);
    }
  });

  test('esbuild bundles each function into its own ESM file with the require shim and a source map', () => {
    // Prepare
    const { app, stack } = buildStack({ bundling: true });

    // Act
    const assembly = app.synth();

    // Assess
    const template = assembly.getStackByName(stack.stackName).template as {
      Resources: Record<string, { Metadata?: Record<string, string> }>;
    };
    const assetPaths = (Object.keys(functionManifest) as FunctionId[]).map((fnId) => {
      const logicalId = stack.resolve(stack.getLogicalId(stack.functions[fnId].node.defaultChild as CfnElement));
      return template.Resources[logicalId]?.Metadata?.['aws:asset:path'];
    });
    expect(new Set(assetPaths).size).toBe(assetPaths.length);
    for (const assetPath of assetPaths) {
      const bundle = readFileSync(path.join(assembly.directory, String(assetPath), 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*\bhandler\b/);
      const map = JSON.parse(readFileSync(path.join(assembly.directory, String(assetPath), 'index.mjs.map'), 'utf8')) as {
        mappings: string;
        sources: string[];
      };
      expect(map.mappings.length).toBeGreaterThan(0);
      // The alias took effect in CDK's own esbuild run: the environment provider is in, the Node chain and the
      // providers and STS/SSO clients only it loads are out.
      expect(map.sources.some((source) => source.endsWith('infra/lib/lambda-credentials.ts')), String(assetPath)).toBe(true);
      expect(map.sources.some((source) => source.includes('@aws-sdk/credential-provider-env/')), String(assetPath)).toBe(true);
      for (const gone of ['credential-provider-node', 'credential-provider-ini', 'credential-provider-sso', 'credential-provider-web-identity', 'nested-clients']) {
        expect(map.sources.filter((source) => source.includes(`@aws-sdk/${gone}/`)), `${String(assetPath)} ${gone}`).toEqual([]);
      }
    }

    // The manifest's nodeModules sit beside the bundle, built for Lambda's linux-arm64, and only there.
    (Object.keys(functionManifest) as FunctionId[]).forEach((fnId, index) => {
      const folder = path.join(assembly.directory, String(assetPaths[index]));
      const modules: readonly string[] = (functionManifest[fnId] as { nodeModules?: readonly string[] }).nodeModules ?? [];
      for (const name of modules) expect(existsSync(path.join(folder, 'node_modules', name, 'package.json')), `${fnId} ${name}`).toBe(true);
      if (modules.includes('@napi-rs/canvas')) {
        expect(existsSync(path.join(folder, 'node_modules', '@napi-rs', 'canvas-linux-arm64-gnu')), fnId).toBe(true);
        expect(existsSync(path.join(folder, 'node_modules', '@napi-rs', 'canvas-linux-x64-gnu')), fnId).toBe(false);
      }
      if (modules.length === 0) expect(existsSync(path.join(folder, 'node_modules')), fnId).toBe(false);
    });

    // The eSocial functions carry the official XSDs where ESOCIAL_XSD_DIR (/var/task/esocial/xsd) points, and the
    // CAT's large code tables where ESOCIAL_TABLES_DIR (/var/task/esocial/tables) points; no other does. The tables
    // are files beside the bundle, never in it.
    (Object.keys(functionManifest) as FunctionId[]).forEach((fnId, index) => {
      const xsd = path.join(assembly.directory, String(assetPaths[index]), 'esocial', 'xsd');
      const esocial = (functionManifest[fnId] as { esocial?: boolean }).esocial === true;
      expect(existsSync(path.join(xsd, 'S-1.3', 'tipos.xsd')), fnId).toBe(esocial);
      expect(existsSync(path.join(xsd, 'comunicacao', 'EnvioLoteEventos-v1_1_1.xsd')), fnId).toBe(esocial);
      const tables = path.join(assembly.directory, String(assetPaths[index]), 'esocial', 'tables');
      expect(existsSync(path.join(tables, 'cid-10.json')), fnId).toBe(esocial);
      expect(existsSync(path.join(tables, 'municipios-ibge.json')), fnId).toBe(esocial);
      const bundle = readFileSync(path.join(assembly.directory, String(assetPaths[index]), 'index.mjs'), 'utf8');
      expect(bundle.includes('Gastroenteropatia aguda pelo agente de Norwalk'), `${fnId} bundles CID-10`).toBe(false);
    });
  });
});
