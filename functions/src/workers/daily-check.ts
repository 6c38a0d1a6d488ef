import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { saoPauloDate } from '../domain';
import { verificacaoDiariaEsocial, type ResumoEsocial } from '../data/esocial/verificacao-diaria';
import { dynamo, logger, resources } from '../platform';

export interface DailyCheckResult {
  /** The São Paulo calendar day the run belongs to. */
  readonly day: string;
  /** False when that day's check had already run: the handler is a no-op the second time. */
  readonly ran: boolean;
  /** What the eSocial part did per tenant (spec 2 "Daily check"); absent when the day had already run. */
  readonly esocial?: readonly ResumoEsocial[];
}

/**
 * The daily check, fired at 00:00 America/Sao_Paulo by EventBridge Scheduler (locally by the local cloud's
 * scheduler or `npm run daily-check`). It claims the day in the task log first, so a repeated firing does
 * nothing. Then the eSocial part runs (data/esocial/verificacao-diaria.ts): automatic sending, polling of the lotes
 * still waiting, certificate warnings, each tenant's task log.
 */
export async function handler(_event: unknown, context?: Context): Promise<DailyCheckResult> {
  const startedAt = new Date();
  const day = saoPauloDate(startedAt);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: resources.tableName(),
        Item: {
          pk: 'SYSTEM#TASK_LOG',
          sk: `dailyCheck#${day}`,
          task: 'dailyCheck',
          day,
          startedAt: startedAt.toISOString(),
          requestId: context?.awsRequestId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      logger.info('daily check already ran', { day });
      return { day, ran: false };
    }
    throw error;
  }
  const esocial = await verificacaoDiariaEsocial(day, startedAt);
  // The platform task log keeps the summary beside the day's claim.
  await dynamo().send(
    new UpdateCommand({
      TableName: resources.tableName(),
      Key: { pk: 'SYSTEM#TASK_LOG', sk: `dailyCheck#${day}` },
      UpdateExpression: 'SET finishedAt = :finishedAt, esocial = :esocial',
      ExpressionAttributeValues: { ':finishedAt': new Date().toISOString(), ':esocial': JSON.stringify(esocial) },
    }),
  );
  logger.info('daily check ran', { day, esocial });
  return { day, ran: true, esocial };
}
