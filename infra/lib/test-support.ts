import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { OcupacionalStack, type OcupacionalStackProps } from './ocupacional-stack';
import { repoRoot } from './paths';

/** The feature flags of cdk.json, so tests synthesize what `npm run synth` synthesizes. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/**
 * A test app holding the stack. Bundling is off unless asked for (`aws:cdk:bundling-stacks` = []), which keeps
 * unit tests fast; with bundling on, resources record their asset path as under the CLI.
 */
export function buildStack(
  options: { bundling?: boolean; stage?: string; context?: Record<string, unknown>; props?: Partial<OcupacionalStackProps> } = {},
): {
  app: App;
  stack: OcupacionalStack;
} {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      ...(options.bundling ? { 'aws:cdk:enable-asset-metadata': true } : { 'aws:cdk:bundling-stacks': [] }),
      // A deployment names its public address (deploy-config.ts); '' in options.context leaves it out.
      publicUrl: 'https://web.ocupacional.com.br',
      ...options.context,
    },
  });
  const stack = new OcupacionalStack(app, 'Test', {
    ...options.props,
    stage: options.stage ?? 'test',
    env: { account: '123456789012', region: 'sa-east-1' },
  });
  return { app, stack };
}
