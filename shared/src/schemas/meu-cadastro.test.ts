import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { meuCadastroSchema, wantsPasswordChange } from './meu-cadastro';

const validEmpresa = {
  nome: 'Empresa Exemplo Ltda',
  cnpj: '11.222.333/0001-81',
  cnae: '8630-5/03',
  ie: '123456789',
  cep: '01.310-100',
  end: 'Avenida Paulista',
  num: '1000',
  id_estado: '35',
  id_cidade: '3550308',
  bairro: 'Bela Vista',
  tel_com: '(11) 3333-4444',
};

describe('meu-cadastro', () => {
  it('saves the company data without a password change when the three fields are empty', () => {
    const values = { ...validEmpresa, senha_atual: '', senha_nova: '', senha_confirma: null };

    const result = meuCadastroSchema.safeParse(values);

    expect(result.success).toBe(true);
    expect(wantsPasswordChange(result.data!)).toBe(false);
  });

  it('accepts a password change with the current password and a confirmed new one', () => {
    const values = { ...validEmpresa, senha_atual: 'antiga', senha_nova: 'nova123', senha_confirma: 'nova123' };

    expect(meuCadastroSchema.safeParse(values).success).toBe(true);
    expect(wantsPasswordChange(values)).toBe(true);
  });

  it('requires the current password and a new one of at least 6 characters', () => {
    const result = meuCadastroSchema.safeParse({ ...validEmpresa, senha_nova: '12345', senha_confirma: '12345' });

    expect(fieldErrors(result.error!)).toEqual({
      senha_atual: ['Campo obrigatório'],
      senha_nova: ['Campo deve conter ao menos 6 caracteres'],
    });
  });

  it('answers As senhas não conferem when the confirmation differs', () => {
    const result = meuCadastroSchema.safeParse({
      ...validEmpresa,
      senha_atual: 'antiga',
      senha_nova: 'nova123',
      senha_confirma: 'nova124',
    });

    expect(fieldErrors(result.error!)).toEqual({ senha_confirma: ['As senhas não conferem'] });
  });

  it('reports the password errors together with the other fields’ errors', () => {
    const result = meuCadastroSchema.safeParse({ ...validEmpresa, nome: '', senha_nova: 'nova123' });

    expect(fieldErrors(result.error!)).toEqual({
      nome: ['Campo obrigatório'],
      senha_atual: ['Campo obrigatório'],
      senha_confirma: ['Campo obrigatório'],
    });
  });
});
