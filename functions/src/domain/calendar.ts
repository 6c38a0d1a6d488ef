/** The product's time zone: dates users see and daily jobs run in São Paulo time. */
export const productTimeZone = 'America/Sao_Paulo';

/** The calendar date (aaaa-mm-dd) that it is in São Paulo at `instant`. */
export function saoPauloDate(instant: Date): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: productTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
