import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueueName, deadLetterRetentionDays, queues, type QueueId } from '@ocupacional/shared';

export interface QueuesProps {
  readonly stage: string;
}

export interface QueuePair {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  /** Fires as soon as one message sits in the dead-letter queue: a worker gave up on it. */
  readonly alarm: cloudwatch.Alarm;
}

/** One queue per entry of {@link queues}, each with its dead-letter queue and an alarm on that DLQ. */
export class Queues extends Construct {
  readonly pairs: Record<QueueId, QueuePair>;

  constructor(scope: Construct, id: string, props: QueuesProps) {
    super(scope, id);
    const ids = Object.keys(queues) as QueueId[];
    this.pairs = Object.fromEntries(ids.map((queueId) => [queueId, this.pair(queueId, props)])) as Record<
      QueueId,
      QueuePair
    >;
  }

  private pair(queueId: QueueId, { stage }: QueuesProps): QueuePair {
    const def = queues[queueId];
    const scope = new Construct(this, queueId);
    // SQS-managed keys, not the stack's KMS key: S3 notifications to a KMS queue need that key's policy to name
    // the bucket, and the bucket is encrypted with the same key, a dependency cycle. Messages carry object keys
    // and ids, never document content.
    const encryption = { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true };
    const deadLetterQueue = new sqs.Queue(scope, 'DeadLetterQueue', {
      queueName: `ocupacional-${stage}-${deadLetterQueueName(def.localName)}`,
      retentionPeriod: Duration.days(deadLetterRetentionDays),
      ...encryption,
    });
    const queue = new sqs.Queue(scope, 'Queue', {
      queueName: `ocupacional-${stage}-${def.localName}`,
      visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      ...encryption,
    });
    const alarm = new cloudwatch.Alarm(scope, 'DeadLetterAlarm', {
      alarmName: `ocupacional-${stage}-${deadLetterQueueName(def.localName)}-not-empty`,
      alarmDescription: `Mensagens na fila de erros ${deadLetterQueueName(def.localName)}: um processamento desistiu após ${def.maxReceiveCount} tentativas.`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    return { queue, deadLetterQueue, alarm };
  }
}
