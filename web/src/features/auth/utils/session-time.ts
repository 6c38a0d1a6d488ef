import { formatRemaining } from '@ocupacional/shared';

/** Milliseconds left in a session ending at `expiraEm` (ISO), never negative; 0 for an unreadable date. */
export function sessionRemainingMs(expiraEm: string, now: number): number {
  const end = Date.parse(expiraEm);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/**
 * The remaining time as the layout shows it, 'HHh MMm' (spec 1 §4).
 *
 * @example sessionRemainingText('2025-01-15T20:00:00Z', Date.parse('2025-01-15T12:30:00Z')) // '07h 30m'
 */
export function sessionRemainingText(expiraEm: string, now: number): string {
  return formatRemaining(sessionRemainingMs(expiraEm, now));
}
