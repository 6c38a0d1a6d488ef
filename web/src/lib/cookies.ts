/**
 * The value of cookie `name` in a `document.cookie` string, decoded; undefined when absent.
 *
 * @example readCookie('versao', 'a=1; versao=2025.1') // '2025.1'
 */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
