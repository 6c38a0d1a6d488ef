import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { originVerifyHeader } from '@ocupacional/shared';
import { buildEvent, cloudFrontSourceIp, useOriginSecret } from './gateway';

/* The gateway adds what CloudFront adds in front of the API, and lets no client choose it. */

afterEach(() => useOriginSecret(undefined));

function request(headers: Record<string, string>, remoteAddress = '127.0.0.23', remotePort = 50123): IncomingMessage {
  return { headers, method: 'GET', httpVersion: '1.1', socket: { remoteAddress, remotePort } } as unknown as IncomingMessage;
}

const build = (req: IncomingMessage) => buildEvent(req, new URL('http://localhost/sst/api/health'), Buffer.alloc(0), 'GET /sst/api/health', {});

describe('the local gateway, standing in for CloudFront', () => {
  it("adds the origin secret and the client's address, replacing what the client sent", () => {
    // Prepare
    useOriginSecret('segredo-local');
    // Act
    const event = build(request({ host: 'web.localhost', 'cloudfront-viewer-address': '203.0.113.7:1', [originVerifyHeader]: 'chute' }));
    // Assess
    expect(event.headers[originVerifyHeader]).toBe('segredo-local');
    expect(event.headers['cloudfront-viewer-address']).toBe('127.0.0.23:50123');
  });

  it("writes an IPv6 client as CloudFront does, without brackets, and an IPv4-mapped one as IPv4", () => {
    expect(build(request({}, '::1', 443)).headers['cloudfront-viewer-address']).toBe('::1:443');
    expect(build(request({}, '::ffff:127.0.0.9', 443)).headers['cloudfront-viewer-address']).toBe('127.0.0.9:443');
  });

  it("gives the API CloudFront's address as the source, as API Gateway sees it behind CloudFront", () => {
    expect(build(request({})).requestContext.http.sourceIp).toBe(cloudFrontSourceIp);
  });

  it('sends no origin header when no secret is configured, and drops the one a client sent', () => {
    expect(build(request({ [originVerifyHeader]: 'chute' })).headers[originVerifyHeader]).toBeUndefined();
  });
});
