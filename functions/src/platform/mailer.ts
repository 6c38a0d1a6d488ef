import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { perEnvironment } from './per-environment';

/*
 * Sends a simple e-mail through SES. (The mail feature moves every message onto the throttled mail queue; until
 * then, the few platform messages go straight to SES.)
 */

const ses = /* @__PURE__ */ perEnvironment(() => new SESv2Client({}));

export const defaultSender = () => process.env.MAIL_FROM ?? 'Ocupacional <nao-responda@ocupacional.com.br>';

export async function sendSimpleEmail(message: { to: string; subject: string; text: string; html?: string }): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: defaultSender(),
      Destination: { ToAddresses: [message.to] },
      ...(process.env.SES_CONFIGURATION_SET ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
