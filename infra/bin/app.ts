import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { OcupacionalStack } from '../lib/ocupacional-stack';

/**
 * The CDK app: `npm run synth` (cdk synth) runs this file. The stage comes from `-c stage=prod` or STAGE,
 * default dev. The region is São Paulo unless `-c region=...` says otherwise: not the CLI's default region,
 * which offline is us-east-1 and would quietly move Brazilian health data abroad.
 */
const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? process.env.STAGE ?? 'dev';

new OcupacionalStack(app, `Ocupacional-${stage}`, {
  stage,
  mailDomain: (app.node.tryGetContext('mailDomain') as string | undefined) ?? 'ocupacional.com.br',
  appVersion: (app.node.tryGetContext('appVersion') as string | undefined) ?? '1.0.0',
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: (app.node.tryGetContext('region') as string | undefined) ?? 'sa-east-1',
  },
});

// cdk-nag's AwsSolutions pack (v3: a policy validation plugin) runs on every synth: any unacknowledged
// finding fails it. Acknowledgements and their reasons are copied into the template metadata for audit.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }));
