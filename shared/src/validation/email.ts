import { invalidEmailInListMessage } from '../messages';

/*
 * Spec 1 §5: an address is a name, '@', a domain and a suffix of 2 to 3 characters. Subdomains are fine
 * (a@b.com.br), the last label must be 2–3 letters; the name takes the usual atom characters and single dots.
 */
const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,3}$/;

/**
 * Whether a single e-mail address is valid by the spec's rule (surrounding spaces ignored).
 *
 * @example isValidEmail('rh@empresa.com.br') // true
 */
export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && emailPattern.test(value.trim());
}

/**
 * The addresses of a semicolon-separated list (spec 1 §3, spec 2 §5), trimmed, empty entries dropped.
 *
 * @example parseEmailList(' a@b.com; ;c@d.com.br ') // ['a@b.com', 'c@d.com.br']
 */
export function parseEmailList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(';')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** The invalid addresses of a list, given as the raw semicolon-separated text or already split. */
export function invalidEmailsIn(list: string | readonly string[] | null | undefined): string[] {
  const addresses = typeof list === 'string' || !list ? parseEmailList(list) : list.map((a) => a.trim());
  return addresses.filter((address) => !isValidEmail(address));
}

/** One message per invalid address of a list: 'Email `X` não é válido' (spec 2 §5). */
export function emailListErrors(list: string | readonly string[] | null | undefined): string[] {
  return invalidEmailsIn(list).map(invalidEmailInListMessage);
}
