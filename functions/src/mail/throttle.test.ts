import { describe, expect, it } from 'vitest';
import { isConditionalFailure } from './throttle';

/*
 * A lost conditional write (another mail worker took the package place or the message claim first) is retried or
 * answered as "someone else has it"; every other store error must surface. The error reaches the worker in the
 * shapes the SDK and ElectroDB give it.
 */

const sdkError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('recognising a write that lost its condition to another worker', () => {
  it.each([
    ['the SDK’s exception, by its name', sdkError('ConditionalCheckFailedException', 'x')],
    ['ElectroDB’s wrapper, by its text', sdkError('ElectroError', 'Error thrown by DynamoDB client: "The conditional request failed"')],
    ['a wrapper that keeps the SDK’s error only as its cause', new Error('write failed', { cause: sdkError('ConditionalCheckFailedException', 'x') })],
  ])('takes %s as a lost race', (_shape, error) => {
    // Act / Assess
    expect(isConditionalFailure(error)).toBe(true);
  });

  it.each([
    ['a throttled request', sdkError('ProvisionedThroughputExceededException', 'Rate of requests exceeds the allowed throughput')],
    ['a validation error', sdkError('ValidationException', 'One or more parameter values were invalid')],
    ['a thrown null', null],
    ['a thrown undefined', undefined],
  ])('does not take %s for a lost race', (_shape, error) => {
    // Act / Assess
    expect(isConditionalFailure(error)).toBe(false);
  });
});
