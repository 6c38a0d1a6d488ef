import { Annotations, Aspects, CfnResource, Duration, RemovalPolicy, Stack, type IAspect } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { z } from 'zod';
import { customMetrics, queues as queueDefs, type QueueId } from '@ocupacional/shared';
import type { FunctionId } from '@ocupacional/functions/manifest';
import { contextKeys } from '../deploy-config';
import type { QueuePair } from './queues';

/*
 * Alarms that reach someone (issue 21 item 5): one SNS topic, encrypted with its own KMS key and e-mailed to the
 * address of context `alarmEmail`, is the alarm and OK action of every CloudWatch alarm of the stack — the ones
 * declared here and any other construct's (an Aspect adds it), so a new alarm cannot stay silent. CloudWatch may
 * publish to the topic and use its key only for alarms named `ocupacional-<stage>-…` (aws:SourceArn), which is why
 * every alarm carries such a name.
 */

/**
 * SES's reputation thresholds (fractions): AWS puts an account under review at 5% bounces or 0.1% complaints and
 * may pause its sending at 10% / 0.5%. The alarms fire at half the review thresholds, with time to act.
 */
export const sesReputationAlarmThresholds = { bounceRate: 0.025, complaintRate: 0.0005 } as const;

/** The Scheduler group the stack's schedules live in (scheduler.Schedule's default). */
const scheduleGroup = 'default';

export interface MonitoringProps {
  readonly stage: string;
  /** The address the alarm topic e-mails; default: context `alarmEmail`. Absent: no subscriber, a synth warning. */
  readonly alarmEmail?: string;
  readonly functions: Record<FunctionId, lambda.IFunction>;
  readonly queues: Record<QueueId, QueuePair>;
  readonly httpApi: apigwv2.IHttpApi;
  /** The SES configuration set every product e-mail goes through (reputation metrics on). */
  readonly sesConfigurationSetName: string;
}

export interface MonitoringAlarms {
  readonly functionErrors: Record<FunctionId, cloudwatch.Alarm>;
  readonly functionThrottles: Record<FunctionId, cloudwatch.Alarm>;
  readonly oldestMessage: Record<QueueId, cloudwatch.Alarm>;
  readonly api5xx: cloudwatch.Alarm;
  readonly dailyCheckUnfinished: cloudwatch.Alarm;
  readonly scheduleDropped: cloudwatch.Alarm;
  readonly sesBounceRate: cloudwatch.Alarm;
  readonly sesComplaintRate: cloudwatch.Alarm;
}

/** The alarm topic, its key and subscription, and the stack's alarms on functions, queues, API, daily check and SES. */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;
  readonly alarms: MonitoringAlarms;
  /** The prefix of every alarm name of the stage: what CloudWatch's permission on the topic and key is scoped to. */
  readonly alarmNamePrefix: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { stage } = props;
    const prefix = (this.alarmNamePrefix = `ocupacional-${stage}-`);
    const { account, region, partition } = Stack.of(this);
    const cloudWatch = new iam.ServicePrincipal('cloudwatch.amazonaws.com');
    // Confused deputy: CloudWatch acts for this account's own alarms of this stage only.
    const onlyOurAlarms = {
      StringEquals: { 'aws:SourceAccount': account },
      ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:${prefix}*` },
    };

    this.key = new kms.Key(this, 'TopicKey', {
      alias: `alias/ocupacional-${stage}-alarms`,
      description: `ocupacional ${stage}: alarm notifications (SNS)`,
      enableKeyRotation: true,
      // Only messages in flight are under it; nothing stored outlives the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // The AWS-managed SNS key cannot be used: CloudWatch needs these two actions on the topic's key.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [cloudWatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: onlyOurAlarms,
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `ocupacional-${stage}-alarms`,
      displayName: `Ocupacional ${stage}: alarmes`,
      masterKey: this.key,
      enforceSSL: true,
    });
    // The topic policy CDK writes (enforceSSL) replaces SNS's default one: CloudWatch's publishing is spelled out.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: onlyOurAlarms,
      }),
    );

    const email = props.alarmEmail ?? alarmEmailOf(this);
    if (email) this.topic.addSubscription(new subscriptions.EmailSubscription(email));
    else {
      Annotations.of(Stack.of(this)).addWarningV2(
        'ocupacional:alarmEmail',
        'No alarmEmail (cdk deploy -c alarmEmail=ops@…): the alarm topic has no subscriber, so alarms reach no one.',
      );
    }
    Aspects.of(Stack.of(this)).add(new AlarmActions(new SnsAction(this.topic)));
    Aspects.of(Stack.of(this)).add(new HandlerLogRetention());

    const alarm = (alarmId: string, name: string, alarmProps: Omit<cloudwatch.AlarmProps, 'alarmName'>) =>
      new cloudwatch.Alarm(this, alarmId, { alarmName: `${prefix}${name}`, ...alarmProps });
    const fiveMinutes = Duration.minutes(5);
    const anyInFiveMinutes = {
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    } as const;

    const functionIds = Object.keys(props.functions) as FunctionId[];
    // An SQS worker's failed records are reported, not thrown: Errors counts whole invocations that failed (a crash,
    // a timeout, memory), and the API's handlers answer their failures, so one error is already worth a look.
    const functionErrors = perId(functionIds, (fnId) =>
      alarm(`${fnId}Errors`, `${fnId}-errors`, {
        alarmDescription: `Função ${fnId}: invocações terminaram em erro (exceção não tratada, tempo esgotado ou memória). Veja o log da função.`,
        metric: props.functions[fnId].metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
        ...anyInFiveMinutes,
      }),
    );
    const functionThrottles = perId(functionIds, (fnId) =>
      alarm(`${fnId}Throttles`, `${fnId}-throttles`, {
        alarmDescription: `Função ${fnId}: invocações recusadas por falta de concorrência na conta. Veja a cota de execuções simultâneas do Lambda.`,
        metric: props.functions[fnId].metricThrottles({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
        ...anyInFiveMinutes,
      }),
    );

    const queueIds = Object.keys(props.queues) as QueueId[];
    const oldestMessage = perId(queueIds, (queueId) => {
      const def = queueDefs[queueId];
      return alarm(`${queueId}OldestMessage`, `${def.localName}-oldest-message`, {
        alarmDescription: `Fila ${def.localName}: há mensagem esperando há mais de ${def.oldestMessageAlarmMinutes} minutos; o processamento está parado ou não dá conta.`,
        metric: props.queues[queueId].queue.metricApproximateAgeOfOldestMessage({
          period: fiveMinutes,
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        threshold: def.oldestMessageAlarmMinutes * 60,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    });

    // Handlers answer expected failures with 4xx: a 5xx is a bug, a timeout or an outage.
    const api5xx = alarm('Api5xx', 'api-5xx', {
      alarmDescription: 'API: respostas 5xx (erro interno, tempo esgotado ou falha de integração). Veja o log de acesso e o das funções.',
      metric: props.httpApi.metricServerError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
      ...anyInFiveMinutes,
    });

    // Published (embedded metric format) when a run finds tenants of the previous day unfinished; an hour keeps the
    // alarm up long enough to be read, and a day without the metric is a day without that problem.
    const dailyCheckUnfinished = alarm('DailyCheckUnfinished', 'daily-check-unfinished', {
      alarmDescription: 'Verificação diária: empresas clientes ficaram sem a verificação do dia anterior concluída. Veja o log de tarefas da plataforma.',
      metric: new cloudwatch.Metric({
        namespace: customMetrics.namespace,
        metricName: customMetrics.dailyCheckUnfinishedTenants,
        dimensionsMap: { stage },
        period: Duration.hours(1),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      ...anyInFiveMinutes,
    });

    // A schedule whose target failed past its retries (the daily check, the sweep) leaves no Lambda error behind.
    const scheduleDropped = alarm('ScheduleDropped', 'schedule-dropped', {
      alarmDescription: 'Agendamentos: uma execução agendada (verificação diária ou varredura) foi descartada após as tentativas.',
      metric: new cloudwatch.Metric({
        namespace: 'AWS/Scheduler',
        metricName: 'InvocationDroppedCount',
        dimensionsMap: { ScheduleGroup: scheduleGroup },
        period: fiveMinutes,
        statistic: cloudwatch.Stats.SUM,
      }),
      ...anyInFiveMinutes,
    });

    const reputation = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': props.sesConfigurationSetName },
        period: Duration.hours(1),
        statistic: cloudwatch.Stats.MAXIMUM,
      });
    const sesBounceRate = alarm('SesBounceRate', 'ses-bounce-rate', {
      alarmDescription: `E-mail (SES): taxa de devoluções acima de ${sesReputationAlarmThresholds.bounceRate * 100}%; a AWS revisa a conta em 5%. Veja os e-mails devolvidos no log de e-mails.`,
      metric: reputation('Reputation.BounceRate'),
      threshold: sesReputationAlarmThresholds.bounceRate,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const sesComplaintRate = alarm('SesComplaintRate', 'ses-complaint-rate', {
      alarmDescription: `E-mail (SES): taxa de reclamações acima de ${sesReputationAlarmThresholds.complaintRate * 100}%; a AWS revisa a conta em 0,1%. Veja as reclamações no log de e-mails.`,
      metric: reputation('Reputation.ComplaintRate'),
      threshold: sesReputationAlarmThresholds.complaintRate,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    this.alarms = {
      functionErrors,
      functionThrottles,
      oldestMessage,
      api5xx,
      dailyCheckUnfinished,
      scheduleDropped,
      sesBounceRate,
      sesComplaintRate,
    };
  }
}

/** Gives every alarm of the stack the topic as alarm and OK action, whoever declared the alarm. */
class AlarmActions implements IAspect {
  /** Each alarm once: a second synthesis of the same app visits the tree again. */
  private readonly done = new WeakSet<IConstruct>();

  constructor(private readonly action: cloudwatch.IAlarmAction) {}

  visit(node: IConstruct): void {
    if ((node instanceof cloudwatch.Alarm || node instanceof cloudwatch.CompositeAlarm) && !this.done.has(node)) {
      this.done.add(node);
      node.addAlarmAction(this.action);
      node.addOkAction(this.action);
    }
  }
}

const alarmEmailSchema = z.union([z.undefined(), z.null(), z.literal(''), z.string().trim().pipe(z.email())]);

/** Days CDK's own handler functions (custom resources) keep their logs, as the product's functions do. */
export const handlerLogRetention = logs.RetentionDays.THREE_MONTHS;

/**
 * Gives CDK's custom-resource handlers written as a bare AWS::Lambda::Function (the bucket notifications handler),
 * which take no log settings, a log group with retention: without one, Lambda creates a group that never expires.
 */
class HandlerLogRetention implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== 'AWS::Lambda::Function') return;
    // A lambda.Function's log group is its author's choice (logGroup, or a group named after it).
    if (node instanceof lambda.CfnFunction || node.node.tryFindChild('LogGroup')) return;
    const logGroup = new logs.LogGroup(node, 'LogGroup', {
      retention: handlerLogRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    node.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
  }
}

/** Context `alarmEmail`, checked at the boundary: one address or nothing. */
function alarmEmailOf(scope: Construct): string | undefined {
  const parsed = alarmEmailSchema.safeParse(scope.node.tryGetContext(contextKeys.alarmEmail));
  if (!parsed.success) throw new Error(`context ${contextKeys.alarmEmail} must be one e-mail address`);
  return parsed.data || undefined;
}

function perId<K extends string, V>(ids: readonly K[], make: (id: K) => V): Record<K, V> {
  return Object.fromEntries(ids.map((id) => [id, make(id)])) as Record<K, V>;
}
