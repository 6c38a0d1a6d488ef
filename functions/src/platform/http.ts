import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { Envelope } from '@ocupacional/shared';

/** An error a handler throws to answer with a status below 500 and a pt-BR message the user can read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** Builds the API Gateway v2 response carrying the `{status, msg, data}` envelope. */
export function respond<T>(
  status: number,
  msg: string,
  data: T,
  extra: { cookies?: string[] } = {},
): APIGatewayProxyResultV2 {
  const body: Envelope<T> = { status, msg, data };
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
  };
}
