import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  apiCsp,
  apiPrefix,
  cspHeader,
  fixedSecurityHeaders,
  hsts,
  originVerifyHeader,
  webCspWithUploads,
  type CspDirectives,
} from '@ocupacional/shared';
import { contextKeys } from '../deploy-config';
import { repoRoot } from '../paths';
import { areaHostNames, type EdgeStack } from './edge';

export interface WebDistributionProps {
  readonly stage: string;
  readonly webBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
  /** Host name of the HTTP API (execute-api). */
  readonly apiDomainName: string;
  /** The bucket the browser posts files to with presigned POSTs (the CSP's connect-src names it). */
  readonly uploadBucket: s3.IBucket;
  /** The us-east-1 stack with the web ACL and, with a domain, the areas' certificate (constructs/edge.ts). */
  readonly edge: EdgeStack;
  /** The value CloudFront sends to the API as {@link originVerifyHeader} ({@link createOriginVerifySecret}). */
  readonly originVerifySecret: secretsmanager.ISecret;
  /** The built web app (vite build); default web/dist. */
  readonly webBuildDir?: string;
}

/**
 * The secret whose value CloudFront sends to the API as {@link originVerifyHeader}: the API functions refuse requests
 * without it (ORIGIN_VERIFY_SECRET_ID), so the WAF and the edge cannot be skipped by calling execute-api directly.
 * Created in the main stack before the functions, which read it. The AWS-managed key encrypts it: its value is also in
 * the distribution's configuration, so a customer key would protect nothing more.
 */
export function createOriginVerifySecret(scope: Construct, stage: string): secretsmanager.Secret {
  const secret = new secretsmanager.Secret(scope, 'OriginVerifySecret', {
    secretName: `ocupacional/${stage}/origin-verify`,
    description: `The ${originVerifyHeader} header CloudFront adds to every API request (ocupacional ${stage})`,
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      "CloudFront takes the value at deploy (a dynamic reference in the origin's header), which a Secrets Manager rotation cannot update: a rotated secret would refuse every API call until the next deploy. It changes by a new value and a deploy (docs/deploy.md).",
  });
  return secret;
}

/** Where `npm run build -w web` writes the app. */
export const defaultWebBuildDir = path.join(repoRoot, 'web', 'dist');

/** Vite names every file under assets/ after its content hash: a changed file is a new name, so it never goes stale. */
export const hashedAssetsPrefix = 'assets/';
export const hashedAssetsCacheControl = 'public, max-age=31536000, immutable';
/** index.html and the other un-hashed files: revalidated on every load, so a deploy reaches every open browser. */
export const pagesCacheControl = 'no-cache';

/**
 * Rewrites app routes (paths whose last segment has no dot) to /index.html. A function instead of
 * errorResponses, because errorResponses would apply to the API behaviour too and hide its 404 answers.
 */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * A response-headers policy from the shared declaration (shared/src/security-headers.ts), overriding whatever the
 * origin sent, so a function cannot weaken it.
 */
function securityHeadersPolicy(scope: Construct, id: string, csp: CspDirectives, comment: string) {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: cspHeader(csp), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        preload: hsts.preload,
        override: true,
      },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption[fixedSecurityHeaders['x-frame-options']], override: true },
      // X-Content-Type-Options has one value, nosniff (fixedSecurityHeaders).
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: fixedSecurityHeaders['referrer-policy'] as cloudfront.HeadersReferrerPolicy, override: true },
    },
  });
}

/**
 * The built web app as a deployment source, or, when it was not built (unit tests on a clean clone), a one-page
 * stand-in with a synth warning. bin/app.ts refuses to synthesize without the build, so `npm run synth` (which builds
 * it first) and `cdk deploy` never upload the stand-in.
 */
export function webSource(scope: Construct, buildDir: string): s3deploy.ISource {
  if (hasWebBuild(buildDir)) return s3deploy.Source.asset(buildDir);
  Annotations.of(scope).addWarningV2(
    'ocupacional:webBuild',
    `${buildDir} has no index.html: the deployment would upload a stand-in page (npm run build -w web; npm run synth does it).`,
  );
  return s3deploy.Source.data('index.html', '<!doctype html><title>Ocupacional</title>');
}

/** Whether the web app was built into the folder. */
export function hasWebBuild(buildDir: string = defaultWebBuildDir): boolean {
  return existsSync(path.join(buildDir, 'index.html'));
}

/** Refuses a synthesis that would deploy without the built app (bin/app.ts, never the unit tests). */
export function assertWebBuilt(buildDir: string = defaultWebBuildDir): void {
  if (!hasWebBuild(buildDir)) {
    throw new Error(`${buildDir} has no index.html: build the web app first (npm run build -w web; npm run synth does it)`);
  }
}

/**
 * CloudFront in front of everything: the web bucket through OAC, and /sst/api/* passed to the HTTP API with the
 * origin secret. With a domain, the four areas' host names on the us-east-1 certificate (TLS 1.2 minimum) and, with
 * a hosted zone, their A/AAAA records; the web ACL of the edge stack always.
 */
export class WebDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** The two uploads of the built app: hashed assets first, then the pages that name them (with the invalidation). */
  readonly assetsDeployment: s3deploy.BucketDeployment;
  readonly pagesDeployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const { edge } = props;
    const domain = edge.domain;
    const hosts = domain ? areaHostNames(domain.name) : undefined;

    const rewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewrite),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'SPA routes to /index.html',
    });

    const uploads = webCspWithUploads([`https://${props.uploadBucket.bucketRegionalDomainName}`]);
    const webHeaders = securityHeadersPolicy(this, 'WebSecurityHeaders', uploads, `ocupacional ${props.stage} web app`);
    const apiHeaders = securityHeadersPolicy(this, 'ApiSecurityHeaders', apiCsp, `ocupacional ${props.stage} API`);

    // CachingOptimized keeps an object at least 1 s whatever the origin says; with a minimum of 0 the edge honours
    // the Cache-Control the deployment wrote: index.html revalidated on every request, assets kept for a year.
    const webCache = new cloudfront.CachePolicy(this, 'WebCache', {
      comment: `ocupacional ${props.stage} web app: the objects' own Cache-Control`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `ocupacional ${props.stage}`,
      defaultRootObject: 'index.html',
      // Price classes 100 and 200 leave out the South American edges, where the users are.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: edge.webAcl.attrArn,
      ...(hosts && edge.certificate
        ? {
            domainNames: Object.values(hosts),
            certificate: edge.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: webCache,
        compress: true,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${apiPrefix}/*`]: {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // A dynamic reference ({{resolve:secretsmanager:…}}): CloudFormation reads the value at deploy, the
            // template never holds it. CloudFront overwrites a viewer's header of the same name.
            customHeaders: { [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          // HTTPS only, not a redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway answers 403 to a foreign Host) plus CloudFront's own headers,
          // CloudFront-Viewer-Address among them (the client's address the API rate-limits and logs). A custom policy
          // cannot do both: its allExcept mode takes no CloudFront headers and allViewerAndWhitelistCloudFront sends Host.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
    });

    const source = webSource(this, props.webBuildDir ?? defaultWebBuildDir);
    // One group for the deployments' shared handler, kept as long as the functions' logs.
    const deployLogs = new logs.LogGroup(this, 'DeployLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Old hashed files stay (prune off): a browser still on the previous index.html loads its chunks lazily.
    this.assetsDeployment = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: props.webBucket,
      exclude: ['*'],
      include: [`${hashedAssetsPrefix}*`],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(hashedAssetsCacheControl)],
      memoryLimit: 512,
      logGroup: deployLogs,
    });
    // After the assets, so no page ever names a chunk that is not there yet; .vite/ holds the build manifest (for
    // the benchmarks), not served.
    this.pagesDeployment = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: props.webBucket,
      exclude: [`${hashedAssetsPrefix}*`, '.vite/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(pagesCacheControl)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deployLogs,
    });
    this.pagesDeployment.node.addDependency(this.assetsDeployment);

    if (!domain) {
      Annotations.of(this).addWarningV2(
        'ocupacional:domain',
        `No domain (cdk deploy -c ${contextKeys.domain}=example.com.br): CloudFront's own host name serves the back office (web area) only; the empresa, credenciada and parceiro areas need their host names.`,
      );
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "Without a domain the distribution has only the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1; a deployment with a domain gets the ACM certificate and TLSv1.2_2021.",
      });
    } else if (hosts && domain.hostedZone) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZone.id,
        zoneName: domain.hostedZone.name,
      });
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
      for (const [area, host] of Object.entries(hosts)) {
        new route53.ARecord(this, `${area}A`, { zone, recordName: host, target });
        new route53.AaaaRecord(this, `${area}Aaaa`, { zone, recordName: host, target });
      }
    }

    acknowledgeDeploymentFindings(this, props.webBucket);
  }
}

/** The bootstrap's file-assets bucket as cdk-nag spells it in a finding id (tokens as <AWS::…>). */
function assetsBucketName(stack: Stack): string {
  const token = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
  return DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
    .replace('${AWS::AccountId}', token(stack.account, 'AccountId'))
    .replace('${AWS::Region}', token(stack.region, 'Region'));
}

/**
 * cdk-nag on the function CDK's BucketDeployment brings (one per stack and memory size, shared by both uploads): its
 * runtime, its managed logging policy and the wildcards of its grants are aws-cdk-lib's, not ours to shape.
 */
function acknowledgeDeploymentFindings(scope: Construct, webBucket: s3.IBucket): void {
  const stack = Stack.of(scope);
  const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  const webBucketRef = `<${stack.getLogicalId(webBucket.node.defaultChild as CfnElement)}.Arn>`;
  for (const handler of handlers) {
    const acknowledge = (id: string, reason: string) => Validations.of(handler).acknowledge({ id: `AwsSolutions-${id}`, reason });
    acknowledge('L1', "The runtime of CDK's BucketDeployment handler is chosen and upgraded by aws-cdk-lib with the library, not by this project.");
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledge(
        `IAM5[Action::${action}]`,
        "BucketDeployment's own grants (grantRead on the asset, grantReadWrite on the web bucket): the sync reads the uploaded build and replaces the app's files, on these two buckets only.",
      );
    }
    acknowledge(
      `IAM5[Resource::arn:${stack.partition}:s3:::${assetsBucketName(stack)}/*]`,
      "The CDK bootstrap's file-assets bucket, where the build is uploaded: the handler reads the build's zip from it by its content-hash key.",
    );
    acknowledge(
      `IAM5[Resource::${webBucketRef}/*]`,
      'The web bucket holds only the built app: the deployment writes and prunes every file of it, nothing else lives there.',
    );
    acknowledge(
      'IAM5[Resource::*]',
      "CloudFront's invalidation actions as BucketDeployment grants them (CreateInvalidation, GetInvalidation), the only statement on *; the invalidated distribution is the one the deployment names.",
    );
  }
}
