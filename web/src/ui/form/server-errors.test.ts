import { describe, expect, it } from 'vitest';
import { applyServerErrors, wrapperMessage } from './server-errors';

describe('applyServerErrors', () => {
  it('puts the first message of each field under it', () => {
    // Prepare
    const set: Record<string, string> = {};

    // Act
    applyServerErrors({ cpf: ['Digite um CPF válido', 'outro'], senha: ['Campo obrigatório'] }, (name, error) => {
      set[name] = error.message;
    });

    // Assess
    expect(set).toEqual({ cpf: 'Digite um CPF válido', senha: 'Campo obrigatório' });
  });

  it('returns the fields the form does not have instead of setting them', () => {
    // Prepare
    const set: string[] = [];

    // Act
    const unknown = applyServerErrors(
      { cpf: ['Digite um CPF válido'], point_type: ['Tipo de acesso inválido'] },
      (name) => set.push(name),
      ['cpf', 'cnpj', 'senha'],
    );

    // Assess
    expect(set).toEqual(['cpf']);
    expect(unknown).toEqual({ point_type: ['Tipo de acesso inválido'] });
  });
});

describe('wrapperMessage', () => {
  it('joins by comma the messages of every field a wrapper holds', () => {
    // Act
    const message = wrapperMessage(
      { 'exames.0.data': ['Data inválida'], 'exames.1.data': ['Campo obrigatório'], examesExtra: ['não'] },
      'exames',
    );

    // Assess
    expect(message).toBe('Data inválida, Campo obrigatório');
  });
});
