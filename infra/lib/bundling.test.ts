import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, test } from 'vitest';
import { functionManifest, type FunctionId } from '@ocupacional/functions/manifest';
import { buildStack } from './test-support';

describe('bundling', () => {
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
      expect(readFileSync(path.join(assembly.directory, String(assetPath), 'index.mjs.map'), 'utf8')).toContain('"mappings"');
    }
  });
});
