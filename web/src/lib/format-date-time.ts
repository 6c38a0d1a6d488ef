// The product is used in Brazil: dates show in Brasília time whatever the browser's zone is.
const formatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats an instant as dd/mm/aaaa HH:mm in America/Sao_Paulo; returns '' for an invalid date.
 *
 * @example formatDateTime('2025-01-15T12:30:00Z') // '15/01/2025 09:30'
 */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Built from parts because ICU versions differ on the separator between date and time (', ' or ' ').
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
