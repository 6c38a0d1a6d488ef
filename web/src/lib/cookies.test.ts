import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    // Act
    const value = readCookie('versao', 'tema=claro; versao=2025.11%2B1; outro=x');

    // Assess
    expect(value).toBe('2025.11+1');
  });

  it('does not take a cookie whose name only ends with the name asked for', () => {
    // Act
    const value = readCookie('versao', 'minhaversao=1');

    // Assess
    expect(value).toBeUndefined();
  });

  it('answers undefined for an empty cookie string', () => {
    // Act
    const value = readCookie('versao', '');

    // Assess
    expect(value).toBeUndefined();
  });
});
