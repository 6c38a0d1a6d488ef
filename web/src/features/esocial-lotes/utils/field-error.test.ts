import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './field-error';

describe('firstErrorMessage', () => {
  it('answers the field own message first', () => {
    // Assess
    expect(firstErrorMessage({ type: 'custom', message: 'Campo obrigatório' })).toBe('Campo obrigatório');
  });

  it('finds the message of an item of a list field', () => {
    // Prepare
    const errors = [undefined, { type: 'server', message: 'Selecione uma opção válida', ref: {} }];

    // Assess
    expect(firstErrorMessage(errors)).toBe('Selecione uma opção válida');
  });

  it('answers nothing without an error', () => {
    // Assess
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({ type: 'x' })).toBeUndefined();
  });
});
