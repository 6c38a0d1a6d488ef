import { HttpError } from '../platform/http';

/*
 * Errors of the eSocial library. Those a user can act on (a wrong certificate password, a file that is not a
 * certificate, an event input that breaks a rule of the layout) carry a status below 500 and a pt-BR message, so
 * the API's error handler shows them; transport failures are 502 and reach the user as the generic text, while a
 * worker records their message on the batch process (ARCHITECTURE.md, "Rules that hold everywhere").
 */

/** The pt-BR messages of this module. */
export const esocialMessages = {
  /** A failure with no message of its own for the user (the detail is in the log). */
  unexpected: 'Não foi possível concluir a operação com o eSocial. Tente novamente; se o erro continuar, contate o suporte.',
  certificatePassword: 'Senha do certificado inválida',
  certificateFile: 'Arquivo de certificado inválido',
  certificateWithoutKey: 'O arquivo do certificado não contém a chave privada',
  eventInput: 'Os dados do evento não atendem ao leiaute do eSocial',
  signature: 'Não foi possível assinar o evento',
  transport: 'Não foi possível comunicar com o eSocial. Tente novamente em alguns minutos.',
  soapFault: 'O eSocial recusou a requisição',
  loteTooLarge: 'Um lote do eSocial tem no máximo 50 eventos',
} as const;

/** A PKCS#12 file that opens, but not with the password given. */
export class CertificatePasswordError extends HttpError {
  constructor(options?: { cause?: unknown }) {
    super(400, esocialMessages.certificatePassword, { senha: [esocialMessages.certificatePassword] }, options);
    this.name = 'CertificatePasswordError';
  }
}

/** A file that is not a PKCS#12 (A1) certificate, or one without a private key and its certificate. */
export class CertificateFileError extends HttpError {
  constructor(message: string = esocialMessages.certificateFile, options?: { cause?: unknown }) {
    super(400, message, { arquivo: [message] }, options);
    this.name = 'CertificateFileError';
  }
}

/** One rule of the layout an event input breaks: the field path and its message. */
export interface EventInputIssue {
  readonly path: string;
  readonly message: string;
}

/** An event input that does not satisfy the layout (zod rules in inputs.ts). */
export class EventInputError extends HttpError {
  constructor(
    readonly layout: string,
    readonly issues: readonly EventInputIssue[],
  ) {
    super(400, `${esocialMessages.eventInput} (${layout}): ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, {
      issues,
    });
    this.name = 'EventInputError';
  }
}

/**
 * Signing failed: a key that does not match, or XML the signer cannot read. The message is pt-BR only; the signer's
 * own (English) words are `detail`, for the log (issue 12 item 9).
 */
export class SignatureError extends HttpError {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(500, esocialMessages.signature, null, options);
    this.name = 'SignatureError';
  }
}

/**
 * The web service could not be reached, or answered something that is not a SOAP response. The message (shown by
 * the query modal and stored on a failed process) is pt-BR only; the socket's or parser's words are `detail`.
 */
export class EsocialTransportError extends HttpError {
  /** The HTTP status the server answered, when it answered at all. */
  readonly httpStatus: number | undefined;

  constructor(
    readonly detail: string,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    super(502, esocialMessages.transport, null, options);
    this.name = 'EsocialTransportError';
    this.httpStatus = options?.httpStatus;
  }
}

/**
 * The web service answered with a SOAP Fault (wrong action, malformed envelope, service error). The fault's text is
 * the service stack's (often English) and stays in `faultString`, for the log; the message names only its code.
 */
export class EsocialSoapFaultError extends HttpError {
  constructor(
    readonly faultCode: string,
    readonly faultString: string,
    readonly responseXml: string,
  ) {
    super(502, `${esocialMessages.soapFault} (${faultCode.replace(/^\w+:/, '')}).`, null);
    this.name = 'EsocialSoapFaultError';
  }
}

/**
 * The pt-BR text a screen may show for a failure of an eSocial step: the message of one of this module's errors
 * (pt-BR by construction), else a generic text — never an unknown error's (English) message (issue 12 item 9).
 */
export function esocialFailureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status < 500) return error.message;
  if (error instanceof EsocialTransportError || error instanceof EsocialSoapFaultError || error instanceof SignatureError) return error.message;
  return esocialMessages.unexpected;
}
