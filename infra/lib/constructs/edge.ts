import { Annotations, Stack, Token, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct, Node } from 'constructs';
import { apiPrefix, apiRoutes, pointTypes, type ApiRoute, type PointType } from '@ocupacional/shared';
import { contextKeys } from '../deploy-config';

/*
 * What CloudFront needs from us-east-1 (issue 21 items 2 and 8): the areas' ACM certificate and the WAF web ACL.
 * CloudFront accepts both only from that region, so they live in a stack of their own there; the main stack
 * (sa-east-1) reads their ARNs through CDK's cross-region references (CloudFormation's Fn::GetStackOutput of the
 * edge stack's outputs), so `cdk deploy --all` deploys the edge stack first.
 */

/** The Route 53 hosted zone of the domain: given, the stack validates the certificate and writes the areas' records. */
export interface HostedZoneConfig {
  readonly id: string;
  readonly name: string;
}

/** The product's domain: the four areas are served on `<area>.<name>`. */
export interface DomainConfig {
  readonly name: string;
  readonly hostedZone?: HostedZoneConfig;
}

function text(node: Node, key: string): string | undefined {
  const value = node.tryGetContext(key) as unknown;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context ${key} must be a string`);
  return value.trim().toLowerCase().replace(/\.$/, '') || undefined;
}

/**
 * The domain of the context (`-c domain=example.com.br -c hostedZoneId=Z… -c hostedZoneName=example.com.br`), or
 * undefined without one. The zone must hold the domain (the domain itself or a parent of it).
 *
 * @example domainConfigOf(app.node) // { name: 'example.com.br', hostedZone: { id: 'Z0123', name: 'example.com.br' } }
 */
export function domainConfigOf(node: Node): DomainConfig | undefined {
  const name = text(node, contextKeys.domain);
  const zoneId = node.tryGetContext(contextKeys.hostedZoneId) as unknown;
  const zoneName = text(node, contextKeys.hostedZoneName);
  const hasZoneId = typeof zoneId === 'string' && zoneId.trim() !== '';
  if (hasZoneId !== Boolean(zoneName)) {
    throw new Error(`context ${contextKeys.hostedZoneId} and ${contextKeys.hostedZoneName} go together`);
  }
  if (!name) {
    if (hasZoneId) throw new Error(`context ${contextKeys.hostedZoneId} needs ${contextKeys.domain}`);
    return undefined;
  }
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/.test(name)) {
    throw new Error(`context ${contextKeys.domain} must be a domain name such as example.com.br`);
  }
  if (zoneName && name !== zoneName && !name.endsWith(`.${zoneName}`)) {
    throw new Error(`the hosted zone ${zoneName} does not hold ${name}`);
  }
  return { name, ...(hasZoneId && zoneName ? { hostedZone: { id: zoneId.trim(), name: zoneName } } : {}) };
}

/** The host names of the four areas (spec 1 §1: the area is chosen by the first label of the host). */
export function areaHostNames(domain: string): Record<PointType, string> {
  return Object.fromEntries(pointTypes.map((area) => [area, `${area}.${domain}`])) as Record<PointType, string>;
}

/**
 * The requests per IP address per {@link authRateWindowSeconds} CloudFront lets through to the login, password
 * recovery and password redefinition routes. Above the API's own per-address limits (20 failed logins and 10
 * recovery e-mails per address, functions/src/platform/rate-limit.ts), so the API keeps answering its pt-BR
 * messages in normal use — a clinic of many users behind one address logging in at the start of a shift — while a
 * flood stops at the edge before it costs invocations and table writes.
 */
export const authRateLimit = 100;
export const authRateWindowSeconds = 300;

/** The routes the rate-based rule covers: those whose rate-limit bucket is login or recovery (shared/src/api-routes.ts). */
export function authRoutes(): readonly ApiRoute[] {
  return (apiRoutes as readonly ApiRoute[]).filter((route) => route.rateLimit === 'login' || route.rateLimit === 'recovery');
}

function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * One regular expression matching the full paths of {@link authRoutes}, the tenant segment as any one segment, e.g.
 * `^/sst/api(?:/[^/]+)?/(?:login|recuperar\-senha|redefinir\-senha)$`. Built from the manifest, never retyped.
 */
export function authPathPattern(): string {
  const routes = authRoutes();
  const paths = [...new Set(routes.map((route) => escapeRegex(route.path.replace(/^\//, ''))))].sort();
  const tenantSegment = routes.some((route) => route.tenant) ? '(?:/[^/]+)?' : '';
  return `^${escapeRegex(apiPrefix)}${tenantSegment}/(?:${paths.join('|')})$`;
}

/** The label AWSManagedRulesCommonRuleSet puts on a request whose body is larger than 8 KB. */
export const sizeRestrictionsBodyLabel = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

/**
 * The web ACL's rules, in evaluation order:
 * 1. Amazon's IP reputation list (bots, scanners, known bad actors);
 * 2. the common rule set, with SizeRestrictions_BODY counted instead of blocked: it refuses every body over 8 KB,
 *    and the API declares larger bodies per route (shared/src/api-routes.ts maxBodyBytes, 1 MB by default; a
 *    certificate travels base64 in a 128 KB body) and answers 413 itself above them;
 * 3. the counted match blocked again outside the API, where no request has a reason to carry a body;
 * 4. the rate-based rule on the login and recovery routes.
 */
export function webAclRules(stage: string): wafv2.CfnWebACL.RuleProperty[] {
  return [
    {
      name: 'AmazonIpReputation',
      priority: 0,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
      visibilityConfig: visibility(`ocupacional-${stage}-ip-reputation`),
    },
    {
      name: 'CommonRuleSet',
      priority: 1,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        },
      },
      visibilityConfig: visibility(`ocupacional-${stage}-common`),
    },
    {
      name: 'LargeBodyOutsideApi',
      priority: 2,
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            { labelMatchStatement: { scope: 'LABEL', key: sizeRestrictionsBodyLabel } },
            {
              notStatement: {
                statement: {
                  byteMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'STARTS_WITH',
                    searchString: `${apiPrefix}/`,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              },
            },
          ],
        },
      },
      visibilityConfig: visibility(`ocupacional-${stage}-large-body`),
    },
    {
      name: 'LoginAndRecoveryRate',
      priority: 3,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit: authRateLimit,
          evaluationWindowSec: authRateWindowSeconds,
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            regexMatchStatement: {
              fieldToMatch: { uriPath: {} },
              regexString: authPathPattern(),
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        },
      },
      visibilityConfig: visibility(`ocupacional-${stage}-auth-rate`),
    },
  ];
}

export interface EdgeStackProps extends StackProps {
  readonly stage: string;
  /** The product's domain; absent: no certificate (CloudFront's own host name serves the back office only). */
  readonly domain?: DomainConfig;
}

/** The us-east-1 stack: the web ACL always, the areas' certificate when there is a domain. */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;
  readonly certificate?: acm.Certificate;
  readonly domain?: DomainConfig;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { crossRegionReferences: true, ...props });
    if (this.region !== 'us-east-1') throw new Error(`the edge stack must be in us-east-1 (CloudFront), not ${this.region}`);
    this.domain = props.domain;

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `ocupacional-${props.stage}`,
      description: `ocupacional ${props.stage} CloudFront, web app and API`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: webAclRules(props.stage),
      visibilityConfig: visibility(`ocupacional-${props.stage}`),
    });

    if (props.domain) {
      const hosts = Object.values(areaHostNames(props.domain.name));
      const zone = props.domain.hostedZone
        ? route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
            hostedZoneId: props.domain.hostedZone.id,
            zoneName: props.domain.hostedZone.name,
          })
        : undefined;
      if (!zone) {
        Annotations.of(this).addWarningV2(
          'ocupacional:certificateValidation',
          `No hosted zone (-c ${contextKeys.hostedZoneId}=… -c ${contextKeys.hostedZoneName}=…): the deploy waits until the certificate's DNS validation records, shown in the ACM console (us-east-1), are created at the domain's DNS provider.`,
        );
      }
      const [primary, ...alternatives] = hosts;
      this.certificate = new acm.Certificate(this, 'Certificate', {
        domainName: primary as string,
        subjectAlternativeNames: alternatives,
        validation: acm.CertificateValidation.fromDns(zone),
      });
    }
  }
}

/**
 * The edge stack of a main stack that was given none (tests, other apps): `<main id>-edge` in the same app and
 * account, the domain from the context. bin/app.ts builds it explicitly.
 */
export function edgeStackBeside(main: Stack, stage: string): EdgeStack {
  const scope = main.node.scope as Construct;
  const existing = scope.node.tryFindChild(`${main.node.id}-edge`);
  if (existing instanceof EdgeStack) return existing;
  return new EdgeStack(scope, `${main.node.id}-edge`, {
    stage,
    domain: domainConfigOf(main.node),
    env: { ...(Token.isUnresolved(main.account) ? {} : { account: main.account }), region: 'us-east-1' },
  });
}
