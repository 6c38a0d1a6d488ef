/*
 * What can go wrong sending a message, by what the worker should do about it: a permanent failure is recorded on
 * the message with its reason and never retried (a refused address, a refused authorization); a transient one is
 * thrown so SQS delivers the message again (a connection dropped, a 4xx reply, throttling).
 */

/** A failure that retrying will not fix; its message (pt-BR) is what the e-mail log shows as obs. */
export class PermanentMailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}

/** The account's OAuth2 authorization was refused by the provider: the account shows 'Erro na autorização'. */
export class MailAuthorizationError extends PermanentMailError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailAuthorizationError';
  }
}

/** The message must wait for the account's next package; `delaySeconds` until it opens. */
export class MailThrottledError extends Error {
  constructor(readonly delaySeconds: number) {
    super(`package full, next in ${delaySeconds}s`);
    this.name = 'MailThrottledError';
  }
}

/**
 * SES refused for a reason an operator fixes on the account, not on the message (issue 21 item 9): the sandbox
 * (recipient or sender not verified), sending paused or the account suspended, the sender's domain not verified
 * yet. Not a permanent failure: the message waits and is tried again (send.ts holds it up to a day); `reason` is
 * the pt-BR clause the e-mail log shows.
 */
export class MailHeldError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'MailHeldError';
  }
}

/** The clauses the e-mail log shows for a held message (send.ts builds the sentence). */
export const heldReasons = {
  sandbox: 'o serviço de envio (SES) está em modo de teste (sandbox) e o remetente ou o destinatário não é um endereço verificado',
  paused: 'o envio pelo serviço de envio (SES) está pausado ou suspenso nesta conta AWS',
  mailFrom: 'o domínio remetente ainda não foi verificado no serviço de envio (SES)',
} as const;

const heldSesErrors: Readonly<Record<string, string>> = {
  SendingPausedException: heldReasons.paused,
  AccountSuspendedException: heldReasons.paused,
  MailFromDomainNotVerifiedException: heldReasons.mailFrom,
};

const permanentSesErrors = new Set(['MessageRejected', 'BadRequestException', 'NotFoundException']);

/**
 * Sorts a transport's error: SMTP 5xx replies and authentication refusals, and SES rejections, are permanent;
 * SES refusals an operator fixes on the account are held ({@link MailHeldError}); everything else (4xx replies,
 * connection errors, throttling, timeouts) is transient. A permanent error's message
 * is pt-BR and names at most the SMTP reply code: the server's own (English) text stays on the cause, for the log
 * (issue 12 item 9).
 */
export function classifySendError(error: unknown): PermanentMailError | MailHeldError | Error {
  if (error instanceof PermanentMailError) return error;
  const failure = error as { responseCode?: number; code?: string; name?: string; message?: string; response?: string };
  const text = failure.response ?? failure.message ?? String(error);
  if (failure.code === 'EAUTH') {
    return new PermanentMailError('Falha de autenticação no servidor SMTP: verifique o usuário e a senha da conta.', { cause: error });
  }
  if (typeof failure.responseCode === 'number') {
    // 4xx is the server asking to come back later (greylisting, a full mailbox for now); 5xx is a refusal.
    return failure.responseCode >= 500
      ? new PermanentMailError(`O servidor recusou a mensagem: ${failure.responseCode} (recusa definitiva do servidor de email).`, { cause: error })
      : (error as Error);
  }
  if (failure.code === 'EENVELOPE') return new PermanentMailError('Endereço recusado pelo servidor de email.', { cause: error });
  const held = failure.name ? heldSesErrors[failure.name] : undefined;
  if (held) return new MailHeldError(held, { cause: error });
  // The sandbox answers MessageRejected "Email address is not verified" for any address outside its verified list.
  if (failure.name === 'MessageRejected' && /not verified/i.test(failure.message ?? '')) {
    return new MailHeldError(heldReasons.sandbox, { cause: error });
  }
  if (failure.name && permanentSesErrors.has(failure.name)) {
    return new PermanentMailError('O serviço de envio (SES) recusou a mensagem.', { cause: error });
  }
  return error instanceof Error ? error : new Error(text);
}

/** What the e-mail log shows for a failure that will be retried (the error itself goes to the log). */
export const transientMailFailure = 'falha temporária no envio; uma nova tentativa será feita.';

/** What the e-mail log shows for a message that could not be sent now and will not be retried (the account test). */
export const immediateMailFailure = 'Não foi possível enviar o email: falha de conexão com o servidor de email.';
