import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { domainConfigOf, EdgeStack } from '../lib/constructs/edge';
import { assertWebBuilt } from '../lib/constructs/web-distribution';
import { OcupacionalStack } from '../lib/ocupacional-stack';

/**
 * The CDK app: `npm run synth` (cdk synth) runs this file. The stage comes from `-c stage=prod` or STAGE,
 * default dev. The region is São Paulo unless `-c region=...` says otherwise: not the CLI's default region,
 * which offline is us-east-1 and would quietly move Brazilian health data abroad.
 *
 * Two stacks per stage: `Ocupacional-<stage>-edge` in us-east-1, where CloudFront takes its certificate and web ACL
 * from (no data there), and `Ocupacional-<stage>`, everything else. `cdk deploy --all` deploys the edge first.
 */
const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? process.env.STAGE ?? 'dev';
const account = process.env.CDK_DEFAULT_ACCOUNT;
// The stack uploads the built web app: without it a deploy would serve a stand-in page (constructs/web-distribution.ts).
assertWebBuilt();

const edge = new EdgeStack(app, `Ocupacional-${stage}-edge`, {
  stage,
  domain: domainConfigOf(app.node),
  env: { account, region: 'us-east-1' },
});

new OcupacionalStack(app, `Ocupacional-${stage}`, {
  stage,
  // Absent: the context's domain, else ocupacional.com.br (OcupacionalStack).
  mailDomain: app.node.tryGetContext('mailDomain') as string | undefined,
  appVersion: (app.node.tryGetContext('appVersion') as string | undefined) ?? '1.0.0',
  edge,
  env: {
    account,
    region: (app.node.tryGetContext('region') as string | undefined) ?? 'sa-east-1',
  },
});

// cdk-nag's AwsSolutions pack (v3: a policy validation plugin) runs on every synth: any unacknowledged
// finding fails it. The acknowledgements and their reasons live in infra/lib/nag-suppressions.ts (and the synth's
// validation report), not in the template: copied into every resource's metadata they were 657 KB of a 959 KB
// template, near CloudFormation's 1 MB limit.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: false }));
