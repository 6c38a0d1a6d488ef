import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { perEnvironment } from './per-environment';
import { addReadMeter } from './read-meter';

/*
 * One client per service per Lambda container, built lazily on first use so a cold start pays only for the
 * clients its handler touches. Endpoints come from the SDK's own AWS_ENDPOINT_URL[_SERVICE] variables, which
 * is how the local cloud and LocalStack redirect every call.
 */

/** The plain DynamoDB client, for libraries that take one (Powertools idempotency); its reads are metered. */
export const dynamoRaw: () => DynamoDBClient = /* @__PURE__ */ perEnvironment(() => addReadMeter(new DynamoDBClient({})));

/** The DynamoDB document client (plain JS values in and out; undefined attributes dropped). */
export const dynamo: () => DynamoDBDocumentClient = /* @__PURE__ */ perEnvironment(() =>
  DynamoDBDocumentClient.from(dynamoRaw(), { marshallOptions: { removeUndefinedValues: true } }),
);

/** The S3 client; path-style addressing whenever a custom endpoint stands in for S3 (emulators, LocalStack). */
export const s3: () => S3Client = /* @__PURE__ */ perEnvironment(
  () =>
    new S3Client({
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

/** The SQS client. */
export const sqs: () => SQSClient = /* @__PURE__ */ perEnvironment(() => new SQSClient({}));
