import MailComposer from 'nodemailer/lib/mail-composer';

/*
 * Builds the raw MIME message the transports send (SES SendEmail with Content.Raw, SMTP, the Gmail API): one
 * recipient, text and HTML, PDF attachments, a stable Message-ID so a receiving server can tell a duplicate.
 */

export interface ComposedAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType?: string;
}

export interface MessageToCompose {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text?: string | undefined;
  readonly html?: string | undefined;
  readonly attachments?: readonly ComposedAttachment[];
  readonly domain?: string;
}

/** The Message-ID of a message of the log: the same on every attempt. */
export function messageIdOf(id: string, domain = 'ocupacional.com.br'): string {
  return `<${id}@${domain}>`;
}

/** The RFC 5322 bytes of a message. */
export function composeMessage(message: MessageToCompose): Promise<Buffer> {
  const composer = new MailComposer({
    from: message.from,
    to: message.to,
    subject: message.subject,
    messageId: messageIdOf(message.id, message.domain),
    // Stryker disable next-line ConditionalExpression: MailComposer skips a falsy text, so passing text: undefined is the same as leaving it out
    ...(message.text !== undefined ? { text: message.text } : {}),
    // Stryker disable next-line ConditionalExpression: MailComposer skips a falsy html, so passing html: undefined is the same as leaving it out
    ...(message.html !== undefined ? { html: message.html } : {}),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType ?? 'application/octet-stream',
    })),
  });
  return new Promise((resolve, reject) => {
    composer.compile().build((error, raw) => (error ? reject(error) : resolve(raw)));
  });
}
