import type middy from '@middy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { requestLogging } from './request-logging';
import { captureLogs } from '../../../tests/support/captured-logs';

/* Every log line of an invocation carries the Lambda request id, and API Gateway's for HTTP events. */

afterEach(() => {
  vi.restoreAllMocks();
  logger.resetKeys();
});


async function invoke(event: unknown, awsRequestId: string): Promise<void> {
  const before = requestLogging<unknown, unknown>().before as middy.MiddlewareFn<unknown, unknown>;
  await before({ event, context: { awsRequestId }, response: undefined, error: undefined, internal: {} } as never);
  logger.info('atendendo');
}

describe('request logging', () => {
  it('tags the lines of an HTTP invocation with both request ids, and forgets them at the next invocation', async () => {
    // Prepare
    const lines = captureLogs();

    // Act
    await invoke({ requestContext: { requestId: 'api-1' } }, 'lambda-1');
    await invoke({ requestContext: {} }, 'lambda-2');
    await invoke({}, 'lambda-3');
    await invoke(undefined, 'lambda-4');

    // Assess
    const ids = lines.filter((line) => line.message === 'atendendo').map((line) => [line.requestId, line.apiRequestId]);
    expect(ids).toEqual([
      ['lambda-1', 'api-1'],
      ['lambda-2', undefined],
      ['lambda-3', undefined],
      ['lambda-4', undefined],
    ]);
  });
});
