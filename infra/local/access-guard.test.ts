import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resourceEnv } from '@ocupacional/shared';
import { decryptSecret, encryptSecret, localMasterKey } from '@ocupacional/functions/platform/secrets';
import { accessGuardEnv, installAccessGuard, refusedCalls, runAsFunction } from './access-guard';

/*
 * The access guard refuses, inside the SDK, what a running function's declaration does not allow, before any request
 * leaves the process; what it allows goes on to the endpoint (here a closed port, so an allowed call fails with a
 * network error, never AccessDenied). The integration suites prove the declarations; these prove the guard.
 */

const closedPort = 'http://127.0.0.1:9';
const clientOptions = { endpoint: closedPort, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 };
const env = {
  [accessGuardEnv]: '1',
  [resourceEnv.table]: 'ocupacional',
  [resourceEnv.bucket('files')]: 'ocupacional-files',
  [resourceEnv.bucket('drop')]: 'ocupacional-drop',
  [resourceEnv.queueUrl('mail')]: `${closedPort}/000000000000/mail`,
  [resourceEnv.queueUrl('esocial')]: `${closedPort}/000000000000/esocial`,
  SECRETS_KMS_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/tenant-secrets',
};
let saved: Record<string, string | undefined> = {};

beforeEach(() => {
  installAccessGuard();
  saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  refusedCalls.length = 0;
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const denied = expect.objectContaining({ name: 'AccessDeniedException' });
const notDenied = async (call: Promise<unknown>) => {
  const error = (await call.then(() => undefined, (caught: unknown) => caught)) as { name?: string } | undefined;
  expect(error?.name ?? 'ok').not.toMatch(/AccessDenied/);
};

describe('the local access guard', () => {
  it('refuses a PDF worker the tenant-secrets key, and lets the e-mail worker use it', async () => {
    // Prepare
    const kms = new KMSClient(clientOptions);
    const decrypt = () => kms.send(new DecryptCommand({ KeyId: env.SECRETS_KMS_KEY_ID, CiphertextBlob: new Uint8Array(8) }));

    // Act / Assess
    await expect(runAsFunction('asoSplit', decrypt)).rejects.toEqual(denied);
    await notDenied(runAsFunction('mailSend', decrypt));
    expect(refusedCalls).toEqual([expect.objectContaining({ functionId: 'asoSplit', call: expect.stringContaining('KMS:Decrypt') })]);
  });

  it('checks the local master key the same way, encrypting and decrypting apart', async () => {
    // Prepare
    const key = localMasterKey('11'.repeat(32));
    const context = { tenant: 't1', proposito: 'teste' };
    const sealed = await encryptSecret('senha', context, key);

    // Act / Assess: the platform API may seal (queued e-mail bodies) but never open; the PDF worker neither.
    await expect(runAsFunction('platformApi', () => encryptSecret('x', context, key))).resolves.toMatch(/^v1\.local\./);
    await expect(runAsFunction('platformApi', () => decryptSecret(sealed, context, key))).rejects.toEqual(denied);
    await expect(runAsFunction('asoIdentify', () => encryptSecret('x', context, key))).rejects.toEqual(denied);
    await expect(runAsFunction('esocialWorker', () => decryptSecret(sealed, context, key))).resolves.toEqual(Buffer.from('senha'));
  });

  it('lets only the sweep scan, through the document client too', async () => {
    // Prepare
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions));
    const scan = () => documents.send(new ScanCommand({ TableName: 'ocupacional' }));

    // Act / Assess
    await expect(runAsFunction('platformApi', scan)).rejects.toEqual(denied);
    await notDenied(runAsFunction('sweep', scan));
    await notDenied(runAsFunction('platformApi', () => documents.send(new QueryCommand({ TableName: 'ocupacional', IndexName: 'gsi1', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': 'x' } }))));
    await expect(runAsFunction('jwtRotate', () => documents.send(new QueryCommand({ TableName: 'ocupacional', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': 'x' } })))).rejects.toEqual(denied);
    await expect(runAsFunction('platformApi', () => documents.send(new QueryCommand({ TableName: 'other', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': 'x' } })))).rejects.toEqual(denied);
  });

  it('holds object actions to their bucket and prefixes, presigned GETs included', async () => {
    // Prepare
    const s3 = new S3Client({ ...clientOptions, forcePathStyle: true });
    const get = (Bucket: string, Key: string) => () => s3.send(new GetObjectCommand({ Bucket, Key }));

    // Act / Assess
    await notDenied(runAsFunction('asoIdentify', get('ocupacional-files', 'arquivos/t1/upload/u1/1.pdf')));
    await expect(runAsFunction('asoIdentify', get('ocupacional-files', 'esocial/t1/certificados/c1.p12.enc'))).rejects.toEqual(
      expect.objectContaining({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }),
    );
    await expect(runAsFunction('asoIdentify', get('ocupacional-drop', 'drop/t1/a.pdf'))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(runAsFunction('mailSend', () => s3.send(new PutObjectCommand({ Bucket: 'ocupacional-files', Key: 'arquivos/t1/x.pdf', Body: 'x' })))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(
      runAsFunction('asoApi', () => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'ocupacional-files', Key: 'parceiro/t1/p/e/u' }), { expiresIn: 60 })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(
      runAsFunction('atendimentoApi', () => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'ocupacional-files', Key: 'parceiro/t1/p/e/u' }), { expiresIn: 60 })),
    ).resolves.toContain('X-Amz-Signature');
  });

  it('lets a function send only to the queues it declares', async () => {
    // Prepare
    const sqs = new SQSClient(clientOptions);
    const send = (queue: 'mail' | 'esocial') => () => sqs.send(new SendMessageCommand({ QueueUrl: env[resourceEnv.queueUrl(queue)], MessageBody: '{}' }));

    // Act / Assess
    await expect(runAsFunction('platformApi', send('esocial'))).rejects.toEqual(denied);
    await notDenied(runAsFunction('platformApi', send('mail')));
  });

  it('checks nothing outside a function, nor when turned off', async () => {
    // Prepare
    const kms = new KMSClient(clientOptions);
    const decrypt = () => kms.send(new DecryptCommand({ KeyId: env.SECRETS_KMS_KEY_ID, CiphertextBlob: new Uint8Array(8) }));

    // Act / Assess
    await notDenied(decrypt());
    process.env[accessGuardEnv] = '0';
    await notDenied(runAsFunction('asoSplit', decrypt));
    process.env[accessGuardEnv] = 'report';
    await notDenied(runAsFunction('asoSplit', decrypt));
    expect(refusedCalls).toHaveLength(1);
  });
});
