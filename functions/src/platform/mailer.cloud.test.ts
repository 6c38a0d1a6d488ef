import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { defaultSender, sendSimpleEmail } from './mailer';

/* The platform's own messages, sent through the local cloud's SES and read back from its store. */

interface StoredEmail {
  readonly from: string;
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { text?: string; html?: string };
}

let cloud: LocalCloud;
const savedFrom = process.env.MAIL_FROM;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

afterEach(() => {
  if (savedFrom === undefined) delete process.env.MAIL_FROM;
  else process.env.MAIL_FROM = savedFrom;
});

async function sentTo(to: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(to));
}

describe('platform e-mails', () => {
  it('sends the text and the HTML version to the recipient, from the configured sender', async () => {
    // Prepare
    process.env.MAIL_FROM = 'Clínica Demo <contato@demo.example.com.br>';

    // Act
    await sendSimpleEmail({ to: 'maria@example.com.br', subject: 'Recuperação de senha', text: 'Use o link', html: '<p>Use o link</p>' });

    // Assess
    const [email] = await sentTo('maria@example.com.br');
    expect(email).toMatchObject({
      from: 'Clínica Demo <contato@demo.example.com.br>',
      subject: 'Recuperação de senha',
      body: { text: 'Use o link', html: '<p>Use o link</p>' },
    });
  });

  it('sends a text-only message from the product\'s no-reply address by default', async () => {
    // Prepare
    delete process.env.MAIL_FROM;

    // Act
    await sendSimpleEmail({ to: 'joao@example.com.br', subject: 'Aviso', text: 'Olá, João' });

    // Assess
    const [email] = await sentTo('joao@example.com.br');
    expect(defaultSender()).toBe('Ocupacional <nao-responda@ocupacional.com.br>');
    expect(email?.from).toBe('Ocupacional <nao-responda@ocupacional.com.br>');
    expect(email?.body.text).toBe('Olá, João');
    expect(email?.body.html ?? '').toBe('');
  });
});
