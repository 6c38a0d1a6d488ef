import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath } from '@ocupacional/shared';
import { findConta } from '../../functions/src/mail/accounts';
import { transientMailFailure } from '../../functions/src/mail/errors';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { queueMail } from '../../functions/src/mail/queue';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 12 item 9: raw English error texts never reach users. A message whose SMTP server cannot be reached is
 * retried, and the e-mail log shows a pt-BR reason while the socket's error ("connect ECONNREFUSED …") stays in
 * the log. (The account test's own answer and stored text are covered by item 5's mail-accounts test.)
 */

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('error texts users read are pt-BR', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let cookie: string;
  let contaId: string;
  const tenant = 'alfa';
  const web = (method: string, path: string, body?: unknown) => call(method, path, { cookie, ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50, visibilityTimeoutSeconds: 2 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    const login = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: users.webAdmin.cpf, cnpj: users.webAdmin.cnpj, senha, point_type: 'web' },
    });
    cookie = cookieFrom(login.setCookie);
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), {
      nome: 'Conta fora do ar',
      email: 'sst@provedor.com.br',
      usuario: 'smtp-user',
      tipo_auth: 'senha',
      servidor_smtp: '127.0.0.1',
      porta: await closedPort(),
      conexao_seg: 'nenhuma',
      senha: 'segredo-smtp',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    contaId = (saved.json.data as { id: string }).id;
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('shows a pt-BR reason for a message being retried, not the socket’s English error', async () => {
    // Prepare
    const conta = await findConta(tenant, contaId);
    // Act
    const id = await queueMail({ tenant, point: 'aso', pointId: 'empresa-1', conta: conta!, to: 'rh@cliente.com.br', subject: 'ASO', text: 'Segue.' });
    const envio = await waitFor(
      async () => {
        const { data } = await emailEnvios().get({ tenant, id }).go();
        return data?.erro ? data : undefined;
      },
      { what: 'the first failed attempt', timeoutMs: 20_000 },
    );
    // Assess
    expect(envio.erro).toBe(`Tentativa 1: ${transientMailFailure}`);
    expect(envio.erro).not.toMatch(/ECONNREFUSED|connect|Error/);
  });
});
