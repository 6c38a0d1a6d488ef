import { AsyncLocalStorage } from 'node:async_hooks';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { buckets, queues, resourceEnv, type BucketId, type QueueId } from '@ocupacional/shared';
import { functionAccess, isAllowed, type AccessRequest, type DeploymentSecret, type FunctionAccess } from '@ocupacional/functions/function-access';
import type { FunctionId } from '@ocupacional/functions/manifest';
import { localAccessCheckKey, localSecretsKeyId, type LocalAccessCheck } from '@ocupacional/functions/platform/local-access';

/*
 * IAM, locally: while a function runs (lambda-runtime.ts invoke), every AWS call it makes is checked against its
 * declaration in functions/src/function-access.ts — the one the CDK stack turns into its role's policy — and refused
 * with AccessDenied, as IAM would refuse it, when outside. The check sits in the SDK itself (every command of every
 * client resolves its middleware through one method of @smithy/core's Command, presigned GETs included), so no client
 * factory of the functions needs to know. Calls made outside a function (tests seeding data, seed scripts, the local
 * cloud's own glue) are not checked. LOCAL_ACCESS_GUARD: '1' refuses (the local cloud's default), 'report' only logs,
 * '0' or unset does nothing.
 */

export const accessGuardEnv = 'LOCAL_ACCESS_GUARD';

const running = new AsyncLocalStorage<FunctionId>();

/** Runs `work` as the function `id`: its AWS calls are checked against that function's declaration. */
export function runAsFunction<T>(id: FunctionId, work: () => Promise<T>): Promise<T> {
  return running.run(id, work);
}

/** The error IAM's refusal surfaces as in the SDK (S3 names it AccessDenied, the JSON services AccessDeniedException). */
export class AccessDeniedError extends Error {
  readonly $fault = 'client';
  readonly $metadata: { httpStatusCode: number };
  constructor(message: string, s3: boolean) {
    super(message);
    this.name = s3 ? 'AccessDenied' : 'AccessDeniedException';
    this.$metadata = { httpStatusCode: s3 ? 403 : 400 };
  }
}

/** The variables through which functions find the deployment's secrets (infra/lib/constructs/functions.ts extraEnv). */
const secretEnv: Record<DeploymentSecret, string> = {
  jwtSigning: 'JWT_SECRET_ARN',
  mailOauth2ClientSecret: 'MAIL_OAUTH2_CLIENT_SECRET_ID',
  esocialCa: 'ESOCIAL_CA_PEM_SECRET_ID',
  originVerify: 'ORIGIN_VERIFY_SECRET_ID',
};

type Input = Readonly<Record<string, unknown>>;
/** A call IAM would evaluate, or the reason it names no resource of the manifest (then IAM finds no grant). */
type Translation = AccessRequest[] | { readonly unknown: string };

function bucketOf(name: unknown): BucketId | undefined {
  return (Object.keys(buckets) as BucketId[]).find((id) => name !== undefined && process.env[resourceEnv.bucket(id)] === name);
}

function queueOf(url: unknown): QueueId | undefined {
  return (Object.keys(queues) as QueueId[]).find((id) => url !== undefined && process.env[resourceEnv.queueUrl(id)] === url);
}

function dynamo(commandName: string, input: Input): Translation {
  const table = process.env[resourceEnv.table];
  const onTable = (name: unknown) => name === table;
  const index = typeof input.IndexName === 'string' ? input.IndexName : undefined;
  switch (commandName) {
    case 'GetItemCommand':
    case 'QueryCommand':
      return onTable(input.TableName) ? [{ service: 'dynamodb', action: 'read', index }] : { unknown: String(input.TableName) };
    case 'ScanCommand':
      return onTable(input.TableName) ? [{ service: 'dynamodb', action: 'scan', index }] : { unknown: String(input.TableName) };
    case 'PutItemCommand':
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return onTable(input.TableName) ? [{ service: 'dynamodb', action: 'write' }] : { unknown: String(input.TableName) };
    case 'BatchGetItemCommand':
    case 'BatchWriteItemCommand': {
      const tables = Object.keys((input.RequestItems ?? {}) as object);
      const action = commandName === 'BatchGetItemCommand' ? 'read' : 'write';
      return tables.every(onTable) ? [{ service: 'dynamodb', action }] : { unknown: tables.join(',') };
    }
    case 'TransactGetItemsCommand':
    case 'TransactWriteItemsCommand': {
      // IAM authorizes a transaction item by item: Get/ConditionCheck as reads, Put/Update/Delete as writes.
      const items = (input.TransactItems ?? []) as Record<string, { TableName?: string }>[];
      const requests: AccessRequest[] = [];
      for (const item of items) {
        for (const [kind, operation] of Object.entries(item)) {
          if (!onTable(operation.TableName)) return { unknown: String(operation.TableName) };
          requests.push({ service: 'dynamodb', action: kind === 'Get' || kind === 'ConditionCheck' ? 'read' : 'write' });
        }
      }
      return requests;
    }
    default:
      return { unknown: commandName };
  }
}

const s3Actions: Record<string, 'read' | 'write' | 'delete' | 'tag' | 'list'> = {
  GetObjectCommand: 'read',
  HeadObjectCommand: 'read',
  PutObjectCommand: 'write',
  CreateMultipartUploadCommand: 'write',
  UploadPartCommand: 'write',
  CompleteMultipartUploadCommand: 'write',
  AbortMultipartUploadCommand: 'write',
  CopyObjectCommand: 'write',
  DeleteObjectCommand: 'delete',
  PutObjectTaggingCommand: 'tag',
  GetObjectTaggingCommand: 'read',
  ListObjectsV2Command: 'list',
  ListObjectsCommand: 'list',
};

function s3(commandName: string, input: Input): Translation {
  const bucket = bucketOf(input.Bucket);
  if (!bucket) return { unknown: `bucket ${String(input.Bucket)}` };
  if (commandName === 'DeleteObjectsCommand') {
    const objects = ((input.Delete as { Objects?: { Key?: string }[] } | undefined)?.Objects ?? []).map((object) => object.Key ?? '');
    return objects.map((key) => ({ service: 's3', action: 'delete', bucket, key }));
  }
  const action = s3Actions[commandName];
  if (!action) return { unknown: commandName };
  if (action === 'list') return [{ service: 's3', action, bucket }];
  const key = String(input.Key ?? '');
  const requests: AccessRequest[] = [{ service: 's3', action, bucket, key }];
  // A PutObject that sets tags needs s3:PutObjectTagging as well.
  if (action === 'write' && input.Tagging !== undefined) requests.push({ service: 's3', action: 'tag', bucket, key });
  // CopyObject reads its source.
  if (commandName === 'CopyObjectCommand') {
    const [sourceBucket, ...sourceKey] = decodeURIComponent(String(input.CopySource ?? '')).replace(/^\//, '').split('/');
    const from = bucketOf(sourceBucket);
    if (!from) return { unknown: `bucket ${String(sourceBucket)}` };
    requests.push({ service: 's3', action: 'read', bucket: from, key: sourceKey.join('/') });
  }
  return requests;
}

/** Names one SDK call as IAM would evaluate it. */
export function translate(clientName: string, commandName: string, input: Input): Translation {
  switch (clientName) {
    case 'DynamoDBClient':
      return dynamo(commandName, input);
    case 'S3Client':
      return s3(commandName, input);
    case 'SQSClient': {
      if (commandName !== 'SendMessageCommand' && commandName !== 'SendMessageBatchCommand') return { unknown: commandName };
      const queue = queueOf(input.QueueUrl);
      return queue ? [{ service: 'sqs', action: 'send', queue }] : { unknown: `queue ${String(input.QueueUrl)}` };
    }
    case 'SESv2Client':
      return commandName === 'SendEmailCommand' ? [{ service: 'ses', action: 'send' }] : { unknown: commandName };
    case 'SecretsManagerClient': {
      const secret = (Object.keys(secretEnv) as DeploymentSecret[]).find(
        (id) => input.SecretId !== undefined && process.env[secretEnv[id]] === input.SecretId,
      );
      const action = commandName === 'GetSecretValueCommand' ? 'read' : commandName === 'PutSecretValueCommand' ? 'write' : undefined;
      if (!action) return { unknown: commandName };
      return secret ? [{ service: 'secretsmanager', action, secret }] : { unknown: `secret ${String(input.SecretId)}` };
    }
    case 'KMSClient': {
      const tenantSecretsKey = input.KeyId === localSecretsKeyId || (input.KeyId !== undefined && input.KeyId === process.env.SECRETS_KMS_KEY_ID);
      if (!tenantSecretsKey) return { unknown: `key ${String(input.KeyId)}` };
      if (commandName === 'GenerateDataKeyCommand') return [{ service: 'kms', action: 'encrypt' }];
      if (commandName === 'DecryptCommand') return [{ service: 'kms', action: 'decrypt' }];
      return { unknown: commandName };
    }
    default:
      return { unknown: clientName };
  }
}

/** Calls refused (or, in report mode, that would have been), newest last: tests read them. */
export const refusedCalls: { readonly functionId: FunctionId; readonly call: string }[] = [];

/** Checks one call of the running function, if any; throws {@link AccessDeniedError} when its declaration lacks it. */
export const checkAccess: LocalAccessCheck = (clientName, commandName, input) => {
  const mode = process.env[accessGuardEnv];
  if (!mode || mode === '0') return;
  const functionId = running.getStore();
  if (!functionId) return;
  const access = (functionAccess as Partial<Record<string, FunctionAccess>>)[functionId];
  const translation = translate(clientName, commandName, input);
  const refused = !access || 'unknown' in translation ? [translation] : translation.filter((request) => !isAllowed(access, request));
  if (refused.length === 0) return;
  const call = `${clientName.replace(/Client$/, '')}:${commandName.replace(/Command$/, '')} ${JSON.stringify(refused)}`;
  refusedCalls.push({ functionId, call });
  const message = `access guard: ${functionId} is not authorized to perform ${call} (functions/src/function-access.ts declares what each function may do)`;
  console.error(`[access-guard] ${message}`);
  if (mode !== 'report') throw new AccessDeniedError(message, clientName === 'S3Client');
};

let installed = false;

/**
 * Puts the check into the SDK (once per process): every command, whichever client sends or presigns it, resolves its
 * middleware through Command.resolveMiddlewareWithContext, which knows the client's and the command's names; the
 * check runs when the resolved handler is called, inside the calling function's async context.
 */
export function installAccessGuard(): void {
  if (installed) return;
  installed = true;
  (globalThis as { [localAccessCheckKey]?: LocalAccessCheck })[localAccessCheckKey] = checkAccess;
  let prototype: object | null = GetItemCommand.prototype;
  while (prototype && !Object.hasOwn(prototype, 'resolveMiddlewareWithContext')) prototype = Object.getPrototypeOf(prototype) as object | null;
  if (!prototype) throw new Error('access guard: @smithy/core Command.resolveMiddlewareWithContext not found (SDK changed?)');
  type Resolve = (this: { input?: Input }, ...args: [unknown, unknown, unknown, { clientName: string; commandName: string }]) => (args: unknown) => Promise<unknown>;
  const target = prototype as { resolveMiddlewareWithContext: Resolve };
  const original = target.resolveMiddlewareWithContext;
  target.resolveMiddlewareWithContext = function guarded(this: { input?: Input }, ...args) {
    const handler = original.apply(this, args);
    const { clientName, commandName } = args[3];
    const input = this.input ?? {};
    return async (handlerArgs: unknown) => {
      checkAccess(clientName, commandName, input);
      return handler(handlerArgs);
    };
  };
}
