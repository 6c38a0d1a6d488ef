import { staleRecordMessage } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { errorReactions } from './error-catalogue';

const noResponse =
  'Não foi possível completar a requisição. Precione as teclas CTRL+F5 para recarregar a página e tente novamente.';

describe('errorReactions (spec 1 §8)', () => {
  it('alerts the message of a 400; the fields are left to the form', () => {
    // Act
    const reactions = errorReactions({ status: 400, msg: 'Dados inválidos' }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: 'Dados inválidos' }]);
  });

  it('sends the user to the login on a 401, without an alert', () => {
    // Act
    const reactions = errorReactions({ status: 401, msg: 'Sessão expirada' }, { method: 'GET' });

    // Assess
    expect(reactions).toEqual([{ kind: 'login' }]);
  });

  it('alerts a 401 of a call that needs no session, such as the login itself', () => {
    // Act
    const reactions = errorReactions({ status: 401, msg: 'Usuário ou senha inválidos' }, { method: 'POST', auth: false });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: 'Usuário ou senha inválidos' }]);
  });

  it('shows the no-permission message on a refused delete', () => {
    // Act
    const reactions = errorReactions({ status: 403, msg: 'Proibido' }, { method: 'DELETE', deletes: true });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: 'Você não possui permissão para deletar esse registro' }]);
  });

  it("shows the server's message on another 403", () => {
    // Act
    const reactions = errorReactions({ status: 403, msg: 'Acesso negado' }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: 'Acesso negado' }]);
  });

  it('goes back to the list when a record load answers 404', () => {
    // Act
    const reactions = errorReactions(
      { status: 404, msg: 'Consulta não encontrada' },
      { method: 'GET', notFoundRedirect: '/demo/consultas' },
    );

    // Assess
    expect(reactions).toEqual([
      { kind: 'navigate', to: '/demo/consultas' },
      { kind: 'notify', message: 'Consulta não encontrada' },
    ]);
  });

  it('leaves any other 404 to the screen', () => {
    // Act
    const get = errorReactions({ status: 404, msg: 'Cliente não encontrado' }, { method: 'GET' });
    const post = errorReactions({ status: 404, msg: 'Não encontrado' }, { method: 'POST' });

    // Assess
    expect(get).toEqual([]);
    expect(post).toEqual([]);
  });

  it('shows the size-limit message on a 413 whatever the server said', () => {
    // Act
    const reactions = errorReactions({ status: 413, msg: noResponse }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: 'A requisição excedeu o tamanho limite.' }]);
  });

  it('reloads the page on a 426', () => {
    // Act
    const reactions = errorReactions({ status: 426, msg: 'Versão desatualizada' }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([{ kind: 'reload' }]);
  });

  it('asks the user to wait 5 minutes on a 429', () => {
    // Act
    const reactions = errorReactions({ status: 429, msg: '' }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([
      { kind: 'notify', message: 'Servico indisponível. Aguarde 5 minutos e tente novamente.' },
    ]);
  });

  it('renders the captcha again on a 503', () => {
    // Act
    const reactions = errorReactions({ status: 503, msg: 'Confirme que você não é um robô' }, { method: 'POST' });

    // Assess
    expect(reactions).toEqual([
      { kind: 'captcha' },
      { kind: 'notify', message: 'Confirme que você não é um robô' },
    ]);
  });

  it('alerts the CTRL+F5 message when there was no answer', () => {
    // Act
    const reactions = errorReactions({ status: 500, msg: noResponse }, { method: 'GET' });

    // Assess
    expect(reactions).toEqual([{ kind: 'notify', message: noResponse }]);
  });

  it('alerts a save over a version someone else changed (409) with its message, and does nothing else (issue 12 item 3)', () => {
    // Act
    const reactions = errorReactions({ status: 409, msg: staleRecordMessage }, { method: 'POST' });

    // Assess: an 'Atenção' alert; no login, reload or navigation, so the form keeps what the user typed.
    expect(reactions).toEqual([{ kind: 'notify', message: staleRecordMessage }]);
  });

  it('alerts any other failure with its message, or the no-response message when it has none', () => {
    // Act
    const withMessage = errorReactions({ status: 409, msg: 'Registro em uso' }, { method: 'PUT' });
    const withoutMessage = errorReactions({ status: 502, msg: '' }, { method: 'GET' });

    // Assess
    expect(withMessage).toEqual([{ kind: 'notify', message: 'Registro em uso' }]);
    expect(withoutMessage).toEqual([{ kind: 'notify', message: noResponse }]);
  });
});
