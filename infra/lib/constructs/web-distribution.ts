import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { apiCsp, apiPrefix, cspHeader, fixedSecurityHeaders, hsts, webCspWithUploads, type CspDirectives } from '@ocupacional/shared';

export interface WebDistributionProps {
  readonly stage: string;
  readonly webBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
  /** Host name of the HTTP API (execute-api). */
  readonly apiDomainName: string;
  /** The bucket the browser posts files to with presigned POSTs (the CSP's connect-src names it). */
  readonly uploadBucket: s3.IBucket;
}

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

/** CloudFront in front of everything: the web bucket through OAC, and /sst/api/* passed to the HTTP API. */
export class WebDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const rewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewrite),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'SPA routes to /index.html',
    });

    const uploads = webCspWithUploads([`https://${props.uploadBucket.bucketRegionalDomainName}`]);
    const webHeaders = securityHeadersPolicy(this, 'WebSecurityHeaders', uploads, `ocupacional ${props.stage} web app`);
    const apiHeaders = securityHeadersPolicy(this, 'ApiSecurityHeaders', apiCsp, `ocupacional ${props.stage} API`);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `ocupacional ${props.stage}`,
      defaultRootObject: 'index.html',
      // Price classes 100 and 200 leave out the South American edges, where the users are.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${apiPrefix}/*`]: {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          // HTTPS only, not a redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
    });
  }
}
