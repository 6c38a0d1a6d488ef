import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp, viewerIp } from './client-ip';

describe('the viewer address CloudFront sends', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::7:46532', '2001:db8::7'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334:443', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['[2001:db8::7]:46532', '2001:db8::7'],
  ])('reads %s as %s', (value, ip) => {
    expect(viewerIp(value)).toBe(ip);
  });

  it.each([undefined, '', 'abc:123', '198.51.100.10', '999.1.1.1:80', ':443'])('gives nothing for %j', (value) => {
    expect(viewerIp(value)).toBeUndefined();
  });
});

describe('the client address', () => {
  const event = (headers: Record<string, string>) =>
    ({ headers, requestContext: { http: { sourceIp: '130.176.0.1' } } }) as unknown as APIGatewayProxyEventV2;

  it('is the source address when the request did not pass the origin check, whatever it claims', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:4431' }))).toBe('130.176.0.1');
  });

  it('is the source address of an event without headers (a unit test, a hand-built event)', () => {
    expect(clientIp({ requestContext: { http: { sourceIp: '203.0.113.9' } } } as unknown as APIGatewayProxyEventV2)).toBe('203.0.113.9');
  });
});
