import type middy from '@middy/core';
import { logger } from './logger';

/** Adds the Lambda request id (and API Gateway's, for HTTP events) to every log line of the invocation. */
export function requestLogging<TEvent, TResult>(): middy.MiddlewareObj<TEvent, TResult> {
  const before: middy.MiddlewareFn<TEvent, TResult> = (request) => {
    const event = request.event as { requestContext?: { requestId?: string } } | undefined;
    logger.resetKeys();
    logger.appendKeys({
      requestId: request.context.awsRequestId,
      ...(event?.requestContext?.requestId ? { apiRequestId: event.requestContext.requestId } : {}),
    });
  };
  return { before };
}
