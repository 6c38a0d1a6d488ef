import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamoRaw } from './aws';
import { resources } from './env';
import { perEnvironment } from './per-environment';

/*
 * A repeated non-GET request with the same request key answers the first answer instead of acting twice
 * (Powertools idempotency, records in the single table under pk IDEMPOTENCY, expired by TTL after a day).
 * The key is scoped to the caller and the route by the guard middleware, so two users' keys never meet.
 */

export const idempotencyKeyField = 'idempotencyKey';

export const idempotencyPersistence: () => DynamoDBPersistenceLayer = /* @__PURE__ */ perEnvironment(
  () =>
    new DynamoDBPersistenceLayer({
      tableName: resources.tableName(),
      awsSdkV3Client: dynamoRaw(),
      keyAttr: 'pk',
      sortKeyAttr: 'sk',
      staticPkValue: 'IDEMPOTENCY',
      expiryAttr: 'ttl',
    }),
);

export const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: idempotencyKeyField,
  // The same key with another body is a client bug, not a repeat: refuse it.
  payloadValidationJmesPath: 'body',
  expiresAfterSeconds: 24 * 3600,
  throwOnNoIdempotencyKey: false,
});
