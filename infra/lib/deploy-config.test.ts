import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import { functionAccess } from '@ocupacional/functions/function-access';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { bundlingOf, esocialTablesSourceDir, isMailFunction } from './constructs/functions';
import { contextKeys, defaultEsocialXsdDir, esocialConfigOf, publicUrlOf } from './deploy-config';
import type { OcupacionalStack } from './ocupacional-stack';
import { repoRoot } from './paths';
import { buildStack } from './test-support';

/*
 * What a deployment configures beside the stage (deploy-config.ts): the Gmail OAuth2 client and the tracking root
 * reach the mail functions, the client secret and the eSocial CA only as Secrets Manager names the functions may
 * read, and the eSocial functions carry the official XSDs and the CAT's large code tables in their bundle with
 * ESOCIAL_XSD_DIR and ESOCIAL_TABLES_DIR pointing at them.
 */

const manifest = Object.entries(functionManifest) as [FunctionId, FunctionDef][];
const mailIds = manifest.filter(([, def]) => isMailFunction(def)).map(([fnId]) => fnId);
const esocialIds = manifest.filter(([, def]) => def.esocial).map(([fnId]) => fnId);

const context = {
  [contextKeys.mailOauth2ClientId]: 'cliente-123.apps.googleusercontent.com',
  [contextKeys.mailOauth2ClientSecret]: 'ocupacional/test/mail-oauth2-client-secret',
  [contextKeys.mailOauth2RedirectUri]: 'https://app.ocupacional.com.br/oauth2/callback',
  [contextKeys.mailTrackingBaseUrl]: 'https://app.ocupacional.com.br/sst/api',
  [contextKeys.esocialCaSecret]: 'ocupacional/test/esocial-ca',
  [contextKeys.publicUrl]: 'https://web.ocupacional.com.br',
};

function variablesOf(stack: OcupacionalStack, template: Template, fnId: FunctionId): Record<string, unknown> {
  const logicalId = stack.resolve(stack.getLogicalId(stack.functions[fnId].node.defaultChild as CfnElement)) as string;
  const fn = template.toJSON().Resources[logicalId] as { Properties: { Environment: { Variables: Record<string, unknown> } } };
  return fn.Properties.Environment.Variables;
}

function policiesOf(stack: OcupacionalStack, template: Template, fnId: FunctionId): string {
  const role = stack.functions[fnId].role as IConstruct;
  const roleId = stack.resolve(stack.getLogicalId(role.node.defaultChild as CfnElement)) as string;
  return JSON.stringify(template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }));
}

describe('mail and eSocial configured from CDK context', () => {
  let stack: OcupacionalStack;
  let template: Template;
  beforeAll(() => {
    stack = buildStack({ context }).stack;
    template = Template.fromStack(stack);
  });

  test('the mail functions are the mail API and the mail-send worker', () => {
    expect(mailIds.sort()).toEqual(['mailApi', 'mailSend']);
  });

  test.each(manifest)('function %s gets MAIL_OAUTH2_*, MAIL_TRACKING_BASE_URL and MAIL_SMTP_BLOCK_PRIVATE only if it is a mail function', (fnId, def) => {
    // Act
    const variables = variablesOf(stack, template, fnId);
    // Assess
    const expected = {
      MAIL_OAUTH2_CLIENT_ID: 'cliente-123.apps.googleusercontent.com',
      MAIL_OAUTH2_CLIENT_SECRET_ID: 'ocupacional/test/mail-oauth2-client-secret',
      MAIL_OAUTH2_REDIRECT_URI: 'https://app.ocupacional.com.br/oauth2/callback',
      MAIL_TRACKING_BASE_URL: 'https://app.ocupacional.com.br/sst/api',
      // Tenant SMTP hosts must be public in AWS (issue 12 item 5).
      MAIL_SMTP_BLOCK_PRIVATE: '1',
    };
    if (isMailFunction(def)) expect(variables).toMatchObject(expected);
    else for (const name of Object.keys(expected)) expect(variables, `${fnId} ${name}`).not.toHaveProperty(name);
    // The plain secret is never a variable: the functions read it from Secrets Manager.
    expect(variables).not.toHaveProperty('MAIL_OAUTH2_CLIENT_SECRET');
  });

  test.each(manifest)('function %s may read the OAuth2 client secret only if it is a mail function', (fnId, def) => {
    // Act
    const policies = policiesOf(stack, template, fnId);
    // Assess
    expect(policies.includes('secret:ocupacional/test/mail-oauth2-client-secret-??????'), fnId).toBe(isMailFunction(def));
    if (isMailFunction(def)) expect(policies).toContain('secretsmanager:GetSecretValue');
  });

  test.each(manifest)('function %s finds the XSDs and code tables in its bundle and names and reads the CA secret only if it declares it (an eSocial function that connects)', (fnId, def) => {
    // Arrange
    const readsCa = (functionAccess[fnId].secrets as readonly string[]).includes('esocialCa');
    // Act
    const variables = variablesOf(stack, template, fnId);
    const policies = policiesOf(stack, template, fnId);
    // Assess
    if (readsCa) expect(def.esocial, fnId).toBe(true);
    if (def.esocial) {
      expect(variables).toMatchObject({ ESOCIAL_XSD_DIR: '/var/task/esocial/xsd', ESOCIAL_TABLES_DIR: '/var/task/esocial/tables' });
      if (readsCa) expect(variables).toMatchObject({ ESOCIAL_CA_PEM_SECRET_ID: 'ocupacional/test/esocial-ca' });
      else expect(variables).not.toHaveProperty('ESOCIAL_CA_PEM_SECRET_ID');
    } else {
      expect(variables).not.toHaveProperty('ESOCIAL_XSD_DIR');
      expect(variables).not.toHaveProperty('ESOCIAL_TABLES_DIR');
      expect(variables).not.toHaveProperty('ESOCIAL_CA_PEM_SECRET_ID');
    }
    expect(policies.includes('secret:ocupacional/test/esocial-ca-??????'), fnId).toBe(readsCa);
  });

  test('the secrets are imported by name (the stack creates only its JWT and origin secrets) and cdk-nag finds nothing unacknowledged', () => {
    // Act
    const { app } = buildStack({ context });
    app.synth();
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    // Assess
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
    // Its own two: the JWT signing key and CloudFront's origin header (constructs/web-distribution.ts).
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
  });
});

describe('without mail or eSocial context', () => {
  test('the functions get no OAuth2, tracking or CA variables, and the eSocial ones still find their XSDs', () => {
    // Prepare
    const { stack } = buildStack();
    const template = Template.fromStack(stack);
    // Act
    const all = manifest.map(([fnId]) => [fnId, variablesOf(stack, template, fnId)] as const);
    // Assess
    for (const [fnId, variables] of all) {
      expect(Object.keys(variables).filter((name) => /^MAIL_(OAUTH2|TRACKING)|^ESOCIAL_CA/.test(name)), fnId).toEqual([]);
      expect(variables.ESOCIAL_XSD_DIR, fnId).toBe(esocialIds.includes(fnId) ? '/var/task/esocial/xsd' : undefined);
      expect(variables.ESOCIAL_TABLES_DIR, fnId).toBe(esocialIds.includes(fnId) ? '/var/task/esocial/tables' : undefined);
    }
  });

  test('OAuth2 needs the client id and the secret name together', () => {
    expect(() => buildStack({ context: { [contextKeys.mailOauth2ClientId]: 'só-o-id' } })).toThrow(/go together/);
  });
});

describe('the eSocial XSDs in the bundle', () => {
  test('the source folder is functions/esocial/xsd of the repository by default, or the context value (relative to the project root)', () => {
    // Act
    const standard = esocialConfigOf(new App().node, undefined);
    const overridden = esocialConfigOf(new App({ context: { [contextKeys.esocialXsdDir]: 'vendor/esocial-xsd' } }).node, undefined);
    const byProps = esocialConfigOf(new App().node, { xsdDir: '/opt/xsd' });
    // Assess
    expect(standard.xsdDir).toBe(path.resolve(repoRoot, 'functions', 'esocial', 'xsd'));
    expect(standard.xsdDir).toBe(defaultEsocialXsdDir);
    expect(overridden.xsdDir).toBe(path.join(repoRoot, 'vendor', 'esocial-xsd'));
    expect(byProps.xsdDir).toBe('/opt/xsd');
  });

  test('the eSocial functions copy every XSD of S-1.3/ and comunicacao/ and the large code tables after bundling; the others copy nothing', () => {
    // Prepare
    const config = esocialConfigOf(new App().node, undefined);
    const outputDir = mkdtempSync(path.join(tmpdir(), 'esocial-bundle-'));

    // Act
    const commands = bundlingOf(functionManifest.esocialWorker, config).commandHooks?.afterBundling('/in', outputDir) ?? [];
    for (const command of commands) execFileSync('bash', ['-c', command]);

    // Assess
    for (const folder of ['S-1.3', 'comunicacao']) {
      const expected = readdirSync(path.join(config.xsdDir, folder)).filter((name) => name.endsWith('.xsd')).sort();
      expect(readdirSync(path.join(outputDir, 'esocial', 'xsd', folder)).sort(), folder).toEqual(expected);
    }
    expect(readdirSync(path.join(outputDir, 'esocial', 'xsd', 'S-1.3'))).toEqual(expect.arrayContaining(['evtMonit.xsd', 'tipos.xsd', 'xmldsig-core-schema.xsd']));
    // CID-10 and the IBGE municipalities, read from ESOCIAL_TABLES_DIR by functions/src/esocial/tables (not bundled).
    expect(esocialTablesSourceDir).toBe(path.join(repoRoot, 'functions', 'esocial', 'tables'));
    expect(readdirSync(path.join(outputDir, 'esocial', 'tables')).sort()).toEqual(['cid-10.json', 'municipios-ibge.json']);
    for (const name of ['cid-10.json', 'municipios-ibge.json']) {
      expect(readFileSync(path.join(outputDir, 'esocial', 'tables', name), 'utf8'), name).toBe(readFileSync(path.join(esocialTablesSourceDir, name), 'utf8'));
    }
    expect(bundlingOf(functionManifest.mailSend, config).commandHooks).toBeUndefined();
    // The PDF workers keep only their node_modules step.
    expect(bundlingOf(functionManifest.asoSplit, config).commandHooks?.afterBundling('/in', '/out')).toHaveLength(1);
  });

  test('a missing source folder fails the copy step (and so the bundling), not a Lambda at run time', () => {
    // Prepare
    const outputDir = mkdtempSync(path.join(tmpdir(), 'esocial-bundle-'));
    const commands = bundlingOf(functionManifest.esocialApi, { xsdDir: path.join(outputDir, 'nao-existe') }).commandHooks?.afterBundling('/in', outputDir) ?? [];
    // Act / Assess: the XSD copy fails (the tables' copy is the second step)
    expect(commands).toHaveLength(2);
    expect(commands[1]).toContain('esocial/tables');
    expect(() => execFileSync('bash', ['-c', commands[0] as string], { stdio: 'pipe' })).toThrow();
  });

  test('a CA file given as context is copied beside the XSDs and named by ESOCIAL_CA_FILE', () => {
    // Prepare
    const caFile = path.join(defaultEsocialXsdDir, 'S-1.3', 'tipos.xsd');
    const { stack } = buildStack({ context: { [contextKeys.esocialCaFile]: caFile } });
    const template = Template.fromStack(stack);
    const outputDir = mkdtempSync(path.join(tmpdir(), 'esocial-bundle-'));

    // Act
    const commands = bundlingOf(functionManifest.dailyCheckTenant, esocialConfigOf(stack.node, undefined)).commandHooks?.afterBundling('/in', outputDir) ?? [];
    for (const command of commands) execFileSync('bash', ['-c', command]);

    // Assess
    expect(readdirSync(path.join(outputDir, 'esocial')).sort()).toEqual(['ca.pem', 'tables', 'xsd']);
    expect(variablesOf(stack, template, 'dailyCheckTenant')).toMatchObject({ ESOCIAL_CA_FILE: '/var/task/esocial/ca.pem' });
    expect(variablesOf(stack, template, 'mailSend')).not.toHaveProperty('ESOCIAL_CA_FILE');
  });
});

describe('the public address of e-mailed links (issue 12 item 9)', () => {
  test.each(manifest)('function %s gets PUBLIC_APP_URL from the publicUrl context', (fnId) => {
    // Prepare
    const { stack } = buildStack({ context });
    // Act
    const variables = variablesOf(stack, Template.fromStack(stack), fnId);
    // Assess
    expect(variables.PUBLIC_APP_URL).toBe('https://web.ocupacional.com.br');
  });

  test('without the context no function gets it (links are refused, never taken from the request) and the synth warns', () => {
    // Prepare
    const { stack } = buildStack({ context: { [contextKeys.publicUrl]: '' } });
    const template = Template.fromStack(stack);
    // Act
    const withUrl = manifest.filter(([fnId]) => 'PUBLIC_APP_URL' in variablesOf(stack, template, fnId));
    // Assess
    expect(withUrl).toEqual([]);
    expect(JSON.stringify(stack.node.metadata)).toContain('publicUrl');
  });

  test('the address must be an https origin', () => {
    const node = (value: string) => new App({ context: { [contextKeys.publicUrl]: value } }).node;
    expect(publicUrlOf(node('https://web.ocupacional.com.br/'), undefined)).toBe('https://web.ocupacional.com.br');
    expect(() => publicUrlOf(node('http://web.ocupacional.com.br'), undefined)).toThrow(/https/);
    expect(() => publicUrlOf(node('https://web.ocupacional.com.br/app'), undefined)).toThrow(/origin/);
    expect(() => publicUrlOf(node('web.ocupacional.com.br'), undefined)).toThrow(/URL/);
  });
});
