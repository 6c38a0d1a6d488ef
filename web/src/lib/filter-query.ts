/*
 * From a list's filter form to the `filter` of its GET: what the form holds as text becomes what the API takes,
 * and what holds no value is left out.
 */

/**
 * A form's date range as the API takes it: each open end null; no range at all when both ends are open.
 *
 * @example apiDateRange(['2026-03-01', '']) // ['2026-03-01', null]
 */
export function apiDateRange([start, end]: readonly [string, string]): [string | null, string | null] | undefined {
  return start || end ? [start || null, end || null] : undefined;
}

/**
 * The filter without the keys that hold `undefined` (the API reads a present key as a filter).
 *
 * @example definedOnly({ id_empresa: ['E1'], deleted: undefined }) // { id_empresa: ['E1'] }
 */
export function definedOnly<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}
