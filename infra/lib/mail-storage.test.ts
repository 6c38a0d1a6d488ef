import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitOriginal } from '@ocupacional/shared';
import { storedPagesInfrequentAccessDays, uploadOriginsOf } from './constructs/storage';
import { buildStack } from './test-support';

/*
 * Issue 21 items 9 and 10 in the synthesized template: the SES domain identity with Easy DKIM (records in the
 * hosted zone, or printed), the configuration set's events to SNS and on to the mailEvents queue, the buckets'
 * lifecycle rules for split originals and stored pages, and the files bucket's CORS limited to the areas.
 */

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

function templateOf(context: Record<string, unknown> = {}) {
  const { stack } = buildStack({ context });
  return { stack, template: Template.fromStack(stack) };
}

function ofType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** The logical id of a construct of the stack. */
function logicalIdOf(stack: ReturnType<typeof buildStack>['stack'], construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as Parameters<typeof stack.getLogicalId>[0]);
}

describe('mail in production (issue 21 item 9)', () => {
  let template: Template;
  let stack: ReturnType<typeof buildStack>['stack'];
  beforeAll(() => {
    ({ template, stack } = templateOf({ domain: 'clinica.com.br', hostedZoneId: 'Z0123456789', hostedZoneName: 'clinica.com.br' }));
  });

  it('verifies the product’s domain as an SES identity signed with 2048-bit Easy DKIM, on the configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'clinica.com.br',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalIdOf(stack, stack.mail.configurationSet) } },
    });
  });

  it('writes the three DKIM CNAMEs to the hosted zone when the mail domain is in it, and prints none', () => {
    const cnames = Object.values(ofType(template, 'AWS::Route53::RecordSet')).filter((record) => record.Properties.Type === 'CNAME');
    expect(cnames).toHaveLength(3);
    for (const record of cnames) expect(record.Properties.HostedZoneId).toBe('Z0123456789');
    expect(Object.keys(template.findOutputs('*')).filter((id) => id.includes('DkimRecord'))).toEqual([]);
  });

  it('prints the DKIM records as outputs when no hosted zone holds the mail domain', () => {
    const { template: withoutZone } = templateOf();
    const cnames = Object.values(ofType(withoutZone, 'AWS::Route53::RecordSet')).filter((record) => record.Properties.Type === 'CNAME');
    expect(cnames).toEqual([]);
    expect(Object.keys(withoutZone.findOutputs('*')).filter((id) => id.includes('DkimRecord'))).toHaveLength(3);
  });

  it('publishes bounces, complaints, deliveries and rejects of the configuration set to an encrypted SNS topic', () => {
    const topicId = logicalIdOf(stack, stack.mail.eventsTopic);
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalIdOf(stack, stack.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'delivery', 'reject'],
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    const topic = template.toJSON().Resources[topicId] as { Properties: { KmsMasterKeyId?: unknown } };
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    // SES may use the topic's key to publish (an AWS-managed key could not say so).
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }),
        ]),
      },
    });
  });

  it('delivers the topic to the mailEvents queue raw, read by the mail-events worker', () => {
    const queueId = logicalIdOf(stack, stack.queues.pairs.mailEvents.queue);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      RawMessageDelivery: true,
      TopicArn: { Ref: logicalIdOf(stack, stack.mail.eventsTopic) },
      Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: logicalIdOf(stack, stack.functions.mailEvents) },
    });
  });
});

describe('storage (issue 21 item 10)', () => {
  let template: Template;
  let stack: ReturnType<typeof buildStack>['stack'];
  beforeAll(() => {
    ({ template, stack } = templateOf({ domain: 'ocupacional.com.br' }));
  });
  const bucketOf = (id: 'drop' | 'files') =>
    (template.toJSON().Resources as Resources)[logicalIdOf(stack, stack.storage.buckets[id])]!.Properties as {
      LifecycleConfiguration: { Rules: Record<string, unknown>[] };
      CorsConfiguration?: { CorsRules: { AllowedOrigins: string[] }[] };
    };
  const rule = (id: 'drop' | 'files', ruleId: string) => bucketOf(id).LifecycleConfiguration.Rules.find((candidate) => candidate.Id === ruleId);
  const splitTag = [{ Key: splitOriginal.tagKey, Value: splitOriginal.tagValue }];

  it('expires the browser’s originals under upload/ once the split tagged them, 30 days after they arrived', () => {
    expect(rule('files', 'expire-split-upload')).toEqual({
      Id: 'expire-split-upload',
      Status: 'Enabled',
      Prefix: 'upload/',
      TagFilters: splitTag,
      ExpirationInDays: splitOriginal.expirationDays,
    });
    // The expired original's noncurrent version and delete marker go too (the bucket is versioned).
    expect(rule('files', 'expire-deleted-upload')).toMatchObject({ NoncurrentVersionExpiration: { NoncurrentDays: 1 }, ExpiredObjectDeleteMarker: true });
  });

  it('expires the dropped originals under drop/ once split, and nothing untagged', () => {
    expect(rule('drop', 'expire-split-drop')).toEqual({
      Id: 'expire-split-drop',
      Status: 'Enabled',
      Prefix: 'drop/',
      TagFilters: splitTag,
      ExpirationInDays: splitOriginal.expirationDays,
    });
    const untaggedExpirations = bucketOf('drop').LifecycleConfiguration.Rules.filter((candidate) => candidate.ExpirationInDays && !candidate.TagFilters);
    expect(untaggedExpirations).toEqual([]);
  });

  it('moves stored pages above Standard-IA’s 128 KiB minimum to Standard-IA after 90 days', () => {
    expect(rule('files', 'stored-pages-infrequent-access')).toEqual({
      Id: 'stored-pages-infrequent-access',
      Status: 'Enabled',
      Prefix: 'arquivos/',
      ObjectSizeGreaterThan: 131072,
      Transitions: [{ StorageClass: 'STANDARD_IA', TransitionInDays: storedPagesInfrequentAccessDays }],
    });
  });

  it('lets only the four areas’ origins use the files bucket’s CORS when a domain is given', () => {
    expect(bucketOf('files').CorsConfiguration?.CorsRules.map((cors) => cors.AllowedOrigins)).toEqual([
      [
        'https://web.ocupacional.com.br',
        'https://empresa.ocupacional.com.br',
        'https://credenciada.ocupacional.com.br',
        'https://parceiro.ocupacional.com.br',
      ],
    ]);
    expect(bucketOf('drop').CorsConfiguration).toBeUndefined();
  });

  it('without a domain, allows the public URL and CloudFront’s own names, never any origin', () => {
    const { template: withoutDomain, stack: plain } = templateOf();
    const files = (withoutDomain.toJSON().Resources as Resources)[logicalIdOf(plain, plain.storage.buckets.files)]!.Properties as {
      CorsConfiguration: { CorsRules: { AllowedOrigins: string[] }[] };
    };
    expect(files.CorsConfiguration.CorsRules[0]?.AllowedOrigins).toEqual(['https://web.ocupacional.com.br', 'https://*.cloudfront.net']);
    expect(uploadOriginsOf(undefined, undefined)).toEqual(['https://*.cloudfront.net']);
  });
});
