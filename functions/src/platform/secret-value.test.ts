import { describe, expect, it } from 'vitest';
import { refreshingValue } from './secret-value';

/** A read that answers (or fails) as the test says, counting its calls, on a clock the test moves. */
function scripted(answers: (string | Error)[]) {
  let calls = 0;
  let time = 1_000_000;
  const read = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] as string | Error;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return {
    read,
    now: () => time,
    advance: (ms: number) => (time += ms),
    calls: () => calls,
  };
}

describe('a secret kept in memory', () => {
  it('is read once, however many requests ask for it at once', async () => {
    // Prepare
    const source = scripted(['valor']);
    const value = refreshingValue(source.read, { now: source.now });
    // Act
    const answers = await Promise.all([value.get(), value.get(), value.get()]);
    await value.get();
    // Assess
    expect(answers).toEqual(['valor', 'valor', 'valor']);
    expect(source.calls()).toBe(1);
  });

  it('is not kept as a failure: the request after a failed first read reads again', async () => {
    // Prepare
    const source = scripted([new Error('Secrets Manager indisponível'), 'valor']);
    const value = refreshingValue(source.read, { now: source.now });
    // Act / Assess
    await expect(value.get()).rejects.toThrow('Secrets Manager indisponível');
    await expect(value.get()).resolves.toBe('valor');
    expect(source.calls()).toBe(2);
  });

  it('is read again when older than its maximum age', async () => {
    const source = scripted(['antigo', 'novo']);
    const value = refreshingValue(source.read, { now: source.now, maxAgeMs: 3_600_000 });
    await value.get();
    source.advance(3_599_999);
    expect(await value.get()).toBe('antigo');
    source.advance(1);
    expect(await value.get()).toBe('novo');
  });

  it('is refreshed on request at most once per interval (a caller inventing values cannot force reads)', async () => {
    // Prepare
    const source = scripted(['antigo', 'novo', 'mais novo']);
    const value = refreshingValue(source.read, { now: source.now, minRefreshMs: 60_000 });
    await value.get();
    // Act / Assess: too soon after the read
    expect(await value.refresh()).toBe('antigo');
    source.advance(60_000);
    expect(await value.refresh()).toBe('novo');
    expect(await value.refresh()).toBe('novo');
    expect(source.calls()).toBe(2);
  });

  it('keeps the last good value when a later read fails, and tries again only after the interval', async () => {
    // Prepare
    const source = scripted(['bom', new Error('falhou'), 'novo']);
    const value = refreshingValue(source.read, { now: source.now, maxAgeMs: 1_000, minRefreshMs: 60_000 });
    await value.get();
    source.advance(1_000);
    // Act / Assess
    expect(await value.get()).toBe('bom');
    expect(source.calls()).toBe(2);
    source.advance(59_999);
    expect(await value.get()).toBe('bom');
    expect(source.calls()).toBe(2);
    source.advance(1);
    expect(await value.get()).toBe('novo');
  });
});
