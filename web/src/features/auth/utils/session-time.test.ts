import { describe, expect, it } from 'vitest';
import { sessionRemainingMs, sessionRemainingText } from './session-time';

const now = Date.parse('2025-01-15T12:30:00Z');

describe('sessionRemainingText', () => {
  it("shows the time left as 'HHh MMm'", () => {
    // Act
    const text = sessionRemainingText('2025-01-15T20:00:00Z', now);

    // Assess
    expect(text).toBe('07h 30m');
  });

  it('counts a 720-hour session in hours beyond a day', () => {
    // Act
    const text = sessionRemainingText('2025-02-14T12:30:00Z', now);

    // Assess
    expect(text).toBe('720h 00m');
  });

  it('shows zero once the session ended, and for an unreadable date', () => {
    // Act
    const ended = sessionRemainingText('2025-01-15T12:00:00Z', now);
    const unreadable = sessionRemainingMs('amanhã', now);

    // Assess
    expect(ended).toBe('00h 00m');
    expect(unreadable).toBe(0);
  });

  it('drops the seconds rather than rounding up', () => {
    // Act
    const text = sessionRemainingText('2025-01-15T12:31:59Z', now);

    // Assess
    expect(text).toBe('00h 01m');
  });
});
