import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiPrefix, apiRoutes, buildPath, originVerifyHeader, pointTypes, resourceEnv } from '@ocupacional/shared';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { extraEnv } from './constructs/functions';
import { authPathPattern, authRateLimit, domainConfigOf, EdgeStack, sizeRestrictionsBodyLabel } from './constructs/edge';
import { assertWebBuilt, hashedAssetsCacheControl, pagesCacheControl, webSource } from './constructs/web-distribution';
import { repoRoot } from './paths';
import type { OcupacionalStack } from './ocupacional-stack';
import { buildStack } from './test-support';

/*
 * Issue 21 items 2, 7 (CloudFront's side) and 8: the areas on their domain, the web app's upload and caching, TLS,
 * the WAF, and the origin secret. Three deployments: without a domain, with a domain and its hosted zone, and with a
 * domain whose DNS is elsewhere.
 */

interface Built {
  stack: OcupacionalStack;
  edge: EdgeStack;
  main: Template;
  edgeTemplate: Template;
}

function build(context: Record<string, unknown> = {}): Built {
  const { app, stack } = buildStack({ context });
  const edge = app.node.findChild(`${stack.node.id}-edge`) as EdgeStack;
  return { stack, edge, main: Template.fromStack(stack), edgeTemplate: Template.fromStack(edge) };
}

const zone = { hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'exemplo.com.br' };
const areaHosts = pointTypes.map((area) => `${area}.exemplo.com.br`);

let plain: Built;
let withZone: Built;
let withoutZone: Built;

beforeAll(() => {
  plain = build();
  withZone = build({ domain: 'exemplo.com.br', ...zone, publicUrl: '' });
  withoutZone = build({ domain: 'exemplo.com.br' });
});

function logicalId(stack: Stack, construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return stack.resolve(stack.getLogicalId(element)) as string;
}

function distributionConfig(built: Built): Record<string, unknown> & {
  Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  CacheBehaviors: Record<string, unknown>[];
  DefaultCacheBehavior: Record<string, unknown>;
  ViewerCertificate?: Record<string, unknown>;
  Aliases?: string[];
  WebACLId: unknown;
} {
  const distributions = Object.values(built.main.findResources('AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return (distributions[0] as { Properties: { DistributionConfig: never } }).Properties.DistributionConfig;
}

/** The value of an edge stack output that a main-stack property reads through Fn::GetStackOutput. */
function edgeOutputValue(built: Built, reference: unknown): unknown {
  const { StackName, Region, OutputName } = (reference as { 'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string } })[
    'Fn::GetStackOutput'
  ];
  expect(StackName).toBe(built.edge.stackName);
  expect(Region).toBe('us-east-1');
  return (built.edgeTemplate.toJSON().Outputs as Record<string, { Value: unknown }>)[OutputName]?.Value;
}

describe('domains and certificate', () => {
  test('the edge stack is in us-east-1, where CloudFront takes certificates and web ACLs from', () => {
    expect(plain.edge.region).toBe('us-east-1');
    expect(plain.stack.region).toBe('sa-east-1');
    expect(() => new EdgeStack(new App(), 'Wrong', { stage: 'x', env: { region: 'sa-east-1' } })).toThrow(/us-east-1/);
  });

  test('with a domain and its zone, one certificate covers the four areas, validated by DNS in the zone', () => {
    // Assess
    withZone.edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 1);
    withZone.edgeTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'web.exemplo.com.br',
      SubjectAlternativeNames: ['empresa.exemplo.com.br', 'credenciada.exemplo.com.br', 'parceiro.exemplo.com.br'],
      ValidationMethod: 'DNS',
      DomainValidationOptions: Match.arrayWith([
        { DomainName: 'parceiro.exemplo.com.br', HostedZoneId: zone.hostedZoneId },
      ]),
    });
  });

  test('with a domain, the distribution answers the four host names on that certificate, TLS 1.2 minimum', () => {
    for (const built of [withZone, withoutZone]) {
      const config = distributionConfig(built);
      expect(config.Aliases).toEqual(areaHosts);
      expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
      expect(edgeOutputValue(built, config.ViewerCertificate?.AcmCertificateArn)).toEqual({
        Ref: logicalId(built.edge, built.edge.certificate as IConstruct),
      });
    }
  });

  test('with a zone, each area has A and AAAA alias records to the distribution; without one, none', () => {
    // Prepare
    const distributionId = logicalId(withZone.stack, withZone.stack.web.distribution);

    // Assess
    for (const type of ['A', 'AAAA']) {
      for (const host of areaHosts) {
        withZone.main.hasResourceProperties('AWS::Route53::RecordSet', {
          Name: `${host}.`,
          Type: type,
          HostedZoneId: zone.hostedZoneId,
          AliasTarget: { DNSName: { 'Fn::GetAtt': [distributionId, 'DomainName'] }, HostedZoneId: Match.anyValue() },
        });
      }
    }
    // Only these: the zone may hold other records of the stack (the mail domain's DKIM).
    const aliasRecords = (built: Built) =>
      Object.values(built.main.findResources('AWS::Route53::RecordSet')).filter(
        (record) => (record as { Properties: { AliasTarget?: unknown } }).Properties.AliasTarget !== undefined,
      );
    expect(aliasRecords(withZone)).toHaveLength(8);
    expect(aliasRecords(withoutZone)).toHaveLength(0);
    withoutZone.edgeTemplate.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainValidationOptions: Match.absent(),
    });
    Annotations.fromStack(withoutZone.edge).hasWarning('*', Match.stringLikeRegexp('DNS validation'));
  });

  test('without a domain: no certificate, no aliases, no records, CloudFront’s default name and a synth warning', () => {
    const config = distributionConfig(plain);
    plain.edgeTemplate.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    expect(Object.keys(plain.main.findResources('AWS::Route53::RecordSet'))).toEqual([]);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    Annotations.fromStack(plain.stack).hasWarning('*', Match.stringLikeRegexp('No domain'));
    Annotations.fromStack(withZone.stack).hasNoWarning('*', Match.stringLikeRegexp('No domain'));
  });

  test('the public address defaults to the web area on the domain; an explicit publicUrl wins', () => {
    const publicUrlOf = (built: Built) =>
      new Set(
        Object.values(built.main.findResources('AWS::Lambda::Function'))
          .map((fn) => (fn as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }).Properties.Environment?.Variables)
          .filter((variables) => variables?.[resourceEnv.stage] !== undefined)
          .map((variables) => variables?.[resourceEnv.publicUrl]),
      );
    expect(publicUrlOf(withZone)).toEqual(new Set(['https://web.exemplo.com.br']));
    expect(publicUrlOf(withoutZone)).toEqual(new Set(['https://web.ocupacional.com.br']));
  });

  test('the domain context is checked: a zone that does not hold the domain, or half a zone, is refused', () => {
    const nodeWith = (context: Record<string, unknown>) => new App({ context }).node;
    expect(domainConfigOf(nodeWith({}))).toBeUndefined();
    expect(domainConfigOf(nodeWith({ domain: 'Exemplo.com.br.', ...zone }))).toEqual({
      name: 'exemplo.com.br',
      hostedZone: { id: zone.hostedZoneId, name: 'exemplo.com.br' },
    });
    expect(() => domainConfigOf(nodeWith({ domain: 'outro.com.br', ...zone }))).toThrow(/does not hold/);
    expect(() => domainConfigOf(nodeWith({ domain: 'exemplo.com.br', hostedZoneId: 'Z1' }))).toThrow(/go together/);
    expect(() => domainConfigOf(nodeWith({ domain: 'https://exemplo.com.br' }))).toThrow(/domain name/);
  });
});

describe('WAF', () => {
  interface Rule {
    Name: string;
    Priority: number;
    Action?: unknown;
    OverrideAction?: unknown;
    Statement: {
      ManagedRuleGroupStatement?: unknown;
      AndStatement: { Statements: unknown[] };
      RateBasedStatement: Record<string, unknown> & { ScopeDownStatement: { RegexMatchStatement: { RegexString: string } } };
    };
  }
  const rules = () => {
    const acls = Object.values(plain.edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const properties = (acls[0] as { Properties: { Scope: string; DefaultAction: unknown; Rules: Rule[] } }).Properties;
    expect(properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    return properties.Rules;
  };
  const rule = (name: string) => rules().find((candidate) => candidate.Name === name) as Rule;

  test('the web ACL is in the edge stack and attached to the distribution', () => {
    plain.main.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(edgeOutputValue(plain, distributionConfig(plain).WebACLId)).toEqual({
      'Fn::GetAtt': [logicalId(plain.edge, plain.edge.webAcl), 'Arn'],
    });
  });

  test('the IP reputation list and the common rule set run, with only SizeRestrictions_BODY counted', () => {
    expect(rule('AmazonIpReputation').Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesAmazonIpReputationList',
    });
    expect(rule('AmazonIpReputation').OverrideAction).toEqual({ None: {} });
    expect(rule('CommonRuleSet').OverrideAction).toEqual({ None: {} });
    expect(rule('CommonRuleSet').Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
  });

  test('a body over 8 KB is still blocked outside the API: the counted label, not under the API prefix', () => {
    const large = rule('LargeBodyOutsideApi');
    expect(large.Action).toEqual({ Block: {} });
    expect(large.Priority).toBeGreaterThan(rule('CommonRuleSet').Priority);
    expect(large.Statement.AndStatement.Statements).toEqual([
      { LabelMatchStatement: { Scope: 'LABEL', Key: sizeRestrictionsBodyLabel } },
      {
        NotStatement: {
          Statement: {
            ByteMatchStatement: expect.objectContaining({ PositionalConstraint: 'STARTS_WITH', SearchString: `${apiPrefix}/` }),
          },
        },
      },
    ]);
  });

  test('the rate-based rule blocks per address on exactly the login and recovery routes of the manifest', () => {
    // Prepare
    const rate = rule('LoginAndRecoveryRate');
    const statement = rate.Statement.RateBasedStatement;
    const pattern = new RegExp(statement.ScopeDownStatement.RegexMatchStatement.RegexString);
    const authRoutes = apiRoutes.filter((route) => 'rateLimit' in route && (route.rateLimit === 'login' || route.rateLimit === 'recovery'));
    const otherRoutes = apiRoutes.filter((route) => !authRoutes.includes(route as never));
    const pathOf = (route: (typeof apiRoutes)[number]) =>
      buildPath(route, {
        tenant: 'clinica-x',
        ...Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, '1'])),
      });

    // Assess
    expect(rate.Action).toEqual({ Block: {} });
    expect(statement).toMatchObject({ Limit: authRateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(authRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of authRoutes) expect(pathOf(route), route.id).toMatch(pattern);
    for (const route of otherRoutes) expect(pathOf(route), route.id).not.toMatch(pattern);
    expect(`${apiPrefix}/clinica-x/login/outra`).not.toMatch(pattern);
    expect(`/x${apiPrefix}/login`).not.toMatch(pattern);
    expect(statement.ScopeDownStatement.RegexMatchStatement.RegexString).toBe(authPathPattern());
  });
});

describe('web app upload and caching', () => {
  type Deployment = { Properties: Record<string, unknown>; DependsOn?: string[] };
  const deployments = () => plain.main.findResources('Custom::CDKBucketDeployment') as Record<string, Deployment>;
  /** The custom resource of a BucketDeployment of the Web construct (its logical id starts with the construct path). */
  const deploymentOf = (construct: IConstruct) => {
    const prefix = `Web${construct.node.id}`;
    const matches = Object.entries(deployments()).filter(([id]) => id.startsWith(prefix));
    expect(matches).toHaveLength(1);
    return (matches[0] as [string, Deployment])[1];
  };

  test('hashed assets are uploaded immutable for a year and never pruned, nothing else with them', () => {
    const assets = deploymentOf(plain.stack.web.assetsDeployment);
    expect(hashedAssetsCacheControl).toBe('public, max-age=31536000, immutable');
    expect(assets.Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': hashedAssetsCacheControl },
      DestinationBucketName: { Ref: logicalId(plain.stack, plain.stack.storage.buckets.web) },
    });
    expect(assets.Properties.DistributionId).toBeUndefined();
  });

  test('index.html and the other un-hashed files are uploaded no-cache, after the assets, with an invalidation', () => {
    const pages = deploymentOf(plain.stack.web.pagesDeployment);
    expect(pagesCacheControl).toBe('no-cache');
    expect(pages.Properties).toMatchObject({
      Exclude: ['assets/*', '.vite/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: logicalId(plain.stack, plain.stack.web.distribution) },
      DistributionPaths: ['/*'],
    });
    expect(pages.Properties.Include).toBeUndefined();
    expect(pages.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^WebDeployAssets/)]));
    expect(Object.keys(deployments())).toHaveLength(2);
  });

  test('the web behaviour honours those headers: its cache policy has no minimum TTL', () => {
    const cachePolicyRef = distributionConfig(plain).DefaultCacheBehavior.CachePolicyId as { Ref: string };
    const policy = plain.main.toJSON().Resources[cachePolicyRef.Ref] as { Properties: { CachePolicyConfig: Record<string, unknown> } };
    expect(policy.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, MaxTTL: 31_536_000 });
  });

  test('without the build, a unit-test synthesis uploads a stand-in and warns; bin/app.ts refuses to synthesize', () => {
    // Prepare
    const stack = new Stack(new App(), 'S');

    // Act
    webSource(stack, '/nao/existe');

    // Assess
    Annotations.fromStack(stack).hasWarning('/S', Match.stringLikeRegexp('no index.html'));
    expect(() => assertWebBuilt('/nao/existe')).toThrow(/npm run synth/);
    const built = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(built, 'index.html'), '<!doctype html>');
    expect(() => assertWebBuilt(built)).not.toThrow();
    expect(readFileSync(path.join(repoRoot, 'infra', 'bin', 'app.ts'), 'utf8')).toMatch(/^assertWebBuilt\(\);$/m);
  });
});

describe('origin secret', () => {
  const apiOrigin = (built: Built) => {
    const config = distributionConfig(built);
    const behaviour = config.CacheBehaviors.find((candidate) => candidate.PathPattern === `${apiPrefix}/*`);
    return { behaviour, origin: config.Origins.find((origin) => origin.Id === behaviour?.TargetOriginId) };
  };

  test('CloudFront sends the secret to the API as x-origin-verify through a dynamic reference, never the value', () => {
    // Prepare
    const secretId = logicalId(plain.stack, plain.stack.node.findChild('OriginVerifySecret'));
    const { origin } = apiOrigin(plain);

    // Assess
    expect(originVerifyHeader).toBe('x-origin-verify');
    expect(origin?.OriginCustomHeaders).toEqual([
      {
        HeaderName: originVerifyHeader,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
    const secret = plain.main.toJSON().Resources[secretId] as { Type: string; Properties: Record<string, unknown> };
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  test('the API behaviour forwards every viewer header but Host plus CloudFront’s, CloudFront-Viewer-Address among them', () => {
    // Managed AllViewerExceptHostHeader: a custom policy cannot drop Host and add CloudFront headers at once.
    expect(apiOrigin(plain).behaviour?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  test('every API function, and only they, finds the secret in ORIGIN_VERIFY_SECRET_ID and may read it', () => {
    // Prepare
    const secretId = logicalId(plain.stack, plain.stack.node.findChild('OriginVerifySecret'));
    type Resource = {
      Type: string;
      Properties: {
        Role?: { 'Fn::GetAtt': [string, string] };
        Environment?: { Variables: Record<string, unknown> };
        Roles?: unknown;
        PolicyDocument?: { Statement: { Action: unknown; Resource: unknown }[] };
      };
    };
    const resources = plain.main.toJSON().Resources as Record<string, Resource>;
    const policies = Object.values(resources).filter((resource) => resource.Type === 'AWS::IAM::Policy');

    // Assess
    for (const [fnId, def] of Object.entries(functionManifest) as [FunctionId, FunctionDef][]) {
      const fn = resources[logicalId(plain.stack, plain.stack.functions[fnId])];
      const variable = fn?.Properties.Environment?.Variables[extraEnv.originVerifySecretId];
      const roleId = fn?.Properties.Role?.['Fn::GetAtt'][0] ?? 'none';
      const readsSecret = policies
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
        .some((policy) =>
          (policy.Properties.PolicyDocument?.Statement ?? []).some(
            (statement) =>
              JSON.stringify(statement.Resource).includes(JSON.stringify({ Ref: secretId })) &&
              JSON.stringify(statement.Action).includes('secretsmanager:GetSecretValue'),
          ),
        );
      if (def.trigger.kind === 'api') {
        expect(variable, fnId).toEqual({ Ref: secretId });
        expect(readsSecret, fnId).toBe(true);
      } else {
        expect(variable, fnId).toBeUndefined();
        expect(readsSecret, fnId).toBe(false);
      }
    }
  });
});
