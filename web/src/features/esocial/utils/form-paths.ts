/*
 * Dotted field paths of a form's values and the issues of a shared zod schema keyed by them, so client-side and
 * server 400 messages land under the same fields ('exames.0.codigo', 'cat.atestado.codCID').
 */

/** Every leaf path of a form's values (array items by index; an array of scalars is one leaf). */
export function leafPaths(values: unknown, prefix: string = ''): string[] {
  if (Array.isArray(values)) {
    if (values.every((item) => item === null || typeof item !== 'object')) return prefix ? [prefix] : [];
    return values.flatMap((item, index) => leafPaths(item, prefix ? `${prefix}.${index}` : String(index)));
  }
  if (values !== null && typeof values === 'object') {
    return Object.entries(values).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
  }
  return prefix ? [prefix] : [];
}

/** Zod issues as the API's `fields`: `{ "<dotted path>": [messages] }`. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Splits `fields` into those the form shows under a field (`known` paths, or a prefix of one: an array-level
 * message such as 'exames') and the rest, which the screen lists in an alert.
 */
export function splitFields(
  fields: Readonly<Record<string, readonly string[]>>,
  known: readonly string[],
  wrappers: readonly string[] = [],
): { shown: Record<string, readonly string[]>; others: Record<string, readonly string[]> } {
  const shown: Record<string, readonly string[]> = {};
  const others: Record<string, readonly string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (known.includes(name) || wrappers.includes(name)) shown[name] = messages;
    else others[name] = messages;
  }
  return { shown, others };
}

/** Recursively leaves out '', null and undefined (empty optional fields are not sent). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => compact(item)) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== '' && item !== null && item !== undefined)
      .map(([key, item]) => [key, compact(item)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

/** Whether an object holds any non-empty leaf. */
export function hasAnyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasAnyValue);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasAnyValue);
  return value !== '' && value !== null && value !== undefined;
}
