import { masks } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { maskEdit } from './pattern-mask';

/*
 * The edits are written as the browser leaves the field before the mask runs: the text and the caret. The expected
 * values are react-imask's for the same edits (checked against imask 7.6 while writing these).
 */

/** Types `digits` one by one at the end of an empty field. */
function typeAtEnd(pattern: string, digits: string): string {
  let value = '';
  for (const digit of digits) value = maskEdit(pattern, value + digit, value.length + 1).value;
  return value;
}

describe('maskEdit', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cpf', '529', '529'],
    ['cpf', '5299', '529.9'],
    ['cnpj', '112223330', '11.222.333/0'],
  ] as const)('writes %s fixed characters as the typed digits reach them: %s → %s', (mask, digits, shown) => {
    // Act
    const value = typeAtEnd(masks[mask], digits);

    // Assess
    expect(value).toBe(shown);
  });

  it('puts the caret after the digit just typed, past a fixed character written with it', () => {
    // Act
    const edit = maskEdit(masks.cpf, '5299', 4);

    // Assess
    expect(edit).toEqual({ value: '529.9', caret: 5 });
  });

  it('takes a pasted or autofilled value, masked or not, and drops what is not a digit', () => {
    // Act and assess
    expect(maskEdit(masks.cpf, '529.982.247-25', 14)).toEqual({ value: '529.982.247-25', caret: 14 });
    expect(maskEdit(masks.cpf, '52998224725', 11)).toEqual({ value: '529.982.247-25', caret: 14 });
    expect(maskEdit(masks.cpf, '529 982 247 25', 14)).toEqual({ value: '529.982.247-25', caret: 14 });
  });

  it('takes no more digits once full: the ones just typed or pasted go, those already there stay', () => {
    // Act and assess: a digit typed after '529' of a full CPF
    expect(maskEdit(masks.cpf, '5291.982.247-25', 4)).toEqual({ value: '529.982.247-25', caret: 3 });
    // A paste longer than the room left keeps the digits after the caret
    expect(maskEdit(masks.cpf, '529.98112233', 12)).toEqual({ value: '529.981.122-33', caret: 14 });
    expect(maskEdit(masks.cpf, '5291234567.982', 10)).toEqual({ value: '529.123.459-82', caret: 10 });
  });

  it("leaves the fixed character when the digit after it is deleted, and deletes it on the next backspace", () => {
    // Act and assess
    expect(maskEdit(masks.cpf, '529.', 4)).toEqual({ value: '529.', caret: 4 });
    expect(maskEdit(masks.cpf, '529', 3)).toEqual({ value: '529', caret: 3 });
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // Act and assess: '52|9.982' backspace deletes the '2'
    expect(maskEdit(masks.cpf, '59.982', 1)).toEqual({ value: '599.82', caret: 1 });
    // Backspace over the fixed '.' of '529.|982' leaves the value and moves the caret before it
    expect(maskEdit(masks.cpf, '529982', 3)).toEqual({ value: '529.982', caret: 3 });
    // A digit typed at the start
    expect(maskEdit(masks.cpf, '1529.982', 1)).toEqual({ value: '152.998.2', caret: 1 });
  });

  it('drops a letter typed in the middle, and writes the fixed character due when one is typed at the end', () => {
    // Act and assess
    expect(maskEdit(masks.cpf, '52a9.982', 3)).toEqual({ value: '529.982', caret: 2 });
    expect(maskEdit(masks.cpf, '529a', 4)).toEqual({ value: '529.', caret: 4 });
    expect(maskEdit(masks.cpf, '5a', 2)).toEqual({ value: '5', caret: 1 });
  });

  it('empties the field when every digit is deleted', () => {
    // Act and assess
    expect(maskEdit(masks.cnpj, '', 0)).toEqual({ value: '', caret: 0 });
  });
});
