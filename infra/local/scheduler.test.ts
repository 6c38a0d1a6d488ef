import { describe, expect, it } from 'vitest';
import { nextRuns, onStartSchedules } from './scheduler';

describe('the local scheduler', () => {
  it('fires the daily check at midnight in São Paulo, 03:00 UTC', () => {
    expect(nextRuns(new Date('2026-11-21T10:00:00Z')).dailyCheck?.toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it('fires the same day when São Paulo has not reached midnight yet', () => {
    expect(nextRuns(new Date('2026-11-21T02:00:00Z')).dailyCheck?.toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('sweeps every 15 minutes and once at start', () => {
    expect(nextRuns(new Date('2026-11-21T10:07:00Z')).sweep?.toISOString()).toBe('2026-11-21T10:15:00.000Z');
    expect(onStartSchedules()).toEqual(['sweep']);
  });
});
