import { readFileSync } from 'node:fs';
import { Duration, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  apiCsp,
  apiRoutes,
  buckets,
  cspHeader,
  deadLetterQueueName,
  deadLetterRetentionDays,
  objectCreatedNotifications,
  queues,
  resourceEnv,
  scheduleCron,
  schedules,
  table,
  temporaryObjectDays,
  type BucketId,
  type QueueId,
} from '@ocupacional/shared';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { gatewayRoutes } from './gateway-routes';
import type { OcupacionalStack } from './ocupacional-stack';
import { buildStack } from './test-support';

let stack: OcupacionalStack;
let template: Template;
const queueIds = Object.keys(queues) as QueueId[];
const bucketIds = Object.keys(buckets) as BucketId[];
const manifest = Object.entries(functionManifest) as [FunctionId, FunctionDef][];

/** The logical id CloudFormation knows a construct by. */
function logicalId(construct: IConstruct): string {
  return stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
}

function resourceOf(construct: IConstruct): { Properties: Record<string, unknown>; DeletionPolicy?: string } {
  return template.toJSON().Resources[logicalId(construct)];
}

beforeAll(() => {
  stack = buildStack().stack;
  template = Template.fromStack(stack);
});

describe('the template CloudFormation receives', () => {
  test('is written unindented and stays well under CloudFormation\'s 1 MB limit for a template in S3', () => {
    // Arrange
    const { app, stack: built } = buildStack();
    // Act
    const written = readFileSync(app.synth().getStackArtifact(built.artifactId).templateFullPath, 'utf8');
    // Assess
    expect(written.startsWith('{"')).toBe(true);
    expect(Buffer.byteLength(written)).toBeLessThan(700_000);
  });

  test("keeps headroom under CloudFormation's 500 resources a stack may hold, the routes' nested stack too", () => {
    // The HTTP API's routes are the part that grows with the product: infra/lib/gateway-routes.ts keeps them few,
    // and they live in a nested stack of their own.
    const { stack: built } = buildStack();
    expect(Object.keys(Template.fromStack(built).toJSON().Resources as object).length).toBeLessThan(400);
    expect(Object.keys(Template.fromStack(built.api.routesStack).toJSON().Resources as object).length).toBeLessThan(400);
  });
});

describe('table', () => {
  test('the table is on demand with pk/sk, the GSIs of the manifest and TTL', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
    });
  });

  test('the table has point-in-time recovery, deletion protection, the KMS key, and is retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: Match.objectLike({ SSEEnabled: true, SSEType: 'KMS' }),
      }),
    });
  });
});

describe('queues', () => {
  test('every manifest queue has a dead-letter queue and nothing else is a queue', () => {
    template.resourceCountIs('AWS::SQS::Queue', queueIds.length * 2);
  });

  test.each(queueIds)('queue %s redrives to its DLQ after the maxReceiveCount of the manifest', (queueId) => {
    const { queue, deadLetterQueue } = stack.queues.pairs[queueId];
    expect(resourceOf(queue).Properties).toMatchObject({
      QueueName: `ocupacional-test-${queues[queueId].localName}`,
      VisibilityTimeout: queues[queueId].visibilityTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'Arn'] },
        maxReceiveCount: queues[queueId].maxReceiveCount,
      },
      SqsManagedSseEnabled: true,
    });
    expect(resourceOf(deadLetterQueue).Properties).toMatchObject({
      QueueName: `ocupacional-test-${deadLetterQueueName(queues[queueId].localName)}`,
      MessageRetentionPeriod: Duration.days(deadLetterRetentionDays).toSeconds(),
      SqsManagedSseEnabled: true,
    });
  });

  test('every queue denies requests without TLS', () => {
    const policies = template.findResources('AWS::SQS::QueuePolicy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
    });
    const covered = Object.values(policies).flatMap((policy) => policy.Properties.Queues as { Ref: string }[]);
    for (const queueId of queueIds) {
      const { queue, deadLetterQueue } = stack.queues.pairs[queueId];
      expect(covered).toContainEqual({ Ref: logicalId(queue) });
      expect(covered).toContainEqual({ Ref: logicalId(deadLetterQueue) });
    }
  });

  test.each(queueIds)('the DLQ of %s raises an alarm as soon as it holds a message', (queueId) => {
    const { deadLetterQueue } = stack.queues.pairs[queueId];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('buckets', () => {
  test.each(bucketIds)('the %s bucket is encrypted, blocks public access, logs access and is retained', (bucketId) => {
    const bucket = resourceOf(stack.storage.buckets[bucketId]);
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: bucketId === 'web' ? 'AES256' : 'aws:kms' } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { DestinationBucketName: { Ref: logicalId(stack.storage.logBucket) } },
    });
  });

  test.each([...bucketIds, 'log'])('the %s bucket policy denies requests without TLS', (bucketId) => {
    const bucket = bucketId === 'log' ? stack.storage.logBucket : stack.storage.buckets[bucketId as BucketId];
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  test.each(bucketIds)('objects under the temporary prefixes of %s expire', (bucketId) => {
    const rules = (
      resourceOf(stack.storage.buckets[bucketId]).Properties.LifecycleConfiguration as {
        Rules: { Prefix?: string; ExpirationInDays?: number; Status: string }[];
      }
    ).Rules;
    for (const prefix of buckets[bucketId].temporaryPrefixes) {
      expect(rules).toContainEqual(
        expect.objectContaining({ Prefix: prefix, ExpirationInDays: temporaryObjectDays, Status: 'Enabled' }),
      );
    }
  });

  test.each(objectCreatedNotifications.map((n) => [n.bucket, n.prefix, n.queue] as const))(
    'objects created in %s under %s are announced on the %s queue',
    (bucketId, prefix, queueId) => {
      template.hasResourceProperties('Custom::S3BucketNotifications', {
        BucketName: { Ref: logicalId(stack.storage.buckets[bucketId]) },
        NotificationConfiguration: {
          QueueConfigurations: Match.arrayWith([
            {
              Events: ['s3:ObjectCreated:*'],
              Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: prefix }] } },
              QueueArn: { 'Fn::GetAtt': [logicalId(stack.queues.pairs[queueId].queue), 'Arn'] },
            },
          ]),
        },
      });
    },
  );
});

describe('functions', () => {
  test('there is one Node.js function per manifest entry (plus the bucket notifications handler of CDK)', () => {
    const nodeFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: Match.stringLikeRegexp('^nodejs') },
    });
    expect(Object.keys(nodeFunctions)).toHaveLength(manifest.length);
  });

  test.each(manifest)('function %s runs on arm64 and nodejs22.x with the memory and timeout of the manifest', (fnId, def) => {
    expect(resourceOf(stack.functions[fnId]).Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: def.memoryMb,
      Timeout: def.timeoutSeconds,
    });
  });

  test.each(manifest)('function %s finds every resource through the variables of resourceEnv', (fnId) => {
    const variables = (resourceOf(stack.functions[fnId]).Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    const expected = [
      resourceEnv.table,
      resourceEnv.stage,
      ...bucketIds.map(resourceEnv.bucket),
      ...queueIds.flatMap((queueId) => [resourceEnv.queueUrl(queueId), resourceEnv.deadLetterQueueUrl(queueId)]),
    ];
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(expected));
    expect(variables[resourceEnv.stage]).toBe('test');
    expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
    expect(variables[resourceEnv.table]).toEqual({ Ref: logicalId(stack.storage.table) });
    expect(variables[resourceEnv.queueUrl('asoUpload')]).toEqual({ Ref: logicalId(stack.queues.pairs.asoUpload.queue) });
  });

  test.each(manifest.filter(([, def]) => def.trigger.kind === 'queue'))(
    'worker %s consumes its queue in batches of the manifest and reports batch item failures',
    (fnId, def) => {
      if (def.trigger.kind !== 'queue') throw new Error('unreachable');
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: logicalId(stack.functions[fnId]) },
        EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.queues.pairs[def.trigger.queue].queue), 'Arn'] },
        BatchSize: def.trigger.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    },
  );

  test('only queue-triggered functions have event source mappings', () => {
    const workers = manifest.filter(([, def]) => def.trigger.kind === 'queue');
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', workers.length);
  });
});

describe('HTTP API', () => {
  // The routes and their integrations live in a nested stack (a stack holds at most 500 resources); the functions
  // reach it as parameters of the nested stack's resource.
  let routes: Template;
  let nestedParameters: Record<string, unknown>;
  beforeAll(() => {
    routes = Template.fromStack(stack.api.routesStack);
    const [nested] = Object.values(template.findResources('AWS::CloudFormation::Stack'));
    nestedParameters = (nested?.Properties as { Parameters: Record<string, unknown> }).Parameters;
  });

  test('there is one route per gateway route the manifest gives, in the routes stack', () => {
    routes.resourceCountIs('AWS::ApiGatewayV2::Route', gatewayRoutes(apiRoutes).length);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
  });

  test.each(gatewayRoutes(apiRoutes).map((route) => [`${route.method} ${route.path}`, route] as const))(
    'route %s reaches the function of its bounded context with payload v2',
    (key, route) => {
      const [fnId] = manifest.find(([, def]) => def.trigger.kind === 'api' && def.trigger.api === route.fn) ?? [];
      expect(fnId).toBeDefined();
      const parameter = Object.entries(nestedParameters).find(
        ([, value]) => JSON.stringify(value) === JSON.stringify({ 'Fn::GetAtt': [logicalId(stack.functions[fnId as FunctionId]), 'Arn'] }),
      )?.[0];
      expect(parameter).toBeDefined();
      const integrations = routes.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0', IntegrationUri: { Ref: parameter } },
      });
      const [integrationId] = Object.keys(integrations);
      expect(integrationId).toBeDefined();
      routes.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
      });
    },
  );

  test('the default stage is throttled and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('schedule', () => {
  test('the daily check runs at 00:00 America/Sao_Paulo through EventBridge Scheduler', () => {
    expect(scheduleCron(schedules.dailyCheck)).toBe('cron(0 0 * * ? *)');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 0 * * ? *)',
      ScheduleExpressionTimezone: 'America/Sao_Paulo',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.functions.dailyCheck), 'Arn'] } }),
    });
  });

  test('the sweep re-drives stuck work every 15 minutes through EventBridge Scheduler', () => {
    expect(scheduleCron(schedules.sweep)).toBe('cron(0/15 * * * ? *)');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0/15 * * * ? *)',
      ScheduleExpressionTimezone: 'America/Sao_Paulo',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.functions.sweep), 'Arn'] } }),
    });
  });
});

describe('CloudFront', () => {
  const distribution = () =>
    resourceOf(stack.web.distribution).Properties.DistributionConfig as Record<string, unknown> & {
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };

  test('the web bucket is the default origin, reached through origin access control, with HTTPS redirect', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distribution();
    const s3Origin = config.Origins.find((origin) => origin.OriginAccessControlId !== undefined);
    expect(s3Origin?.DomainName).toEqual({
      'Fn::GetAtt': [logicalId(stack.storage.buckets.web), 'RegionalDomainName'],
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: s3Origin?.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
  });

  test('app routes fall back to index.html through a viewer-request function, not error responses', () => {
    const config = distribution();
    // errorResponses would also rewrite the API's 404 answers; they must reach the browser as they are.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('/index.html'),
    });
  });

  test('/sst/api/* goes to the HTTP API uncached, with every method and the viewer headers but Host', () => {
    const config = distribution();
    const apiBehaviour = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/sst/api/*');
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    const apiOrigin = config.Origins.find((origin) => origin.Id === apiBehaviour?.TargetOriginId);
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain(logicalId(stack.api.httpApi));
  });

  test('the web app and the API answer with the shared security headers: CSP, HSTS, DENY, nosniff, referrer policy', () => {
    // Prepare
    const policies = Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(([id, resource]) => {
      const config = (resource as { Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> } } })
        .Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      return { id, config, csp: JSON.stringify(config.ContentSecurityPolicy?.ContentSecurityPolicy) };
    });
    const config = distribution();
    const apiBehaviour = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/sst/api/*');

    // Assess: one policy per CSP, each attached to its behaviour; the web app's lets the browser post to the files
    // bucket (presigned POSTs) and nowhere else
    const web = policies.find((policy) => policy.csp.includes("script-src 'self'"));
    const api = policies.find((policy) => policy.csp === JSON.stringify(cspHeader(apiCsp)));
    expect(web && api).toBeTruthy();
    expect(web?.csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(web?.csp).toContain(`connect-src 'self' https://`);
    expect(web?.csp).toContain(logicalId(stack.storage.buckets.files));
    expect(web?.csp).toContain('RegionalDomainName');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: web?.id });
    expect(apiBehaviour?.ResponseHeadersPolicyId).toEqual({ Ref: api?.id });
    for (const policy of [web, api]) {
      expect(policy?.csp).toContain("frame-ancestors 'none'");
      expect(policy?.config).toEqual({
        ContentSecurityPolicy: { ContentSecurityPolicy: expect.anything(), Override: true },
        StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: false, Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      });
    }
  });
});

describe('security and mail', () => {
  test('the KMS key rotates and is retained', () => {
    template.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ EnableKeyRotation: true }) });
  });

  test('the JWT signing secret is generated, encrypted with the key, and only API functions and its rotation read it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      KmsKeyId: Match.anyValue(),
    });
    const secretId = logicalId(stack.jwtSecret);
    for (const [fnId, def] of manifest) {
      const role = stack.functions[fnId].role;
      const policies = template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: logicalId(role as IConstruct) }] },
      });
      const readsSecret = JSON.stringify(policies).includes(secretId);
      // The API functions verify sessions with it; the rotation (a schedule) reads and replaces it.
      expect(readsSecret, fnId).toBe(def.trigger.kind === 'api' || fnId === 'jwtRotate');
    }
  });

  test('an SES configuration set requires TLS and tracks reputation', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'ocupacional-test',
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });
});
