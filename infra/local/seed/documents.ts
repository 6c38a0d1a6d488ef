/*
 * Valid CPFs and CNPJs for demo data, made from a base number by computing the check digits (the same rules
 * shared/src/validation checks), so the seed is reproducible and never ships a real person's number by chance
 * of a random draw: bases come from a seeded generator.
 */

function cpfDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

const cnpjWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjDigit(digits: readonly number[]): number {
  const weights = cnpjWeights.slice(cnpjWeights.length - digits.length);
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function toDigits(base: string, length: number): number[] {
  if (!new RegExp(`^\\d{${length}}$`).test(base)) throw new RangeError(`expected ${length} digits: ${base}`);
  if (/^(\d)\1*$/.test(base)) throw new RangeError(`a base of one repeated digit makes an invalid document: ${base}`);
  return [...base].map(Number);
}

/**
 * The CPF (11 digits) of a 9-digit base.
 *
 * @example cpfFromBase('529982247') // '52998224725'
 */
export function cpfFromBase(base: string): string {
  const digits = toDigits(base, 9);
  const first = cpfDigit(digits);
  const second = cpfDigit([...digits, first]);
  return `${base}${first}${second}`;
}

/**
 * The CNPJ (14 digits) of an 8-digit root and a 4-digit branch ('0001' is the head office).
 *
 * @example cnpjFromBase('11222333') // '11222333000181'
 */
export function cnpjFromBase(root: string, branch = '0001'): string {
  const digits = [...toDigits(root, 8), ...[...branch].map(Number)];
  if (!/^\d{4}$/.test(branch)) throw new RangeError(`expected 4 digits: ${branch}`);
  const first = cnpjDigit(digits);
  const second = cnpjDigit([...digits, first]);
  return `${root}${branch}${first}${second}`;
}

/** 999.999.999-99 */
export function maskCpf(cpf: string): string {
  return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** 99.999.999/9999-99 */
export function maskCnpj(cnpj: string): string {
  return cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/**
 * A deterministic pseudo-random generator (mulberry32): the same seed gives the same sequence on every run.
 *
 * @example const random = seededRandom(42); random() // 0.6011…
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes valid documents from a seeded generator; a document is never handed out twice. */
export function documentFactory(random: () => number) {
  const issued = new Set<string>();
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const unique = (make: () => string): string => {
    for (;;) {
      try {
        const document = make();
        if (!issued.has(document)) {
          issued.add(document);
          return document;
        }
      } catch {
        // A base of one repeated digit: draw again.
      }
    }
  };
  return {
    cpf: () => unique(() => cpfFromBase(digits(9))),
    cnpj: () => unique(() => cnpjFromBase(digits(8))),
  };
}
