import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { waitFor } from '../../../tests/support/wait-for';
import { emailEnvios } from '../data/entities/email-envio';
import { defaultSender } from '../platform/mailer';
import { decryptSecret } from '../platform/secrets';
import { queueMail, sendToMailQueue, type MailQueueMessage } from './queue';

/*
 * Queueing an e-mail against the local cloud: the e-mail log row (emailEnvio) the screens and the mail-send worker
 * read, and the message on the mail queue. The mail-send worker is replaced by a recorder, so what reaches the
 * queue is what the test sees.
 */

describe('queueing an e-mail', () => {
  let cloud: LocalCloud;
  const tenant = 'alfa';
  const received: MailQueueMessage[] = [];
  const logged = async (id: string) => (await emailEnvios().get({ tenant, id }).go({ consistent: true })).data;
  const arrived = (id: string) => waitFor(async () => received.find((message) => message.id === id), { timeoutMs: 5_000, intervalMs: 10, what: `message ${id}` });
  const base = { tenant, point: 'senha', to: 'maria@cliente.com.br', subject: 'Sua nova senha', text: 'Olá Maria,\nsua senha é <abc> & cia.' } as const;

  beforeAll(async () => {
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 10,
      workerHandlers: {
        mailSend: async (event: SQSEvent) => {
          received.push(...event.Records.map((record) => JSON.parse(record.body) as MailQueueMessage));
        },
      },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('logs a message from the product’s sender as pendente and puts only its tenant and id on the mail queue', async () => {
    // Act
    const id = await queueMail(base);
    // Assess
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await arrived(id)).toEqual({ tenant, id });
    const row = await logged(id);
    expect(row).toMatchObject({
      point: 'senha',
      pointId: '*',
      remetente: defaultSender(),
      destinatario: 'maria@cliente.com.br',
      assunto: 'Sua nova senha',
      texto: base.text,
      sensivel: false,
      anexos: [],
      situacao: 'pendente',
    });
    for (const absent of ['contaId', 'html', 'corpoCifrado', 'rastreio', 'usuarioId'] as const) expect(row?.[absent]).toBeUndefined();
  });

  it('logs a message of a tenant account with its sender, the record it is about, the user and the attachments', async () => {
    // Act
    const id = await queueMail({
      ...base,
      point: 'aso',
      pointId: '101',
      conta: { id: 'conta-1', nome: 'Clínica "Alfa"', email: 'sst@alfa.com.br' },
      html: '<p>Olá</p>',
      usuarioId: 'usuario-7',
      attachments: [
        { key: 'arquivos/alfa/aso-101.pdf', filename: 'ASO_101.pdf', contentType: 'application/pdf' },
        { key: 'arquivos/alfa/anexo.bin', filename: 'anexo.bin' },
      ],
    });
    // Assess
    expect(await logged(id)).toMatchObject({
      point: 'aso',
      pointId: '101',
      contaId: 'conta-1',
      remetente: '"Clínica Alfa" <sst@alfa.com.br>',
      texto: base.text,
      html: '<p>Olá</p>',
      usuarioId: 'usuario-7',
      anexos: [
        { chave: 'arquivos/alfa/aso-101.pdf', nome: 'ASO_101.pdf', tipo: 'application/pdf' },
        { chave: 'arquivos/alfa/anexo.bin', nome: 'anexo.bin' },
      ],
    });
    expect((await logged(id))?.anexos?.[1]).not.toHaveProperty('tipo');
  });

  it('uses the id a caller derives, so queueing twice cannot log two messages', async () => {
    // Act
    const id = await queueMail({ ...base, id: '01HZZZZZZZZZZZZZZZZZZZZZZZ' });
    // Assess
    expect(id).toBe('01HZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(await logged(id)).toMatchObject({ situacao: 'pendente', destinatario: base.to });
    await expect(queueMail({ ...base, id })).rejects.toThrow();
  });

  it('adds the tracking image (its secret kept on the log) when the API root is given', async () => {
    // Act
    const id = await queueMail({ ...base, trackingBaseUrl: 'https://app.ocupacional.com.br/sst/api' });
    // Assess
    const row = await logged(id);
    expect(row?.rastreio).toMatch(/^[\w-]{24}$/);
    expect(row?.html).toBe(
      '<div style="font-family:Arial,sans-serif;font-size:14px">Olá Maria,<br>sua senha é &lt;abc&gt; &amp; cia.</div>' +
        `<img src="https://app.ocupacional.com.br/sst/api/email/abertura/alfa.${id}.${row?.rastreio}" width="1" height="1" alt="" style="display:none">`,
    );
  });

  it('keeps a sensitive body only encrypted, bound to the tenant and the message', async () => {
    // Act
    const id = await queueMail({ ...base, html: '<p>senha</p>', sensitive: true });
    // Assess
    const row = await logged(id);
    expect(row).toMatchObject({ sensivel: true, situacao: 'pendente' });
    expect(row?.texto).toBeUndefined();
    expect(row?.html).toBeUndefined();
    expect(row?.corpoCifrado).not.toContain('senha');
    const body = await decryptSecret(row?.corpoCifrado ?? '', { tenant, proposito: 'email-corpo', id });
    expect(JSON.parse(body.toString('utf8'))).toEqual({ text: base.text, html: '<p>senha</p>' });
  });

  it('writes only the log row for a caller that sends at once (the account test)', async () => {
    // Act
    const held = await queueMail(base, { queue: false });
    const queued = await queueMail(base, { queue: true });
    // Assess: the message queued after it arrives, it never does
    await arrived(queued);
    expect(received.some((message) => message.id === held)).toBe(false);
    expect(await logged(held)).toMatchObject({ situacao: 'pendente' });
  });

  describe('putting a message back on the queue', () => {
    it('holds it for the wait it is given (the next package), even a fraction of a second rounded up', async () => {
      // Act
      const sentAt = Date.now();
      await sendToMailQueue({ tenant, id: 'espera-curta' }, 0.2);
      await sendToMailQueue({ tenant, id: 'sem-espera' });
      // Assess
      await arrived('sem-espera');
      expect(received.some((message) => message.id === 'espera-curta')).toBe(false);
      await arrived('espera-curta');
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
    });

    it('sends at once when the wait is already over (a negative wait)', async () => {
      // Act
      await sendToMailQueue({ tenant, id: 'espera-negativa' }, -5);
      // Assess
      expect(await arrived('espera-negativa')).toEqual({ tenant, id: 'espera-negativa' });
    });
  });
});
