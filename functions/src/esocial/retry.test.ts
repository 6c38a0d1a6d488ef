import { describe, expect, it } from 'vitest';
import { EsocialSoapFaultError, EsocialTransportError } from './errors';
import { defaultRetryPolicy, isRetryableFailure, retryDelayMs, tryAgainCode, withRetry, type RetryPolicy } from './retry';

const policy: RetryPolicy = { attempts: 4, baseDelayMs: 100, maxDelayMs: 250 };

/** A run that answers (or throws) each of `steps` in turn, counting its calls. */
function scripted(steps: readonly (number | Error)[]) {
  let calls = 0;
  const run = async () => {
    const step = steps[Math.min(calls, steps.length - 1)] as number | Error;
    calls += 1;
    if (step instanceof Error) throw step;
    return { cdResposta: step };
  };
  return { run, calls: () => calls };
}

function options(slept: number[]) {
  return { policy, tryAgain: (r: { cdResposta: number }) => r.cdResposta === tryAgainCode, sleep: async (ms: number) => void slept.push(ms) };
}

describe('retryDelayMs', () => {
  it.each([
    [1, 100],
    [2, 200],
    [3, 250],
    [4, 250],
  ])('waits before retry %i %i ms (doubling, capped)', (retry, ms) => {
    expect(retryDelayMs(retry, policy)).toBe(ms);
  });

  it('defaults to three tries, 2 s then 4 s apart', () => {
    expect(defaultRetryPolicy).toEqual({ attempts: 3, baseDelayMs: 2_000, maxDelayMs: 16_000 });
    expect([1, 2].map((retry) => retryDelayMs(retry, defaultRetryPolicy))).toEqual([2_000, 4_000]);
  });
});

describe('isRetryableFailure', () => {
  it.each([
    ['a dropped connection or a timeout (no HTTP status)', new EsocialTransportError('ECONNRESET: socket hang up'), true],
    ['an HTTP 503', new EsocialTransportError('HTTP 503', { httpStatus: 503 }), true],
    ['an HTTP 500 without SOAP', new EsocialTransportError('HTTP 500', { httpStatus: 500 }), true],
    ['an HTTP 499', new EsocialTransportError('HTTP 499', { httpStatus: 499 }), false],
    ['a 200 we cannot read', new EsocialTransportError('unexpected response', { httpStatus: 200 }), false],
    ['a SOAP Fault', new EsocialSoapFaultError('s:Client', 'bad', '<x/>'), false],
    ['any other error', new Error('boom'), false],
  ])('%s: %s', (_, error, retryable) => {
    expect(isRetryableFailure(error)).toBe(retryable);
  });
});

describe('withRetry', () => {
  it('asks again after a 301 and after a timeout, waiting longer each time, until a real answer', async () => {
    const slept: number[] = [];
    const { run, calls } = scripted([tryAgainCode, new EsocialTransportError('no answer in 60000 ms'), 201]);
    await expect(withRetry(run, options(slept))).resolves.toEqual({ cdResposta: 201 });
    expect(calls()).toBe(3);
    expect(slept).toEqual([100, 200]);
  });

  it('returns the last 301 when the tries run out, and throws the last timeout', async () => {
    const slept: number[] = [];
    const busy = scripted([tryAgainCode]);
    await expect(withRetry(busy.run, options(slept))).resolves.toEqual({ cdResposta: tryAgainCode });
    expect(busy.calls()).toBe(4);
    expect(slept).toEqual([100, 200, 250]);

    const silent = scripted([new EsocialTransportError('no answer in 60000 ms')]);
    await expect(withRetry(silent.run, options([]))).rejects.toThrow(EsocialTransportError);
    expect(silent.calls()).toBe(4);
  });

  it('does not retry an answer that is not "try again", nor a failure that is not retryable', async () => {
    const slept: number[] = [];
    const refused = scripted([401, 201]);
    await expect(withRetry(refused.run, options(slept))).resolves.toEqual({ cdResposta: 401 });
    expect(refused.calls()).toBe(1);
    const fault = scripted([new EsocialSoapFaultError('s:Client', 'bad', '<x/>'), 201]);
    await expect(withRetry(fault.run, options(slept))).rejects.toThrow(EsocialSoapFaultError);
    expect(fault.calls()).toBe(1);
    expect(slept).toEqual([]);
  });

  it('tries once with attempts 1, and waits for real without a sleep given', async () => {
    const once = scripted([tryAgainCode, 201]);
    await expect(withRetry(once.run, { ...options([]), policy: { ...policy, attempts: 1 } })).resolves.toEqual({ cdResposta: tryAgainCode });
    expect(once.calls()).toBe(1);
    const started = Date.now();
    const twice = scripted([tryAgainCode, 201]);
    await expect(withRetry(twice.run, { policy: { attempts: 2, baseDelayMs: 30, maxDelayMs: 30 }, tryAgain: (r) => r.cdResposta === tryAgainCode })).resolves.toEqual({ cdResposta: 201 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
