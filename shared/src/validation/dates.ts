/*
 * Dates are ISO 'yyyy-mm-dd' in storage and 'dd/mm/aaaa' on screen; the calendar day is São Paulo's
 * (docs/ARCHITECTURE "Rules that hold everywhere"). Date-only values are handled as calendar dates, never
 * through the machine's local time zone.
 */

/** The product's time zone. */
export const saoPauloTimeZone = 'America/Sao_Paulo';

/** Oldest year a typed date may have (spec 1 §5). */
export const minDateYear = 1900;

const brDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < minDateYear || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * An ISO date from 'dd/mm/aaaa', or null when the text is not a real date: month 1–12, a day the month has,
 * year 1900 or later (spec 1 §5).
 *
 * @example parseBrDate('29/02/2024') // '2024-02-29'
 */
export function parseBrDate(value: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: any non-date fallback text fails the pattern just like ''
  const match = brDatePattern.exec(value?.trim() ?? '');
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? toIso(year, month, day) : null;
}

/** Whether a text is a real date in 'dd/mm/aaaa'. */
export function isValidBrDate(value: string | null | undefined): boolean {
  return parseBrDate(value) !== null;
}

/** Whether a text is a real date in ISO 'yyyy-mm-dd' (year 1900 or later). */
export function isValidIsoDate(value: string | null | undefined): boolean {
  // Stryker disable next-line StringLiteral: any non-date fallback text fails the pattern just like ''
  const match = isoDatePattern.exec(value ?? '');
  return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An ISO date from either 'dd/mm/aaaa' (a form) or 'yyyy-mm-dd' (the API), or null when neither is a real date.
 * Lets one schema serve both the form and the API.
 */
export function normalizeDate(value: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: any non-date fallback text is rejected just like ''
  const trimmed = value?.trim() ?? '';
  if (isValidIsoDate(trimmed)) return trimmed;
  return parseBrDate(trimmed);
}

const saoPauloDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: saoPauloTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function saoPauloParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  // The formatter's options ask for exactly these five parts (and the literals between them, unused).
  return Object.fromEntries(saoPauloDateTime.formatToParts(instant).map((p) => [p.type, p.value])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute',
    string
  >;
}

function toInstant(value: Date | string): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The São Paulo calendar date (yyyy-mm-dd) of an instant, or null for an invalid one. */
export function isoDateInSaoPaulo(instant: Date | string): string | null {
  const date = toInstant(instant);
  if (!date) return null;
  const { year, month, day } = saoPauloParts(date);
  return `${year}-${month}-${day}`;
}

/**
 * Today in São Paulo as yyyy-mm-dd.
 *
 * @example todayInSaoPaulo(new Date('2024-01-01T02:00:00Z')) // '2023-12-31'
 */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return isoDateInSaoPaulo(now) as string;
}

/**
 * Whether a birth date makes sense (issue 12 item 6): a real date from 1900 on (spec 1 §5) and before today in
 * São Paulo. Dates are ISO or 'dd/mm/aaaa'.
 *
 * @example isValidBirthDate('15/03/1990', '2026-11-25') // true
 */
export function isValidBirthDate(value: string | null | undefined, today: string = todayInSaoPaulo()): boolean {
  const iso = normalizeDate(value);
  // Stryker disable next-line ConditionalExpression: null < 'yyyy-mm-dd' is already false (NaN comparison)
  return iso !== null && iso < today;
}

function parseIsoOrThrow(iso: string): [number, number, number] {
  const match = isoDatePattern.exec(iso);
  if (!match) throw new RangeError(`not an ISO date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The ISO date `days` calendar days after `iso` (negative goes back).
 *
 * @example addDays('2024-02-28', 2) // '2024-03-01'
 */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = parseIsoOrThrow(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The ISO date `years` years after `iso` (negative goes back); 29 February becomes 28 in a common year. */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = parseIsoOrThrow(iso);
  const target = year + years;
  return toIso(target, month, Math.min(day, daysInMonth(target, month)));
}

/** Calendar days from `from` to `to` (ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseIsoOrThrow(from);
  const [y2, m2, d2] = parseIsoOrThrow(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/**
 * 'dd/mm/aaaa' for screens, from an ISO date or from an instant (ISO timestamp or Date, shown as its São Paulo
 * day); a value already in 'dd/mm/aaaa' is kept. An empty or unreadable value gives ''.
 *
 * @example formatBrDate('2024-03-05') // '05/03/2024'
 */
export function formatBrDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && isValidBrDate(value)) return value.trim();
  // Stryker disable next-line ConditionalExpression: a Date stringifies to 'Mon Mar 04 …', which never matches the ISO pattern
  const iso = typeof value === 'string' && isoDatePattern.test(value) ? value : isoDateInSaoPaulo(value);
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** 'dd/mm/aaaa HH:mm' in São Paulo time for an instant (ISO timestamp or Date); '' when unreadable. */
export function formatBrDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const { year, month, day, hour, minute } = saoPauloParts(instant);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** A default filter window: days (or years) before today, days after today (spec 1 §9). */
export interface DateWindow {
  readonly daysBefore?: number;
  readonly yearsBefore?: number;
  readonly daysAfter: number;
}

/**
 * The ISO start and end of a default date window around today (São Paulo).
 *
 * @example dateWindow({ daysBefore: 60, daysAfter: 1 }, '2024-03-01') // { start: '2024-01-01', end: '2024-03-02' }
 */
export function dateWindow(window: DateWindow, today: string = todayInSaoPaulo()): { start: string; end: string } {
  const back = addYears(today, -(window.yearsBefore ?? 0));
  return { start: addDays(back, -(window.daysBefore ?? 0)), end: addDays(today, window.daysAfter) };
}
