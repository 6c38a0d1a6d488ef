import { resourceEnv, type BucketId, type QueueId } from '@ocupacional/shared';

/** Reads a required environment variable, failing loudly at cold start when the deployment forgot it. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

/** Where the functions find their resources: names set by the CDK stack or by the local cloud. */
export const resources = {
  tableName: () => requiredEnv(resourceEnv.table),
  bucketName: (id: BucketId) => requiredEnv(resourceEnv.bucket(id)),
  queueUrl: (id: QueueId) => requiredEnv(resourceEnv.queueUrl(id)),
  stage: () => process.env[resourceEnv.stage] ?? 'local',
};
