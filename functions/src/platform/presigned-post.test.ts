import { describe, expect, it } from 'vitest';
import { presignedPostFields, signPolicy } from './presigned-post';

/*
 * The POST policy signature, checked against AWS's own worked example ("Example: Browser-Based Upload using HTTP
 * POST (Using AWS Signature Version 4)", Amazon S3 API Reference): same policy, key and date, same signature.
 */

const awsExamplePolicy =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';

describe('the presigned POST', () => {
  it("signs a policy exactly as AWS's worked example does", () => {
    expect(signPolicy(awsExamplePolicy, 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '20151229', 'us-east-1')).toBe(
      '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
    );
  });

  it('binds the key, the content type, the size range and every signed field into the policy', () => {
    // Act
    const post = presignedPostFields(
      {
        bucket: 'arquivos',
        key: 'upload/demo/01J/lote.pdf',
        contentType: 'application/pdf',
        minBytes: 1,
        maxBytes: 25 * 1024 * 1024,
        expiresInSeconds: 900,
        now: new Date('2025-03-20T12:00:00.000Z'),
      },
      { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token', region: 'sa-east-1' },
    );
    // Assess
    expect(post.expiresAt).toBe('2025-03-20T12:15:00.000Z');
    expect(post.fields).toMatchObject({
      key: 'upload/demo/01J/lote.pdf',
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKID/20250320/sa-east-1/s3/aws4_request',
      'X-Amz-Date': '20250320T120000Z',
      'X-Amz-Security-Token': 'token',
    });
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe(post.expiresAt);
    expect(policy.conditions).toEqual([
      { bucket: 'arquivos' },
      ['content-length-range', 1, 25 * 1024 * 1024],
      { key: 'upload/demo/01J/lote.pdf' },
      { 'Content-Type': 'application/pdf' },
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { 'X-Amz-Credential': 'AKID/20250320/sa-east-1/s3/aws4_request' },
      { 'X-Amz-Date': '20250320T120000Z' },
      { 'X-Amz-Security-Token': 'token' },
    ]);
    expect(post.fields['X-Amz-Signature']).toBe(signPolicy(post.fields.Policy ?? '', 'secret', '20250320', 'sa-east-1'));
  });

  it('leaves the security token out for long-term credentials', () => {
    const post = presignedPostFields(
      { bucket: 'b', key: 'k', contentType: 'application/pdf', minBytes: 1, maxBytes: 2, expiresInSeconds: 60 },
      { accessKeyId: 'AKID', secretAccessKey: 's', region: 'us-east-1' },
    );
    expect(post.fields['X-Amz-Security-Token']).toBeUndefined();
  });
});
