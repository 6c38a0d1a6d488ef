import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { noResponseMessage } from '@ocupacional/shared';
import { HttpError, respond } from './http';
import { logger } from './logger';
import { requestInProgressMessage, requestKeyReusedMessage } from './messages';

/**
 * Turns whatever a handler throws into the envelope: an HttpError below 500 shows its message and data,
 * anything else is logged with its stack and answered with the generic 500 text, so no stack trace leaves.
 */
export function httpErrorHandler(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  const onError: middy.MiddlewareFn<APIGatewayProxyEventV2, APIGatewayProxyResultV2> = (request) => {
    const { error } = request;
    // Powertools idempotency: the first request with this key is still running, or the key came with another body.
    if (error?.name === 'IdempotencyAlreadyInProgressError') {
      request.response = respond(409, requestInProgressMessage, null);
      return;
    }
    if (error?.name === 'IdempotencyValidationError') {
      request.response = respond(400, requestKeyReusedMessage, null);
      return;
    }
    if (error instanceof HttpError && error.status < 500) {
      request.response = respond(error.status, error.message, error.data);
      return;
    }
    logger.error('unhandled error', { error: error as Error, path: request.event.rawPath });
    request.response = respond(500, noResponseMessage, null);
  };
  return { onError };
}
