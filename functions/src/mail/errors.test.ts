import { describe, expect, it } from 'vitest';
import { classifySendError, heldReasons, MailAuthorizationError, MailHeldError, MailThrottledError, PermanentMailError } from './errors';

/* What the worker does with a failure: record it on the message for good (pt-BR), or let SQS deliver it again. */

describe('the mail failures', () => {
  it('names each failure for the log', () => {
    expect(new PermanentMailError('x')).toMatchObject({ name: 'PermanentMailError', message: 'x' });
    expect(new MailAuthorizationError('y')).toMatchObject({ name: 'MailAuthorizationError', message: 'y' });
    expect(new MailAuthorizationError('y')).toBeInstanceOf(PermanentMailError);
  });

  it('tells how long a throttled message waits for the account’s next package', () => {
    const throttled = new MailThrottledError(42);
    expect(throttled).toMatchObject({ name: 'MailThrottledError', message: 'package full, next in 42s', delaySeconds: 42 });
    expect(throttled).not.toBeInstanceOf(PermanentMailError);
  });
});

describe('classifying a transport’s error', () => {
  it.each([
    ['a refused SMTP login', { code: 'EAUTH', response: '535 5.7.8 Authentication credentials invalid' }, 'Falha de autenticação no servidor SMTP: verifique o usuário e a senha da conta.'],
    ['an SMTP 500 reply', { responseCode: 500, response: '500 Syntax error' }, 'O servidor recusou a mensagem: 500 (recusa definitiva do servidor de email).'],
    ['an SMTP 554 reply', { responseCode: 554 }, 'O servidor recusou a mensagem: 554 (recusa definitiva do servidor de email).'],
    ['a refused envelope address', { code: 'EENVELOPE' }, 'Endereço recusado pelo servidor de email.'],
    ['an SES rejection of the content', { name: 'MessageRejected', message: 'Illegal address' }, 'O serviço de envio (SES) recusou a mensagem.'],
    ['a bad SES request', { name: 'BadRequestException' }, 'O serviço de envio (SES) recusou a mensagem.'],
    ['a missing SES configuration set', { name: 'NotFoundException' }, 'O serviço de envio (SES) recusou a mensagem.'],
  ])('records %s for good, in pt-BR', (_case, fields, message) => {
    // Prepare
    const error = Object.assign(new Error('server words'), fields);
    // Act
    const classified = classifySendError(error);
    // Assess
    expect(classified).toBeInstanceOf(PermanentMailError);
    expect(classified.message).toBe(message);
    expect(classified.cause).toBe(error);
  });

  it.each([
    ['the sandbox’s refusal of an unverified address', { name: 'MessageRejected', message: 'Email address is not verified. The following identities failed the check' }, heldReasons.sandbox],
    ['an unverified SES sender domain', { name: 'MailFromDomainNotVerifiedException' }, heldReasons.mailFrom],
    ['a suspended SES account', { name: 'AccountSuspendedException' }, heldReasons.paused],
    ['paused SES sending', { name: 'SendingPausedException' }, heldReasons.paused],
  ])('holds a message back on %s, a refusal fixed on the account (issue 21), not for good', (_case, fields, reason) => {
    // Prepare
    const error = Object.assign(new Error('server words'), fields);
    // Act
    const classified = classifySendError(error);
    // Assess
    expect(classified).toBeInstanceOf(MailHeldError);
    expect(classified).not.toBeInstanceOf(PermanentMailError);
    expect(classified).toMatchObject({ name: 'MailHeldError', reason, cause: error });
  });

  it.each([
    ['an SMTP 499 reply', { responseCode: 499 }],
    ['an SMTP 421 reply', { responseCode: 421 }],
    ['a dropped connection', { code: 'ECONNRESET' }],
    ['SES throttling', { name: 'TooManyRequestsException' }],
  ])('lets %s be retried, as it was', (_case, fields) => {
    // Prepare
    const error = Object.assign(new Error('server words'), fields);
    // Act
    const classified = classifySendError(error);
    // Assess
    expect(classified).toBe(error);
    expect(classified).not.toBeInstanceOf(PermanentMailError);
  });

  it('keeps an error already classified as permanent as it is, whatever SMTP fields it carries', () => {
    const error = Object.assign(new PermanentMailError('Conta SMTP sem servidor ou senha configurados.'), { responseCode: 550, code: 'EAUTH' });
    expect(classifySendError(error)).toBe(error);
  });

  it.each([
    ['the SMTP reply of a thrown object', { response: '421 busy', message: 'busy' }, '421 busy'],
    ['the message of a thrown object', { message: 'socket hang up' }, 'socket hang up'],
    ['a thrown string', 'connection lost', 'connection lost'],
  ])('turns a failure that is not an Error into one with %s', (_case, thrown, text) => {
    // Act
    const classified = classifySendError(thrown);
    // Assess
    expect(classified).toBeInstanceOf(Error);
    expect(classified).not.toBeInstanceOf(PermanentMailError);
    expect(classified.message).toBe(text);
  });
});
