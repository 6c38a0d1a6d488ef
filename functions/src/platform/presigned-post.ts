import { createHmac } from 'node:crypto';
import { s3 } from './aws';
import { checkLocalAccess } from './local-access';

/*
 * A presigned POST (S3's browser-based upload, Signature Version 4): a policy the browser cannot change, saying
 * which bucket and key, which content type and what size range S3 accepts, signed with the function's own
 * credentials. The browser then sends the file straight to S3; the API never carries it.
 *
 * Written here rather than taken from @aws-sdk/s3-presigned-post: its newest release pins an older
 * @aws-sdk/client-s3 exactly, which would put a second S3 client in every bundle. The algorithm is AWS's published
 * one (policy → base64 → HMAC-SHA256 with the SigV4 signing key), checked against AWS's own example in the test.
 */

/** What a presigned POST allows. */
export interface PresignedPostOptions {
  readonly bucket: string;
  readonly key: string;
  /** The exact Content-Type the form must send. */
  readonly contentType: string;
  /** Smallest and largest accepted size in bytes (S3's content-length-range). */
  readonly minBytes: number;
  readonly maxBytes: number;
  readonly expiresInSeconds: number;
  /** Now (tests). */
  readonly now?: Date;
}

/** Credentials and region the policy is signed for. */
export interface SigningIdentity {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
  readonly region: string;
}

/** Where the browser posts, and the form fields it sends before the file (field `file`). */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Record<string, string>;
  readonly expiresAt: string;
}

const algorithm = 'AWS4-HMAC-SHA256';

/** The SigV4 signing key of a day, region and service. */
export function signingKey(secretAccessKey: string, date: string, region: string, service = 's3'): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** The signature of a base64 policy: hex HMAC-SHA256 with the signing key. */
export function signPolicy(base64Policy: string, secretAccessKey: string, date: string, region: string): string {
  return createHmac('sha256', signingKey(secretAccessKey, date, region)).update(base64Policy).digest('hex');
}

/** The form fields of a policy signed by `identity` (pure: no clock, no client). */
export function presignedPostFields(options: PresignedPostOptions, identity: SigningIdentity): PresignedPost {
  const now = options.now ?? new Date();
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${identity.accessKeyId}/${day}/${identity.region}/s3/aws4_request`;
  const expiresAt = new Date(now.getTime() + options.expiresInSeconds * 1000).toISOString();
  const fields: Record<string, string> = {
    key: options.key,
    'Content-Type': options.contentType,
    'X-Amz-Algorithm': algorithm,
    'X-Amz-Credential': credential,
    'X-Amz-Date': amzDate,
    ...(identity.sessionToken ? { 'X-Amz-Security-Token': identity.sessionToken } : {}),
  };
  const policy = {
    expiration: expiresAt,
    conditions: [
      { bucket: options.bucket },
      ['content-length-range', options.minBytes, options.maxBytes],
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const base64Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    url: '',
    fields: { ...fields, Policy: base64Policy, 'X-Amz-Signature': signPolicy(base64Policy, identity.secretAccessKey, day, identity.region) },
    expiresAt,
  };
}

/**
 * A presigned POST for one object, signed with the S3 client's credentials. The URL is the bucket's: path style on
 * a custom endpoint (the local cloud, LocalStack), virtual-hosted on AWS.
 *
 * @example
 * const post = await createPresignedPost({ bucket, key, contentType: 'application/pdf', minBytes: 1, maxBytes, expiresInSeconds: 900 });
 */
export async function createPresignedPost(options: PresignedPostOptions): Promise<PresignedPost> {
  // The browser's POST is authorized as this function's PutObject (infra/local/access-guard.ts checks it locally).
  checkLocalAccess('S3Client', 'PutObjectCommand', { Bucket: options.bucket, Key: options.key });
  const client = s3();
  const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
  const signed = presignedPostFields(options, { ...credentials, region });
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  const url = endpoint
    ? `${endpoint.replace(/\/+$/, '')}/${options.bucket}`
    : `https://${options.bucket}.s3.${region}.amazonaws.com`;
  return { ...signed, url };
}
