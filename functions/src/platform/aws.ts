import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';

/*
 * One client per service per Lambda container, built lazily on first use so a cold start pays only for the
 * clients its handler touches. Endpoints come from the SDK's own AWS_ENDPOINT_URL[_SERVICE] variables, which
 * is how the local cloud and LocalStack redirect every call.
 */

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let sqsClient: SQSClient | undefined;

let dynamoClient: DynamoDBClient | undefined;

/** The plain DynamoDB client, for libraries that take one (Powertools idempotency). */
export function dynamoRaw(): DynamoDBClient {
  dynamoClient ??= new DynamoDBClient({});
  return dynamoClient;
}

/** The DynamoDB document client (plain JS values in and out; undefined attributes dropped). */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoRaw(), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** The S3 client; path-style addressing whenever a custom endpoint stands in for S3 (emulators, LocalStack). */
export function s3(): S3Client {
  s3Client ??= new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

/** The SQS client. */
export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({});
  return sqsClient;
}
