import { describe, expect, it } from 'vitest';
import { perEnvironment, renewEnvironment } from './per-environment';

describe('values kept per environment', () => {
  it('builds a value once, on first use, and keeps it', () => {
    let builds = 0;
    const value = perEnvironment(() => ({ build: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it('builds it again after the environment is renewed, once', () => {
    let builds = 0;
    const value = perEnvironment(() => ++builds);
    expect(value()).toBe(1);
    renewEnvironment();
    expect([value(), value()]).toEqual([2, 2]);
  });

  it('keeps a value that is undefined as built, not building it on every use', () => {
    let builds = 0;
    const value = perEnvironment(() => {
      builds += 1;
      return undefined;
    });
    value();
    value();
    expect(builds).toBe(1);
  });
});
