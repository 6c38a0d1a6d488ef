/*
 * The active-filter badge of the list screens (spec 1 §2: "a badge counts active filters"): a filter counts when it
 * holds a value and that value differs from the screen's default (a default date window is no user filter).
 */

export type FilterValues = Readonly<Record<string, unknown>>;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmpty);
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * How many filters hold a value other than their default.
 *
 * @example countActiveFilters({ status: [54], busca: '' }, {}) // 1
 */
export function countActiveFilters(filters: FilterValues, defaults: FilterValues = {}): number {
  return Object.entries(filters).filter(([name, value]) => !isEmpty(value) && !sameValue(value, defaults[name]))
    .length;
}
