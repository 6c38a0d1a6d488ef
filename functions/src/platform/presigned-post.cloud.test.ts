import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { s3 } from './aws';
import { resources } from './env';
import { createPresignedPost, type PresignedPost } from './presigned-post';

/* Presigned uploads posted as the browser posts them, to the local cloud's S3. */

let cloud: LocalCloud;
let bucket: string;
let saved: { s3: string | undefined; any: string | undefined };

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  bucket = resources.bucketName('drop');
  // The cloud's endpoints, put back after each test that changes them.
  saved = { s3: process.env.AWS_ENDPOINT_URL_S3, any: process.env.AWS_ENDPOINT_URL };
});

afterEach(() => {
  for (const [name, value] of [['AWS_ENDPOINT_URL_S3', saved.s3], ['AWS_ENDPOINT_URL', saved.any]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

afterAll(async () => {
  await cloud.stop();
});

const options = (key: string) => ({ bucket, key, contentType: 'application/pdf', minBytes: 1, maxBytes: 1024, expiresInSeconds: 900 });

function upload(post: PresignedPost, content: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'arquivo.pdf');
  return fetch(post.url, { method: 'POST', body: form });
}

describe('presigned uploads', () => {
  it('let the browser post the file straight to the bucket, under the key signed', async () => {
    // Prepare
    const post = await createPresignedPost(options('drop/aso/1.pdf'));

    // Act
    const response = await upload(post, '%PDF-1.4 aso');

    // Assess
    expect(response.status).toBeLessThan(300);
    expect(post.url).toBe(`${cloud.endpoints.s3}/${bucket}`);
    const stored = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: 'drop/aso/1.pdf' }));
    expect(await stored.Body?.transformToString()).toBe('%PDF-1.4 aso');
  });

  it('post to the endpoint without a doubled slash when it is configured with a trailing one', async () => {
    // Prepare
    process.env.AWS_ENDPOINT_URL_S3 = `${cloud.endpoints.s3}//`;

    // Act
    const post = await createPresignedPost(options('drop/aso/2.pdf'));

    // Assess
    expect(post.url).toBe(`${cloud.endpoints.s3}/${bucket}`);
  });

  it('post to the general endpoint when no S3 one is set, and to the bucket host on AWS when none is', async () => {
    // Prepare
    delete process.env.AWS_ENDPOINT_URL_S3;
    process.env.AWS_ENDPOINT_URL = 'http://localstack:4566';
    const general = await createPresignedPost(options('drop/aso/3.pdf'));
    delete process.env.AWS_ENDPOINT_URL;

    // Act
    const aws = await createPresignedPost(options('drop/aso/3.pdf'));

    // Assess
    expect(general.url).toBe(`http://localstack:4566/${bucket}`);
    expect(aws.url).toBe(`https://${bucket}.s3.${await s3().config.region()}.amazonaws.com`);
    expect(aws.fields.key).toBe('drop/aso/3.pdf');
    expect(aws.fields['X-Amz-Credential']).toMatch(/^[^/]+\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request$/);
  });
});
