import { describe, expect, it } from 'vitest';
import { emailListErrors, invalidEmailsIn, isValidEmail, parseEmailList } from './email';

describe('e-mail validation', () => {
  it('accepts a name, @, a domain and a suffix of 2 or 3 letters', () => {
    expect(isValidEmail('joao@empresa.com')).toBe(true);
    expect(isValidEmail('rh@empresa.com.br')).toBe(true);
    expect(isValidEmail('joao.silva+aso@sub.empresa.io')).toBe(true);
    expect(isValidEmail('  joao@empresa.com  ')).toBe(true);
  });

  it('rejects a suffix shorter than 2 or longer than 3 characters', () => {
    expect(isValidEmail('joao@empresa.c')).toBe(false);
    expect(isValidEmail('joao@empresa.info')).toBe(false);
  });

  it('rejects addresses missing a part or malformed', () => {
    for (const bad of ['joao', 'joao@', '@empresa.com', 'joao@empresa', 'jo ao@empresa.com', 'joao@@empresa.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
    expect(isValidEmail('joao..silva@empresa.com')).toBe(false);
    expect(isValidEmail('joao@-empresa.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });
});

describe('e-mail lists', () => {
  it('splits on semicolons, trims and ignores empty entries', () => {
    expect(parseEmailList(' a@b.com; ;c@d.com.br ;')).toEqual(['a@b.com', 'c@d.com.br']);
    expect(parseEmailList('')).toEqual([]);
    expect(parseEmailList(undefined)).toEqual([]);
  });

  it('finds the invalid addresses of a list, as text or already split', () => {
    expect(invalidEmailsIn('a@b.com;errado;c@d')).toEqual(['errado', 'c@d']);
    expect(invalidEmailsIn(['a@b.com', ' x@y.org '])).toEqual([]);
    expect(invalidEmailsIn([' a@b.com', ' errado '])).toEqual(['errado']);
  });

  it('gives the spec’s message for each bad address', () => {
    expect(emailListErrors('a@b.com; errado')).toEqual(['Email `errado` não é válido']);
  });
});
