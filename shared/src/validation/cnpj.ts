import { applyMask, masks } from '../masks';
import { hasOnlyDocumentCharacters, onlyDigits } from './digits';

const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, ...firstWeights];

/**
 * Whether a CNPJ is valid: 14 digits whose two check digits match, masked (99.999.999/9999-99) or not. A CNPJ of
 * one repeated digit is rejected (spec 1 §5).
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  if (!value || !hasOnlyDocumentCharacters(value)) return false;
  const digits = onlyDigits(value);
  // Stryker disable next-line Regex: with exactly 14 digits a run of 14 is the whole text, anchored or not
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    cnpjCheckDigit(digits, firstWeights) === Number(digits[12]) &&
    cnpjCheckDigit(digits, secondWeights) === Number(digits[13])
  );
}

/** Weighted sum mod 11; a remainder below 2 gives 0, otherwise 11 minus the remainder. */
function cnpjCheckDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A CNPJ with the mask 99.999.999/9999-99 when it has 14 digits; any other value is returned as it came. */
export function formatCnpj(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 14 ? applyMask(masks.cnpj, digits) : (value ?? '');
}
