import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf';
import { onlyDigits } from './digits';

/** Completes 9 digits into a valid CPF by the textbook rule (11 minus the remainder, 10 and 11 giving 0). */
function withCheckDigits(base: string): string {
  let digits = base;
  for (const length of [9, 10]) {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (length + 1 - i), 0);
    const check = 11 - (sum % 11);
    digits += check >= 10 ? '0' : String(check);
  }
  return digits;
}

describe('CPF validation', () => {
  it('accepts well-known valid CPFs, masked or raw', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('accepts CPFs whose check digits are computed independently', () => {
    for (const base of ['123456789', '000000001', '987654321', '390533447', '100000000']) {
      expect(isValidCpf(withCheckDigits(base))).toBe(true);
    }
  });

  it('rejects a CPF whose check digit is wrong', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it('rejects CPFs made of one repeated digit although their check digits add up', () => {
    for (const digit of '0123456789') expect(isValidCpf(digit.repeat(11))).toBe(false);
  });

  it('rejects values of the wrong length, with letters, or empty', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-2a5')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('CPF formatting', () => {
  it('masks 11 digits as 999.999.999-99', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('leaves a value of another length as it came', () => {
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('5299822')).toBe('5299822');
    expect(formatCpf('529.982.247-2')).toBe('529.982.247-2');
    expect(formatCpf(null)).toBe('');
  });
});

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits(' (11) 98765-4321 ')).toBe('11987654321');
    expect(onlyDigits(42)).toBe('42');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});
