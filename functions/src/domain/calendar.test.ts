import { describe, expect, it } from 'vitest';
import { saoPauloDate } from './calendar';

describe('saoPauloDate', () => {
  it('is still the previous day in São Paulo at 02:59 UTC', () => {
    expect(saoPauloDate(new Date('2026-11-21T02:59:00Z'))).toBe('2026-11-20');
  });

  it('turns at 03:00 UTC, midnight in São Paulo', () => {
    expect(saoPauloDate(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-21');
  });
});
