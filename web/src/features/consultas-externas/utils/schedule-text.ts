import { formatBrDate } from '@ocupacional/shared';

/**
 * A schedule date as the screens show it: 'dd/mm/aaaa', with the time when it has one.
 *
 * @example scheduleText('2025-03-12T08:30') // '12/03/2025 08:30'
 */
export function scheduleText(dataAge: string): string {
  const day = formatBrDate(dataAge.slice(0, 10));
  const time = /T(\d{2}:\d{2})/.exec(dataAge)?.[1];
  return time ? `${day} ${time}` : day;
}
