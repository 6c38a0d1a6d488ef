import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows an instant as dd/mm/aaaa HH:mm in Brasília time', () => {
    // Act
    const text = formatDateTime('2025-01-15T12:30:00.000Z');

    // Assess
    expect(text).toBe('15/01/2025 09:30');
  });

  it('moves to the previous day when Brasília is still before midnight', () => {
    // Act
    const text = formatDateTime('2025-03-01T02:05:00Z');

    // Assess
    expect(text).toBe('28/02/2025 23:05');
  });

  it('returns an empty text for an invalid date', () => {
    // Act
    const text = formatDateTime('not a date');

    // Assess
    expect(text).toBe('');
  });
});
