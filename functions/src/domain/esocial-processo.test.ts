import { describe, expect, it } from 'vitest';
import { modosDisponiveis, pollDelaySeconds, processoEmAndamento, processoProcessado, type UltimoProcesso } from './esocial-processo';

/* Spec 2 §4 "Process mode rules", one row per latest process. */

const cases: [string, UltimoProcesso | undefined, { INC: boolean; ALT: boolean; EXC: boolean }][] = [
  ['no process yet: only inclusion', undefined, { INC: true, ALT: false, EXC: false }],
  ['INC processed (201): alteration or exclusion', { modo: 'INC', status: 201 }, { INC: false, ALT: true, EXC: true }],
  ['INC rejected (401): inclusion again', { modo: 'INC', status: 401 }, { INC: true, ALT: false, EXC: false }],
  ['INC unreachable (500): inclusion again', { modo: 'INC', status: 500 }, { INC: true, ALT: false, EXC: false }],
  ['ALT processed: alteration or exclusion', { modo: 'ALT', status: 201 }, { INC: false, ALT: true, EXC: true }],
  ['ALT rejected: alteration again or exclusion', { modo: 'ALT', status: 402 }, { INC: false, ALT: true, EXC: true }],
  ['EXC processed: nothing more', { modo: 'EXC', status: 201 }, { INC: false, ALT: false, EXC: false }],
  ['EXC rejected: exclusion again or alteration', { modo: 'EXC', status: 401 }, { INC: false, ALT: true, EXC: true }],
];

describe('transmission modes of a lote (spec 2 §4)', () => {
  it.each(cases)('%s', (_, ultimo, expected) => {
    expect(modosDisponiveis('S-2220', ultimo)).toEqual(expected);
  });

  it.each(cases)('hides alteration for S-3000 lotes: %s', (_, ultimo, expected) => {
    expect(modosDisponiveis('S-3000', ultimo)).toEqual({ ...expected, ALT: false });
  });

  it('treats a process waiting to be sent (0) or for its result (101) as in flight', () => {
    expect(processoEmAndamento(undefined)).toBe(false);
    expect(processoEmAndamento({ modo: 'INC', status: 0 })).toBe(true);
    expect(processoEmAndamento({ modo: 'INC', status: 101 })).toBe(true);
    expect(processoEmAndamento({ modo: 'INC', status: 201 })).toBe(false);
    expect(processoEmAndamento({ modo: 'INC', status: 401 })).toBe(false);
  });
});

describe('the polling backoff', () => {
  it('doubles from the first delay up to the SQS maximum of 900 s', () => {
    expect([0, 1, 2, 3, 7, 8, 50].map((attempt) => pollDelaySeconds(attempt))).toEqual([10, 20, 40, 80, 900, 900, 900]);
  });

  it("follows the web service's estimate when it gives one, within 1 to 900 s", () => {
    expect(pollDelaySeconds(0, 3)).toBe(3);
    expect(pollDelaySeconds(5, 0.2)).toBe(1);
    expect(pollDelaySeconds(0, 3600)).toBe(900);
  });

  it.each([
    ['none', null],
    ['zero', 0],
    ['negative', -5],
  ])('falls back to the backoff when the estimate is %s', (_, estimate) => {
    expect(pollDelaySeconds(2, estimate)).toBe(40);
  });

  it('follows a schedule the environment gives (tests poll at once)', () => {
    expect(pollDelaySeconds(0, null, [0, 1])).toBe(0);
    expect(pollDelaySeconds(4, null, [0, 1])).toBe(1);
  });
});

describe('the batch screen message', () => {
  it.each([
    [201, true],
    [101, false],
    [0, false],
    [401, false],
    [500, false],
  ])('treats status %i as processed: %s', (status, processado) => {
    expect(processoProcessado(status)).toBe(processado);
  });
});
