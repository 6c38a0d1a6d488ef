import { describe, expect, it } from 'vitest';
import { bucketUrl, presignedGetUrl } from './presigned-get';

describe('a presigned GET', () => {
  it('signs AWS’s own query-string example to the documented signature', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example".
    const url = presignedGetUrl(
      { bucketUrl: 'https://examplebucket.s3.amazonaws.com/', key: 'test.txt', expiresInSeconds: 86400, now: new Date('2013-05-24T00:00:00Z') },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('addresses the bucket by path on a custom endpoint and by host on AWS', () => {
    expect(bucketUrl('files', 'us-east-1', 'http://127.0.0.1:4569/')).toBe('http://127.0.0.1:4569/files/');
    expect(bucketUrl('files', 'sa-east-1')).toBe('https://files.s3.sa-east-1.amazonaws.com/');
  });
});
