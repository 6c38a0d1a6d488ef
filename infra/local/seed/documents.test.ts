import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@ocupacional/shared';
import { cnpjFromBase, cpfFromBase, documentFactory, maskCnpj, maskCpf, seededRandom } from './documents';

describe('the demo document generator', () => {
  it('computes the check digits of known CPFs and CNPJs', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase('111444777')).toBe('11144477735');
    expect(cnpjFromBase('11222333')).toBe('11222333000181');
    expect(cnpjFromBase('11444777')).toBe('11444777000161');
  });

  it('makes documents the shared validators accept, masked or not', () => {
    // Prepare
    const documents = documentFactory(seededRandom(7));
    // Act
    const cpfs = Array.from({ length: 200 }, () => documents.cpf());
    const cnpjs = Array.from({ length: 200 }, () => documents.cnpj());
    // Assess
    for (const cpf of cpfs) {
      expect(isValidCpf(cpf)).toBe(true);
      expect(isValidCpf(maskCpf(cpf))).toBe(true);
    }
    for (const cnpj of cnpjs) {
      expect(isValidCnpj(cnpj)).toBe(true);
      expect(isValidCnpj(maskCnpj(cnpj))).toBe(true);
    }
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(new Set(cnpjs).size).toBe(cnpjs.length);
  });

  it('gives the same documents for the same seed', () => {
    const first = documentFactory(seededRandom(99));
    const second = documentFactory(seededRandom(99));
    expect([first.cpf(), first.cnpj(), first.cpf()]).toEqual([second.cpf(), second.cnpj(), second.cpf()]);
  });

  it('refuses a base of one repeated digit, which the validators reject', () => {
    expect(() => cpfFromBase('111111111')).toThrow(RangeError);
    expect(() => cnpjFromBase('00000000')).toThrow(RangeError);
  });

  it('masks documents as the forms show them', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
