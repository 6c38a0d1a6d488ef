import { applyMask, masks } from '../masks';
import { hasOnlyDocumentCharacters, onlyDigits } from './digits';

/**
 * Whether a CPF is valid: 11 digits whose two check digits match, masked (999.999.999-99) or not. A CPF of one
 * repeated digit passes the check-digit arithmetic but is rejected (spec 1 §5).
 *
 * @example isValidCpf('529.982.247-25') // true
 */
export function isValidCpf(value: string | null | undefined): boolean {
  if (!value || !hasOnlyDocumentCharacters(value)) return false;
  const digits = onlyDigits(value);
  // Stryker disable next-line Regex: with exactly 11 digits a run of 11 is the whole text, anchored or not
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigit(digits, 9) === Number(digits[9]) && cpfCheckDigit(digits, 10) === Number(digits[10]);
}

/** The check digit at `position` (9 or 10): weights from position + 1 down to 2, remainder × 10 mod 11. */
function cpfCheckDigit(digits: string, position: number): number {
  let sum = 0;
  for (let i = 0; i < position; i += 1) sum += Number(digits[i]) * (position + 1 - i);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * A CPF with the mask 999.999.999-99 when it has 11 digits; any other value is returned as it came, so a
 * screen never garbles what is stored.
 */
export function formatCpf(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 11 ? applyMask(masks.cpf, digits) : (value ?? '');
}
