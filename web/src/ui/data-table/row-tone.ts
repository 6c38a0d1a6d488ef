/*
 * Row colours of the lists (spec 1 §2, external consultation list: green if generated or due today, orange if
 * past, blue if future, red if deleted) and the soft-deleted look (struck through, spec 1 §4).
 */

export type RowTone = 'success' | 'warning' | 'info' | 'error';

/** The class names a row gets for its tone and deletion (styles in ui/kit.css). */
export function rowClassName(tone: RowTone | undefined, deleted: boolean): string {
  const names = ['oc-row'];
  if (tone) names.push(`oc-row--${tone}`);
  if (deleted) names.push('oc-row--deleted');
  return names.join(' ');
}

/**
 * The tone of a scheduled record by date: success when generated or due today, warning when past, info when
 * future, error when deleted. Dates are ISO (yyyy-mm-dd…); `today` is the São Paulo calendar day.
 *
 * @example scheduleTone({ date: '2025-01-10', today: '2025-01-15' }) // 'warning'
 */
export function scheduleTone(row: {
  date: string | null | undefined;
  today: string;
  generated?: boolean;
  deleted?: boolean;
}): RowTone | undefined {
  if (row.deleted) return 'error';
  if (row.generated) return 'success';
  if (!row.date) return undefined;
  const day = row.date.slice(0, 10);
  if (day === row.today) return 'success';
  return day < row.today ? 'warning' : 'info';
}
