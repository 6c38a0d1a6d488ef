import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { s3 } from './aws';
import { resources } from './env';
import { presignedGet } from './presigned-get';

/* Presigned downloads of stored files, fetched from the local cloud's S3 as a browser would. */

let cloud: LocalCloud;
let bucket: string;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  bucket = resources.bucketName('files');
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: 'aso/1/resultado.pdf', Body: '%PDF-1.4 resultado', ContentType: 'application/pdf' }));
});

afterAll(async () => {
  await cloud.stop();
});

describe('presigned downloads', () => {
  it('let the browser download the file under the name given, without characters that break the header', async () => {
    // Act
    const url = await presignedGet({ bucket, key: 'aso/1/resultado.pdf', expiresInSeconds: 300, fileName: 'ASO "Maria"\\\r\n.pdf' });
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.4 resultado');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ASO Maria.pdf"');
  });

  it('let the browser open the file as stored when no name is given', async () => {
    // Act
    const url = await presignedGet({ bucket, key: 'aso/1/resultado.pdf', expiresInSeconds: 300 });
    const response = await fetch(url);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(new URL(url).pathname).toBe(`/${bucket}/aso/1/resultado.pdf`);
  });

  it('expire after the seconds asked for', async () => {
    // Act
    const url = new URL(await presignedGet({ bucket, key: 'aso/1/resultado.pdf', expiresInSeconds: 120 }));

    // Assess
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
  });
});
