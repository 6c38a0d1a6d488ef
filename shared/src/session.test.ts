import { describe, expect, it } from 'vitest';
import { resetPasswordRequestSchema } from './session';

const fieldsOf = (value: unknown) => {
  const result = resetPasswordRequestSchema.safeParse(value);
  // The first message of each field, as the forms show it.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the redefinir-senha form', () => {
  it('accepts a token and a new password of 6 characters or more, repeated', () => {
    expect(fieldsOf({ token: 'alfa.x', senha: 'nova12', confirmar_senha: 'nova12' })).toEqual({});
  });

  it('asks for every field', () => {
    expect(fieldsOf({ token: '', senha: '', confirmar_senha: '' })).toEqual({
      token: 'Campo obrigatório',
      senha: 'Campo obrigatório',
      confirmar_senha: 'Campo obrigatório',
    });
  });

  it('refuses a password under 6 characters and a confirmation that differs', () => {
    expect(fieldsOf({ token: 't', senha: '12345', confirmar_senha: '12345' })).toEqual({
      senha: 'Campo deve conter ao menos 6 caracteres',
    });
    expect(fieldsOf({ token: 't', senha: 'nova123', confirmar_senha: 'nova124' })).toEqual({
      confirmar_senha: 'As senhas não conferem',
    });
  });
});
