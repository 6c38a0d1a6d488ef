import { applyMask } from '@ocupacional/shared';

/** What a masked field shows after an edit, and where its caret goes. */
export interface MaskedEdit {
  value: string;
  caret: number;
}

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * The text of a fixed-pattern masked field (shared/masks.ts: '0' a digit, anything else fixed) after the browser
 * applied an edit to it (typing, deleting, pasting, autofill), as react-imask's pattern masks give it: the digits as
 * typed, the fixed characters written as digits reach them ({@link applyMask}), anything else dropped. As there, a
 * full field takes no more digits (the ones just typed or pasted go, not the ones already in it); the fixed
 * characters right after the last digit stay while the text ends with them and the edit is there (deleting the
 * digit after '529.' leaves '529.'); and the caret stays after what it followed.
 *
 * @example maskEdit(masks.cpf, '5299', 4) // { value: '529.9', caret: 5 }
 */
export function maskEdit(pattern: string, text: string, caret: number): MaskedEdit {
  const slots = [...pattern].filter((char) => char === '0').length;
  let excess = [...text].filter(isDigit).length - slots;
  // Digits beyond the pattern are the ones the edit put before the caret.
  let kept = text;
  let at = Math.min(caret, text.length);
  for (let index = at - 1; index >= 0 && excess > 0; index -= 1) {
    if (!isDigit(kept.charAt(index))) continue;
    kept = kept.slice(0, index) + kept.slice(index + 1);
    at -= 1;
    excess -= 1;
  }
  // The fixed characters after the last digit stay only while the edit is at the end of the text.
  const value = at === kept.length ? maskTyped(pattern, kept) : applyMask(pattern, kept);
  return { value, caret: Math.min(maskTyped(pattern, kept.slice(0, at)).length, value.length) };
}

/**
 * {@link applyMask} of the text's digits, plus as many of the fixed characters due after its last digit as the text
 * has characters after its last digit: any character typed where a fixed one is due writes the fixed one, as in imask.
 */
function maskTyped(pattern: string, text: string): string {
  const value = applyMask(pattern, text);
  const typedAfter = text.length - 1 - Math.max(...[...text].map((char, index) => (isDigit(char) ? index : -1)), -1);
  // The pattern after the slot of the value's last digit ('[' and ']' mark optional parts, as in applyMask).
  const plain = pattern.replace(/[[\]]/g, '');
  let next = 0;
  for (let filled = [...value].filter(isDigit).length; filled > 0; next += 1) if (plain.charAt(next) === '0') filled -= 1;
  const due = /^[^0]*/.exec(plain.slice(next))?.[0] ?? '';
  return value + due.slice(0, typedAfter);
}
