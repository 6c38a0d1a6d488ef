import { resourceEnv, type BucketId, type QueueId } from '@ocupacional/shared';
import type { ProvisionedResources } from './provision';
import { endpointVariable, type LocalService } from './endpoints';

/**
 * The environment the functions see locally: the same variables the CDK stack sets in AWS, plus the SDK's
 * endpoint variables and placeholder credentials so every client talks to the local endpoints.
 */
export function runtimeEnvironment(
  resources: ProvisionedResources,
  endpoints: Record<LocalService, string>,
  stage: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  secretsKey: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    [resourceEnv.table]: resources.tableName,
    [resourceEnv.stage]: stage,
    // In AWS secrets are wrapped by the KMS key (SECRETS_KMS_KEY_ID); locally by a key from the data folder.
    SECRETS_LOCAL_KEY: secretsKey,
    APP_VERSION: process.env.APP_VERSION ?? '1.0.0',
    // Powertools logs at INFO by default; keep local output readable.
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // The local SMTP sink listens on 127.0.0.1: tenant SMTP hosts may be private here, never in AWS (the stack sets 1).
    MAIL_SMTP_BLOCK_PRIVATE: '0',
    // Answers carry what their DynamoDB reads cost (functions/src/platform/read-meter.ts), for the tests and the benchmark.
    READ_METER_HEADERS: '1',
    // Each function's AWS calls are refused outside its declared access, as IAM would (infra/local/access-guard.ts).
    LOCAL_ACCESS_GUARD: process.env.LOCAL_ACCESS_GUARD ?? '1',
  };
  for (const [service, endpoint] of Object.entries(endpoints) as [LocalService, string][]) {
    env[endpointVariable(service)] = endpoint;
  }
  for (const [id, name] of Object.entries(resources.bucketNames) as [BucketId, string][]) {
    env[resourceEnv.bucket(id)] = name;
  }
  for (const [id, queue] of Object.entries(resources.queues) as [QueueId, ProvisionedResources['queues'][QueueId]][]) {
    env[resourceEnv.queueUrl(id)] = queue.url;
    env[resourceEnv.deadLetterQueueUrl(id)] = queue.deadLetterUrl;
  }
  return { ...env, ...extra };
}
