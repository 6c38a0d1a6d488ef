import { type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import { customMetrics, queues, workerConcurrencyBudget, type QueueId } from '@ocupacional/shared';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { sesReputationAlarmThresholds } from './constructs/monitoring';
import type { OcupacionalStack } from './ocupacional-stack';
import { buildStack } from './test-support';

/*
 * Issue 21 items 5 and 6: every alarm reaches the e-mailed topic, the alarms that matter exist, queues are set as
 * AWS advises for Lambda event sources, and every function is traced. The queues and functions come from the
 * manifests, so a queue or worker added later is held to the same rules.
 */

type Resource = { Type: string; Properties: Record<string, unknown> };

let stack: OcupacionalStack;
let template: Template;
let resources: Record<string, Resource>;
const queueIds = Object.keys(queues) as QueueId[];
const manifest = Object.entries(functionManifest) as [FunctionId, FunctionDef][];
const workers = manifest.flatMap(([fnId, def]) => (def.trigger.kind === 'queue' ? [[fnId, def, def.trigger.queue] as const] : []));
/** SQS's longest DelaySeconds: the mail and eSocial queues delay messages on purpose. */
const longestDelaySeconds = 900;

function logicalId(construct: IConstruct): string {
  return stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
}

function alarmsWith(properties: Record<string, unknown>): Resource[] {
  return Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: properties })) as Resource[];
}

/** The one alarm on a metric (namespace, name, dimensions), with its properties. */
function alarmOn(namespace: string, metricName: string, dimensions: unknown[]): Record<string, unknown> {
  const found = alarmsWith({ Namespace: namespace, MetricName: metricName, Dimensions: dimensions });
  expect(found, `${namespace} ${metricName} ${JSON.stringify(dimensions)}`).toHaveLength(1);
  return (found[0] as Resource).Properties;
}

const anyOccurrence = { Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1, TreatMissingData: 'notBreaching' };

beforeAll(() => {
  stack = buildStack({ context: { alarmEmail: 'alarmes@ocupacional.com.br' } }).stack;
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
});

describe('the alarm topic', () => {
  test('is encrypted with its own rotating key and e-mails the address of context alarmEmail', () => {
    const { topic, key } = stack.monitoring;
    expect(resources[logicalId(topic)]?.Properties).toMatchObject({ KmsMasterKeyId: { 'Fn::GetAtt': [logicalId(key), 'Arn'] } });
    expect(resources[logicalId(key)]?.Properties).toMatchObject({ EnableKeyRotation: true });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alarmes@ocupacional.com.br',
      TopicArn: { Ref: logicalId(topic) },
    });
  });

  test('lets CloudWatch publish and use the key only for the alarms of this stage in this account', () => {
    const { topic, key, alarmNamePrefix } = stack.monitoring;
    const condition = {
      StringEquals: { 'aws:SourceAccount': '123456789012' },
      ArnLike: { 'aws:SourceArn': `arn:aws:cloudwatch:sa-east-1:123456789012:alarm:${alarmNamePrefix}*` },
    };
    const cloudWatch = { Service: 'cloudwatch.amazonaws.com' };
    expect(resources[logicalId(key)]?.Properties.KeyPolicy).toMatchObject({
      Statement: expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Allow',
          Principal: cloudWatch,
          Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          Condition: condition,
        }),
      ]),
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: logicalId(topic) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: cloudWatch, Action: 'sns:Publish', Condition: condition }),
        ]),
      },
    });
  });

  test('without alarmEmail the topic has no subscriber and the synthesis warns', () => {
    const { stack: bare } = buildStack();
    expect(Template.fromStack(bare).findResources('AWS::SNS::Subscription', { Properties: { Protocol: 'email' } })).toEqual({});
    Annotations.fromStack(bare).hasWarning('*', Match.stringLikeRegexp('No alarmEmail'));
  });

  test('an alarmEmail that is not one e-mail address stops the synthesis', () => {
    expect(() => buildStack({ context: { alarmEmail: 'alarmes, outro@x.com' } })).toThrow(/alarmEmail/);
  });
});

describe('every alarm reaches someone', () => {
  test('each alarm of the stack has the topic as alarm and OK action, and a name CloudWatch may publish for', () => {
    const topic = { Ref: logicalId(stack.monitoring.topic) };
    const alarms = Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      const properties = (alarm as Resource).Properties;
      expect(properties.AlarmActions, id).toEqual([topic]);
      expect(properties.OKActions, id).toEqual([topic]);
      expect(properties.AlarmName, id).toEqual(expect.stringMatching(new RegExp(`^${stack.monitoring.alarmNamePrefix}`)));
      expect(String(properties.AlarmDescription ?? ''), id).not.toBe('');
    }
  });

  test('a second synthesis of the same app adds no action twice', () => {
    const { stack: again } = buildStack();
    Template.fromStack(again);
    Annotations.fromStack(again); // synthesizes once more
    const alarms = Template.fromStack(again).findResources('AWS::CloudWatch::Alarm');
    for (const [id, alarm] of Object.entries(alarms)) expect((alarm as Resource).Properties.AlarmActions, id).toHaveLength(1);
  });

  test.each(queueIds)('the DLQ of %s alarms on its first message', (queueId) => {
    const { deadLetterQueue } = stack.queues.pairs[queueId];
    const properties = alarmOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', [
      { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(deadLetterQueue), 'QueueName'] } },
    ]);
    expect(properties).toMatchObject(anyOccurrence);
  });
});

describe('function alarms', () => {
  test.each(manifest)('function %s alarms on its first error and its first throttle', (fnId) => {
    const dimensions = [{ Name: 'FunctionName', Value: { Ref: logicalId(stack.functions[fnId]) } }];
    expect(alarmOn('AWS/Lambda', 'Errors', dimensions)).toMatchObject({ ...anyOccurrence, Statistic: 'Sum', Period: 300 });
    expect(alarmOn('AWS/Lambda', 'Throttles', dimensions)).toMatchObject({ ...anyOccurrence, Statistic: 'Sum', Period: 300 });
  });

  test('the daily check has its error alarms: the scheduled run and its queue worker alike', () => {
    const dailyCheckFunctions = manifest.filter(
      ([, def]) =>
        (def.trigger.kind === 'schedule' && def.trigger.schedule === 'dailyCheck') ||
        (def.trigger.kind === 'queue' && def.trigger.queue === ('dailyCheck' as QueueId)),
    );
    expect(dailyCheckFunctions.length).toBeGreaterThan(0);
    for (const [fnId] of dailyCheckFunctions) {
      expect(stack.monitoring.alarms.functionErrors[fnId].alarmName).toBeDefined();
      alarmOn('AWS/Lambda', 'Errors', [{ Name: 'FunctionName', Value: { Ref: logicalId(stack.functions[fnId]) } }]);
    }
  });
});

describe('API, daily check, schedules and SES alarms', () => {
  test('the HTTP API alarms on its first 5xx', () => {
    const properties = alarmOn('AWS/ApiGateway', '5xx', [{ Name: 'ApiId', Value: { Ref: logicalId(stack.api.httpApi) } }]);
    expect(properties).toMatchObject({ ...anyOccurrence, Statistic: 'Sum' });
  });

  test('a day that ended with tenants unfinished alarms (the custom metric of the stage)', () => {
    const properties = alarmOn(customMetrics.namespace, customMetrics.dailyCheckUnfinishedTenants, [{ Name: 'stage', Value: 'test' }]);
    expect(properties).toMatchObject({ ...anyOccurrence, Statistic: 'Maximum' });
  });

  test('a scheduled run dropped after its retries alarms', () => {
    const properties = alarmOn('AWS/Scheduler', 'InvocationDroppedCount', [{ Name: 'ScheduleGroup', Value: 'default' }]);
    expect(properties).toMatchObject({ ...anyOccurrence, Statistic: 'Sum' });
  });

  test.each([
    ['Reputation.BounceRate', sesReputationAlarmThresholds.bounceRate],
    ['Reputation.ComplaintRate', sesReputationAlarmThresholds.complaintRate],
  ])('SES %s of the configuration set alarms above %s, before AWS reviews the account', (metricName, threshold) => {
    const configurationSet = stack.resolve(stack.mail.configurationSet.configurationSetName) as unknown;
    const properties = alarmOn('AWS/SES', metricName, [{ Name: 'ses:configuration-set', Value: configurationSet }]);
    expect(properties).toMatchObject({ Threshold: threshold, ComparisonOperator: 'GreaterThanThreshold' });
    // AWS reviews an account at 5% bounces and 0.1% complaints.
    expect(threshold).toBeLessThan(metricName.includes('Bounce') ? 0.05 : 0.001);
  });

  test('the configuration set publishes the reputation metrics the SES alarms read', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', { ReputationOptions: { ReputationMetricsEnabled: true } });
  });
});

describe('queues as AWS advises', () => {
  test('every queue has exactly one worker', () => {
    for (const queueId of queueIds) expect(workers.filter(([, , queue]) => queue === queueId), queueId).toHaveLength(1);
  });

  test.each(workers)('worker %s: its queue hides a message for at least 6 × its timeout, in the manifest and the template', (fnId, def, queueId) => {
    expect(queues[queueId].visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * def.timeoutSeconds);
    expect(resources[logicalId(stack.queues.pairs[queueId].queue)]?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(
      6 * (resources[logicalId(stack.functions[fnId])]?.Properties.Timeout as number),
    );
  });

  test.each(queueIds)('queue %s gives a message at least 5 deliveries before its DLQ', (queueId) => {
    expect(queues[queueId].maxReceiveCount).toBeGreaterThanOrEqual(5);
    expect(resources[logicalId(stack.queues.pairs[queueId].queue)]?.Properties.RedrivePolicy).toMatchObject({
      maxReceiveCount: queues[queueId].maxReceiveCount,
    });
  });

  test.each(workers)('worker %s runs at most the maximum concurrency its queue declares', (fnId, _def, queueId) => {
    const { maxConcurrency } = queues[queueId];
    expect(maxConcurrency).toBeGreaterThanOrEqual(2); // SQS event sources allow 2..1000
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(stack.functions[fnId]) },
      ScalingConfig: { MaximumConcurrency: maxConcurrency },
    });
  });

  test('the workers that call rate-limited services and the heavy ASO workers are capped low', () => {
    // SMTP/SES, the government's eSocial service, and the 2 GB PDF workers.
    const capped: QueueId[] = ['mail', 'esocial', 'asoUpload', 'asoIdentify'];
    for (const queueId of capped) expect(queues[queueId].maxConcurrency, queueId).toBeLessThanOrEqual(10);
    expect(queues.esocial.maxConcurrency).toBe(2);
  });

  test('all workers together stay within the budget that leaves the API its concurrency', () => {
    const total = queueIds.reduce((sum, queueId) => sum + queues[queueId].maxConcurrency, 0);
    expect(total).toBeLessThanOrEqual(workerConcurrencyBudget);
    expect(workerConcurrencyBudget).toBeLessThanOrEqual(100);
  });

  test.each(queueIds)('queue %s alarms when its oldest message is older than retries and delays explain', (queueId) => {
    const def = queues[queueId];
    expect(def.oldestMessageAlarmMinutes * 60).toBeGreaterThanOrEqual(2 * def.visibilityTimeoutSeconds + longestDelaySeconds);
    const properties = alarmOn('AWS/SQS', 'ApproximateAgeOfOldestMessage', [
      { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(stack.queues.pairs[queueId].queue), 'QueueName'] } },
    ]);
    expect(properties).toMatchObject({
      Threshold: def.oldestMessageAlarmMinutes * 60,
      ComparisonOperator: 'GreaterThanThreshold',
      Statistic: 'Maximum',
    });
  });
});

describe('tracing and logs', () => {
  test.each(manifest)('function %s is traced by X-Ray and may write its traces', (fnId) => {
    const fn = stack.functions[fnId];
    expect(resources[logicalId(fn)]?.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    const roleId = logicalId(fn.role as IConstruct);
    const statements = policies
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement);
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']) }),
    );
  });

  test('every log group expires its logs', () => {
    for (const [id, group] of Object.entries(template.findResources('AWS::Logs::LogGroup'))) {
      expect((group as Resource).Properties.RetentionInDays, id).toBeGreaterThan(0);
    }
  });

  test('every Lambda function, CDK handlers included, writes to a log group with retention', () => {
    const groups = template.findResources('AWS::Logs::LogGroup');
    const namedAfter = new Set(
      Object.values(groups).flatMap((group) => {
        const name = JSON.stringify((group as Resource).Properties.LogGroupName ?? '');
        return /"\/aws\/lambda\/",\{"Ref":"([^"]+)"\}/.exec(name)?.slice(1) ?? [];
      }),
    );
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
      const target = ((fn as Resource).Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup?.Ref;
      expect(Boolean((target && groups[target]) || namedAfter.has(id)), id).toBe(true);
    }
  });
});
