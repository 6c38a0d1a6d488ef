import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { saoPauloDate } from '../domain';
import { dynamo, logger, resources } from '../platform';

export interface DailyCheckResult {
  /** The São Paulo calendar day the run belongs to. */
  readonly day: string;
  /** False when that day's check had already run: the handler is a no-op the second time. */
  readonly ran: boolean;
}

/**
 * The daily check, fired at 00:00 America/Sao_Paulo by EventBridge Scheduler (locally by the local cloud's
 * scheduler or `npm run daily-check`). It claims the day in the task log first, so a repeated firing does
 * nothing; the eSocial sending, batch polling and certificate warnings hang off this claim.
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
  logger.info('daily check ran', { day });
  return { day, ran: true };
}
