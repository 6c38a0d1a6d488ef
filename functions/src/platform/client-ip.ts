import { isIP } from 'node:net';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from './logger';
import { cameThroughOrigin } from './origin-verify';

/*
 * The client's address, for rate limits, logs, sessions, password-reset records and e-mail openings. Behind
 * CloudFront, API Gateway's sourceIp is CloudFront's own address; the viewer's comes in CloudFront-Viewer-Address
 * ("ip:port", IPv6 unbracketed), which is believed only on a request that passed the origin check — anyone can
 * send that header straight to API Gateway.
 */

export const viewerAddressHeader = 'cloudfront-viewer-address';

/** The IP of a CloudFront-Viewer-Address value ('198.51.100.10:46532', '2001:db8::1:46532'), or undefined. */
export function viewerIp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d+$/.exec(value);
  const separator = value.lastIndexOf(':');
  const ip = bracketed ? bracketed[1] : separator > 0 ? value.slice(0, separator) : undefined;
  return ip && isIP(ip) ? ip : undefined;
}

/**
 * The address of whoever sent the request: CloudFront's viewer address when the request came through it, else
 * API Gateway's source address. The only place the API reads either.
 *
 * @example const ip = clientIp(event); // '203.0.113.7'
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = cameThroughOrigin(event) ? viewerIp(event.headers?.[viewerAddressHeader]) : undefined;
  return viewer ?? event.requestContext?.http?.sourceIp ?? '';
}

/** Adds the client's address to every log line of the request (after the origin check, so it is the viewer's). */
export function clientIpLogging(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: ({ event }) => {
      logger.appendKeys({ clientIp: clientIp(event) });
    },
  };
}
