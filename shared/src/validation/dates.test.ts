import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  dateWindow,
  daysBetween,
  formatBrDate,
  formatBrDateTime,
  isValidBirthDate,
  isValidBrDate,
  isValidIsoDate,
  isoDateInSaoPaulo,
  normalizeDate,
  parseBrDate,
  todayInSaoPaulo,
} from './dates';

describe('dd/mm/aaaa dates', () => {
  it('reads a real date into ISO', () => {
    expect(parseBrDate('05/03/2024')).toBe('2024-03-05');
    expect(parseBrDate(' 31/12/1900 ')).toBe('1900-12-31');
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate('29/02/2000')).toBe('2000-02-29');
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('29/02/1900')).toBeNull();
  });

  it('rejects a month outside 1–12, a day the month lacks, and years before 1900', () => {
    expect(isValidBrDate('01/13/2024')).toBe(false);
    expect(isValidBrDate('01/00/2024')).toBe(false);
    expect(isValidBrDate('31/04/2024')).toBe(false);
    expect(isValidBrDate('00/01/2024')).toBe(false);
    expect(isValidBrDate('31/12/1899')).toBe(false);
  });

  it('rejects other formats and empty values', () => {
    for (const bad of ['5/3/2024', '05-03-2024', '2024-03-05', '05/03/24', '', 'abc']) {
      expect(isValidBrDate(bad)).toBe(false);
    }
    expect(parseBrDate(null)).toBeNull();
  });

  it('formats ISO dates and instants for screens', () => {
    expect(formatBrDate('2024-03-05')).toBe('05/03/2024');
    expect(formatBrDate('05/03/2024')).toBe('05/03/2024');
    // 01:30 UTC on 1 March is still 29 February in São Paulo (UTC−3).
    expect(formatBrDate('2024-03-01T01:30:00Z')).toBe('29/02/2024');
    expect(formatBrDate(new Date('2024-03-01T12:00:00Z'))).toBe('01/03/2024');
    expect(formatBrDate(null)).toBe('');
    expect(formatBrDate('not a date')).toBe('');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
  ])('shows nothing for a missing date (%s), never 1970 or a made-up day', (_label, value) => {
    expect(formatBrDate(value)).toBe('');
    expect(formatBrDateTime(value)).toBe('');
  });

  it('keeps a typed dd/mm/aaaa date without the blanks around it', () => {
    expect(formatBrDate(' 05/03/2024 ')).toBe('05/03/2024');
  });

  it('shows nothing for an unreadable instant', () => {
    expect(formatBrDateTime('not a date')).toBe('');
    expect(formatBrDateTime(new Date(Number.NaN))).toBe('');
  });

  it('formats an instant with its São Paulo time', () => {
    expect(formatBrDateTime('2024-03-01T01:30:00Z')).toBe('29/02/2024 22:30');
    expect(formatBrDateTime('2024-03-01T03:05:00Z')).toBe('01/03/2024 00:05');
    expect(formatBrDateTime(undefined)).toBe('');
  });
});

describe('ISO dates', () => {
  it('validates yyyy-mm-dd as a calendar date', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-2-9')).toBe(false);
  });

  it('normalises either format to ISO', () => {
    expect(normalizeDate('2024-03-05')).toBe('2024-03-05');
    expect(normalizeDate('05/03/2024')).toBe('2024-03-05');
    expect(normalizeDate('32/03/2024')).toBeNull();
  });

  it('ignores blanks around either format and gives null for a missing value', () => {
    expect(normalizeDate(' 2024-03-05 ')).toBe('2024-03-05');
    expect(normalizeDate(' 05/03/2024 ')).toBe('2024-03-05');
    expect(normalizeDate(null)).toBeNull();
    expect(normalizeDate(undefined)).toBeNull();
  });
});

describe('São Paulo calendar', () => {
  it('gives today in São Paulo, not in UTC', () => {
    expect(todayInSaoPaulo(new Date('2024-01-01T02:00:00Z'))).toBe('2023-12-31');
    expect(todayInSaoPaulo(new Date('2024-01-01T03:00:00Z'))).toBe('2024-01-01');
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads an instant given as text', () => {
    expect(isoDateInSaoPaulo('2024-07-10T02:59:59Z')).toBe('2024-07-09');
    expect(isoDateInSaoPaulo('nope')).toBeNull();
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -60)).toBe('2024-01-01');
    expect(() => addDays('01/03/2024', 1)).toThrow(new RangeError('not an ISO date: 01/03/2024'));
  });

  it('adds years, turning 29 February into 28 in a common year', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-03-05', -5)).toBe('2019-03-05');
  });

  it('counts calendar days between two dates', () => {
    expect(daysBetween('2024-03-01', '2024-03-16')).toBe(15);
    expect(daysBetween('2024-03-16', '2024-03-01')).toBe(-15);
  });

  it('builds a default window around today', () => {
    expect(dateWindow({ daysBefore: 60, daysAfter: 1 }, '2024-03-01')).toEqual({
      start: '2024-01-01',
      end: '2024-03-02',
    });
    expect(dateWindow({ yearsBefore: 5, daysAfter: 30 }, '2024-03-01')).toEqual({
      start: '2019-03-01',
      end: '2024-03-31',
    });
  });
});

describe('isValidBirthDate', () => {
  it('accepts a real date from 1900 on before today, and nothing else (issue 12 item 6)', () => {
    expect(isValidBirthDate('15/03/1990', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('1900-01-01', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('2026-11-24', '2026-11-25')).toBe(true);
    expect(isValidBirthDate('2026-11-25', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('01/01/2999', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('31/12/1899', '2026-11-25')).toBe(false);
    expect(isValidBirthDate('', '2026-11-25')).toBe(false);
  });
});
