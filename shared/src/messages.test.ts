import { describe, expect, it } from 'vitest';
import {
  consultationReleasedOn,
  deleteConfirmation,
  invalidEmailInListMessage,
  maxChars,
  minChars,
  noResponseMessage,
  passwordSentTo,
  tooManyRequestsMessage,
} from './messages';

describe('pt-BR messages', () => {
  it('builds the length messages with the limit', () => {
    expect(minChars(6)).toBe('Campo deve conter ao menos 6 caracteres');
    expect(maxChars(200)).toBe('Campo deve conter até 200 caracteres');
  });

  it('builds the delete confirmation with the number of records', () => {
    expect(deleteConfirmation(3)).toBe('O sistema vai excluir 3 registro(s). Deseja prosseguir?');
  });

  it('names the bad address between backticks', () => {
    expect(invalidEmailInListMessage('x@')).toBe('Email `x@` não é válido');
  });

  it('fills the address of a password reset and the date of a release', () => {
    expect(passwordSentTo('a@b.com')).toBe(
      'Sua nova senha foi enviada para o email: a@b.com. Aguarde alguns minutos e verifique sua caixa de entrada.',
    );
    expect(consultationReleasedOn('05/03/2024')).toBe('Essa consulta foi LIBERADA em 05/03/2024');
  });

  it('keeps the spec’s spelling', () => {
    expect(noResponseMessage).toContain('Precione as teclas CTRL+F5');
    expect(tooManyRequestsMessage).toBe('Servico indisponível. Aguarde 5 minutos e tente novamente.');
  });
});
