import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './aws';

/**
 * A presigned GET of a stored file, for files too big to travel in a Lambda answer (6 MB) or opened from a list:
 * the browser fetches the object from S3 for `expiresInSeconds`, downloaded under `fileName` when given.
 *
 * @example const url = await presignedGet({ bucket, key, expiresInSeconds: 300, fileName: 'resultado.pdf' });
 */
export function presignedGet(options: { bucket: string; key: string; expiresInSeconds: number; fileName?: string }): Promise<string> {
  const disposition = options.fileName ? `attachment; filename="${options.fileName.replace(/["\\\r\n]/g, '')}"` : undefined;
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: options.bucket, Key: options.key, ...(disposition ? { ResponseContentDisposition: disposition } : {}) }),
    { expiresIn: options.expiresInSeconds },
  );
}
