import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { originVerifyHeader } from '@ocupacional/shared';
import { HttpError } from './http';
import { logger } from './logger';
import { originRefusedMessage } from './messages';
import { perEnvironment } from './per-environment';
import { readSecretString, refreshingValue } from './secret-value';

/*
 * The API answers only what came through CloudFront (issue 21 item 7): CloudFront adds the origin secret
 * (Secrets Manager, ORIGIN_VERIFY_SECRET_ID) as the x-origin-verify header, so a request sent straight to API
 * Gateway's own address — past the WAF, with forged viewer headers — is refused. Without the variable (unit tests,
 * a stack without CloudFront) nothing is checked, and nothing CloudFront would add is trusted either.
 */

/** The variable naming the origin secret (set by the stack; by the local cloud for its own gateway). */
export const originVerifyEnv = 'ORIGIN_VERIFY_SECRET_ID';

const originSecret = perEnvironment(() => {
  const secretId = process.env[originVerifyEnv];
  return secretId ? refreshingValue(() => readSecretString(secretId)) : undefined;
});

/** Events that carried the right origin secret: their CloudFront headers can be believed. */
const verified = new WeakSet<object>();

/** Whether this request came through CloudFront (the origin check ran and passed). */
export function cameThroughOrigin(event: object): boolean {
  return verified.has(event);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * 403 with a pt-BR message, logged, for a request without the right origin header when ORIGIN_VERIFY_SECRET_ID
 * is set. A wrong value reads the secret again first (at most once a minute): the secret may have been replaced by
 * a deploy since this container read it.
 */
export function originCheck(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: async ({ event }) => {
      const secret = originSecret();
      if (!secret) return;
      const presented = event.headers?.[originVerifyHeader];
      if (presented !== undefined && (sameSecret(presented, await secret.get()) || sameSecret(presented, await secret.refresh()))) {
        verified.add(event);
        return;
      }
      logger.warn('request refused: it did not come through CloudFront', {
        sourceIp: event.requestContext?.http?.sourceIp,
        path: event.rawPath,
        originHeader: presented === undefined ? 'missing' : 'wrong',
      });
      throw new HttpError(403, originRefusedMessage);
    },
  };
}
