import { createHash, createHmac } from 'node:crypto';
import { s3 } from '../../../platform/aws';
import { signingKey } from '../../../platform/presigned-post';

/*
 * A presigned GET (SigV4 query authentication) for a stored result file too big to travel in a Lambda answer
 * (6 MB payload; result files go up to 50 MB): the download route answers 302 to it, the browser fetches the file
 * from S3 for a few minutes. AWS's published algorithm, signed with the function's own credentials, as
 * platform/presigned-post.ts signs the upload policy (no presigner package in the bundle).
 */

/** RFC 3986 encoding, as SigV4 wants it ('/' kept in paths when `slash` is false). */
function encode(text: string, slash = true): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return slash ? encoded : encoded.replace(/%2F/g, '/');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The address of a bucket: path style on a custom endpoint (the local cloud, LocalStack), virtual-hosted on AWS. */
export function bucketUrl(bucket: string, region: string, endpoint?: string): string {
  return endpoint ? `${endpoint.replace(/\/+$/, '')}/${bucket}/` : `https://${bucket}.s3.${region}.amazonaws.com/`;
}

/** The pure signing step (tests): the URL of `key` in the bucket at `bucketUrl`, valid `expiresInSeconds` from `now`. */
export function presignedGetUrl(
  options: { bucketUrl: string; key: string; expiresInSeconds: number; now: Date; disposition?: string },
  identity: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined; region: string },
): string {
  const amzDate = options.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const base = new URL(options.bucketUrl);
  const path = `${base.pathname}${encode(options.key, false)}`;
  const scope = `${day}/${identity.region}/s3/aws4_request`;
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${identity.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(options.expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
    ...(identity.sessionToken ? { 'X-Amz-Security-Token': identity.sessionToken } : {}),
    ...(options.disposition ? { 'response-content-disposition': options.disposition } : {}),
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(query[name] as string)}`)
    .join('&');
  const canonicalRequest = ['GET', path, canonicalQuery, `host:${base.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(identity.secretAccessKey, day, identity.region))
    .update(stringToSign)
    .digest('hex');
  return `${base.protocol}//${base.host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** A presigned GET signed with the S3 client's credentials (path style on a custom endpoint, as the uploads). */
export async function createPresignedGet(options: { bucket: string; key: string; expiresInSeconds: number; disposition?: string }): Promise<string> {
  const client = s3();
  const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  return presignedGetUrl(
    {
      bucketUrl: bucketUrl(options.bucket, region, endpoint),
      key: options.key,
      expiresInSeconds: options.expiresInSeconds,
      now: new Date(),
      ...(options.disposition ? { disposition: options.disposition } : {}),
    },
    { ...credentials, region },
  );
}
