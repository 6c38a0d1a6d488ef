import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedule-text';

describe('scheduleText', () => {
  it('shows the day as dd/mm/aaaa and the time when there is one', () => {
    // Assess
    expect(scheduleText('2025-03-12')).toBe('12/03/2025');
    expect(scheduleText('2025-03-12T08:30')).toBe('12/03/2025 08:30');
  });
});
