import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj';

/** Completes 12 digits into a valid CNPJ: weights 2..9 from the right, 11 minus the remainder, 10+ giving 0. */
function withCheckDigits(base: string): string {
  let digits = base;
  for (let round = 0; round < 2; round += 1) {
    const sum = [...digits].reverse().reduce((total, d, i) => total + Number(d) * ((i % 8) + 2), 0);
    const check = 11 - (sum % 11);
    digits += check >= 10 ? '0' : String(check);
  }
  return digits;
}

describe('CNPJ validation', () => {
  it('accepts well-known valid CNPJs, masked or raw', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
  });

  it('accepts CNPJs whose check digits are computed independently', () => {
    for (const base of ['123456780001', '000000000001', '987654320001', '456789010002', '100000000001']) {
      expect(isValidCnpj(withCheckDigits(base))).toBe(true);
    }
  });

  it('rejects a CNPJ whose check digit is wrong', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    // Only the first check digit is wrong: the second one is right for the 13 digits before it
    expect(isValidCnpj('11.222.333/0001-90')).toBe(false);
  });

  it('rejects CNPJs made of one repeated digit', () => {
    for (const digit of '0123456789') expect(isValidCnpj(digit.repeat(14))).toBe(false);
  });

  it('rejects values of the wrong length, with letters, or empty', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8X')).toBe(false);
    expect(isValidCnpj('11a222333000181')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('rejects a CPF given as a CNPJ', () => {
    expect(isValidCnpj('529.982.247-25')).toBe(false);
  });
});

describe('CNPJ formatting', () => {
  it('masks 14 digits as 99.999.999/9999-99', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('leaves a value of another length as it came', () => {
    expect(formatCnpj('11222')).toBe('11222');
    expect(formatCnpj('11.222.333/0001-8')).toBe('11.222.333/0001-8');
    expect(formatCnpj(undefined)).toBe('');
  });
});
