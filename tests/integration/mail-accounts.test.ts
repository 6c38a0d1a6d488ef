import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { apiRoute, buildPath, mailMessages, mailServiceTypes } from '@ocupacional/shared';
import { contasEmail } from '../../functions/src/data/entities/conta-email';
import { emailEnvios } from '../../functions/src/data/entities/email-envio';
import { contaTesteFalhouMessage } from '../../functions/src/api/mail/contas';
import { queueMail } from '../../functions/src/mail/queue';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { createAsoForMail } from '../support/mail-fixtures';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { startSmtpSink, unfolded, type SmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';

/*
 * Tenant mail accounts: the form's rules, passwords stored encrypted and never answered, a test message through an
 * SMTP account to a local sink, ASO e-mail through the account linked to the ASO sector with packages spaced as
 * configured, and the whole OAuth2 flow against oauth2-mock-server ending in a Gmail-style account that sends with
 * XOAUTH2 (to the sink).
 */

type Fields = { fields: Record<string, string[]> };

describe('mail accounts: SMTP and Gmail OAuth2', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let cookie: string;
  let sink: SmtpSink;
  let oauth: OAuth2Server;
  const issued: { grant: string; accessToken: string }[] = [];
  const revoked: string[] = [];
  const tenant = 'alfa';

  const web = (method: string, path: string, body?: unknown, session = cookie) =>
    call(method, path, { cookie: session, ...(body !== undefined ? { body } : {}) });
  const login = async () =>
    cookieFrom(
      (
        await call('POST', buildPath(apiRoute('web.login')), {
          body: { cpf: users.webAdmin.cpf, cnpj: users.webAdmin.cnpj, senha, point_type: 'web' },
        })
      ).setCookie,
    );
  const smtpAccount = (overrides: Record<string, unknown> = {}) => ({
    nome: 'Conta SMTP',
    email: 'sst@provedor.com.br',
    usuario: 'smtp-user',
    tipo_auth: 'senha',
    servidor_smtp: '127.0.0.1',
    porta: sink.port,
    conexao_seg: 'nenhuma',
    senha: 'segredo-smtp',
    ...overrides,
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeResponse', (response: { body: Record<string, unknown> }, req: { body: Record<string, string> }) => {
      // A short-lived access token, so the first send has to refresh it.
      if (req.body.grant_type === 'authorization_code') response.body.expires_in = 30;
      issued.push({ grant: req.body.grant_type ?? '', accessToken: String(response.body.access_token) });
    });
    // The mock's revoke endpoint reads no body: count the calls.
    oauth.service.on('beforeRevoke', () => {
      revoked.push('revoke');
    });
    const issuer = oauth.issuer.url as string;
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 50,
      // A failed message comes back after 2 s instead of the mail queue's 120.
      visibilityTimeoutSeconds: 2,
      functionEnv: {
        MAIL_OAUTH2_AUTH_URL: `${issuer}/authorize`,
        MAIL_OAUTH2_TOKEN_URL: `${issuer}/token`,
        MAIL_OAUTH2_REVOKE_URL: `${issuer}/revoke`,
        MAIL_OAUTH2_CLIENT_ID: 'ocupacional-teste',
        MAIL_OAUTH2_CLIENT_SECRET: 'segredo-do-cliente',
      },
    });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    cookie = await login();
  });
  afterAll(async () => {
    await cloud?.stop();
    await sink?.stop();
    await oauth?.stop();
  });

  it('answers every required-field message of the account form', async () => {
    // Act
    const empty = await web('POST', buildPath(apiRoute('contaEmailSalvar')), {});
    const smtp = await web('POST', buildPath(apiRoute('contaEmailSalvar')), { nome: 'x', email: 'x@x.com.br', usuario: 'x', tipo_auth: 'senha' });
    const oauth2 = await web('POST', buildPath(apiRoute('contaEmailSalvar')), { nome: 'x', email: 'x@x.com.br', usuario: 'x', tipo_auth: 'oauth2' });
    // Assess
    expect((empty.json.data as Fields).fields).toMatchObject({
      nome: [mailMessages.nomeObrigatorio],
      email: [mailMessages.emailObrigatorio],
      usuario: [mailMessages.usuarioObrigatorio],
      tipo_auth: [mailMessages.autenticacaoObrigatoria],
    });
    expect((smtp.json.data as Fields).fields).toEqual({
      senha: [mailMessages.senhaObrigatoria],
      servidor_smtp: [mailMessages.servidorObrigatorio],
      porta: [mailMessages.portaObrigatoria],
      conexao_seg: [mailMessages.conexaoObrigatoria],
    });
    expect(oauth2.status).toBe(200);
    expect(oauth2.json.data).toMatchObject({ conexao_seg: 'tls', n_msg_pct: 50, t_esp_pct: 600, porta: 0, tempo_espera: 0, autenticacao: 1 });
  });

  it('links accounts to the mail service types of lists 240, 32 and 241, not to the e-mail sectors (spec 2 §7, §9)', async () => {
    // Act
    const listas = await web('POST', buildPath(apiRoute('web.tipoParent')), { codigo: [240, 32, 241] });
    const setor = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Conta Setor', tipo: [197] }));
    const servico = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Conta Serviço', tipo: [mailServiceTypes.esocial] }));
    // Assess
    const ids = (codigo: number) => ((listas.json.data as Record<number, { id: number }[]>)[codigo] ?? []).map((item) => item.id);
    expect([...ids(240), ...ids(32), ...ids(241)].sort()).toEqual(Object.values(mailServiceTypes).sort());
    expect(setor.status).toBe(400);
    expect((setor.json.data as Fields).fields).toEqual({ tipo: ['Selecione uma opção válida'] });
    expect(servico.status).toBe(200);
    expect(servico.json.data).toMatchObject({ tipo: [mailServiceTypes.esocial] });
  });

  it('lists the accounts without permission 3, which gates only editing and deleting (spec 2 §6)', async () => {
    // Prepare
    const operador = cookieFrom(
      (
        await call('POST', buildPath(apiRoute('web.login')), {
          body: { cpf: users.webOperador.cpf, cnpj: users.webOperador.cnpj, senha, point_type: 'web' },
        })
      ).setCookie,
    );
    // Act
    const list = await web('GET', buildPath(apiRoute('contasEmail')), undefined, operador);
    const save = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Sem permissão' }), operador);
    const remove = await web('POST', buildPath(apiRoute('contasEmailDeletar')), { ids: ['x'] }, operador);
    // Assess
    expect(list.status).toBe(200);
    expect(save.status).toBe(403);
    expect(remove.status).toBe(403);
  });

  it('stores the password encrypted and never answers it', async () => {
    // Act
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount());
    const id = (saved.json.data as { id: string }).id;
    const edited = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ id, versao: 1, nome: 'Conta SMTP editada', senha: '' }));
    const list = await web('GET', buildPath(apiRoute('contasEmail')) + '?search=editada');
    // Assess
    expect(saved.json.msg).toBe('Registro salvo com sucesso!');
    expect(edited.json.data).toMatchObject({ id, nome: 'Conta SMTP editada', tem_senha: true });
    expect(JSON.stringify([saved.json, edited.json, list.json])).not.toContain('segredo-smtp');
    expect((list.json.data as { data: unknown[] }).data).toHaveLength(1);
    const { data: item } = await contasEmail().get({ tenant, id }).go();
    expect(item?.senhaCifrada).toMatch(/^v1\.local\./);
    expect(item?.senhaCifrada).not.toContain('segredo');
  });

  it('sends a real test message through an SMTP account, and reports a refused login', async () => {
    // Prepare
    sink.accept.set('smtp-user', 'segredo-smtp');
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Conta de teste' }));
    const wrong = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Senha errada', senha: 'outra' }));
    // Act
    const ok = await web('POST', buildPath(apiRoute('contaEmailTestar')), { id: (saved.json.data as { id: string }).id, email: 'destino@cliente.com.br' });
    const refused = await web('POST', buildPath(apiRoute('contaEmailTestar')), { id: (wrong.json.data as { id: string }).id, email: 'destino@cliente.com.br' });
    // Assess
    expect(ok.status).toBe(200);
    expect(ok.json.msg).toBe('Email enviado com sucesso');
    const received = sink.messages.find((message) => message.to.includes('destino@cliente.com.br'));
    expect(received?.auth).toMatchObject({ method: 'PLAIN', username: 'smtp-user' });
    expect(received?.from).toBe('sst@provedor.com.br');
    expect(received?.raw).toContain('Subject: Ocupacional - Email de teste da conta Conta de teste');
    // The server's reason goes to the log, never to the user (issue 12 item 5).
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(contaTesteFalhouMessage);
    expect(JSON.stringify(refused.json)).not.toMatch(/535|auth|Falha de autenticação/i);
  });

  describe('the test cannot reach inside the network (issue 12 item 5)', () => {
    const operadorCookie = async () =>
      cookieFrom(
        (
          await call('POST', buildPath(apiRoute('web.login')), {
            body: { cpf: users.webOperador.cpf, cnpj: users.webOperador.cnpj, senha, point_type: 'web' },
          })
        ).setCookie,
      );
    const test = (id: string, session?: string) =>
      web('POST', buildPath(apiRoute('contaEmailTestar')), { id, email: 'sonda@cliente.com.br' }, session);

    it('needs permission 3', async () => {
      // Prepare
      const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Teste sem permissão' }));
      // Act
      const answer = await test((saved.json.data as { id: string }).id, await operadorCookie());
      // Assess
      expect(answer.status).toBe(403);
      expect(sink.messages.some((message) => message.to.includes('sonda@cliente.com.br'))).toBe(false);
    });

    it('refuses loopback, private and link-local hosts, by name too, when the setting is on (as the stack sets it in AWS)', async () => {
      // Prepare: the sink on 127.0.0.1 accepts this login, so only the guard can stop the message
      sink.accept.set('smtp-user', 'segredo-smtp');
      const hosts = ['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', '[::1]'];
      const ids: string[] = [];
      for (const host of hosts) {
        const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: `Interna ${host}`, servidor_smtp: host }));
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        ids.push((saved.json.data as { id: string }).id);
      }
      const previous = process.env.MAIL_SMTP_BLOCK_PRIVATE;
      process.env.MAIL_SMTP_BLOCK_PRIVATE = '1';
      try {
        // Act
        const answers = [];
        for (const id of ids) answers.push(await test(id));

        // Assess: one generic answer, nothing sent, the log row keeps the generic text too
        for (const answer of answers) expect(answer).toMatchObject({ status: 400, json: { msg: contaTesteFalhouMessage } });
        expect(sink.messages.some((message) => message.to.includes('sonda@cliente.com.br'))).toBe(false);
        const { data: rows } = await emailEnvios().query.byPoint({ tenant, point: 'teste' }).go({ pages: 'all' });
        const testRows = rows.filter((row) => row.destinatario === 'sonda@cliente.com.br' && ids.includes(row.pointId ?? ''));
        expect(testRows.map((row) => row.erro)).toEqual(ids.map(() => contaTesteFalhouMessage));
      } finally {
        if (previous === undefined) delete process.env.MAIL_SMTP_BLOCK_PRIVATE;
        else process.env.MAIL_SMTP_BLOCK_PRIVATE = previous;
      }
    });

    it('lets the local cloud reach its own SMTP sink on 127.0.0.1 (setting off)', async () => {
      // Prepare
      sink.accept.set('smtp-user', 'segredo-smtp');
      const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Sink local' }));
      // Act
      const answer = await test((saved.json.data as { id: string }).id);
      // Assess
      expect(process.env.MAIL_SMTP_BLOCK_PRIVATE).toBe('0');
      expect(answer.status).toBe(200);
      expect(sink.messages.some((message) => message.to.includes('sonda@cliente.com.br'))).toBe(true);
    });
  });

  it('sends ASO e-mail through the account linked to the ASO sector, in packages spaced as configured', async () => {
    // Prepare: 2 messages per package, 3 s between packages; five recipients
    const account = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Conta ASO', email: 'aso@provedor.com.br', tipo: [mailServiceTypes.aso], n_msg_pct: 2, t_esp_pct: 3 }));
    expect(account.status).toBe(200);
    const aso = await createAsoForMail(cloud, { tenant, idCon: 201, empresaId: 'empresa-1', uploadId: '01UPLOADSMTP' });
    const recipients = [1, 2, 3, 4, 5].map((n) => `pacote${n}@cliente.com.br`);
    // Act
    const sent = await web('POST', buildPath(apiRoute('asoConsultaEmailCadastrar'), { idcon: 201 }), { destinatario: recipients.join(';') });
    // Assess
    expect(sent.status).toBe(200);
    const arrivals = await waitFor(
      async () => {
        const got = sink.messages.filter((message) => message.to.some((to) => to.startsWith('pacote')));
        return got.length === 5 ? got : undefined;
      },
      { timeoutMs: 30_000, what: 'five packaged messages' },
    );
    const times = arrivals.map((message) => message.at).sort((a, b) => a - b);
    const [t0, t1, t2, t3, t4] = times as [number, number, number, number, number];
    expect(t1 - t0).toBeLessThan(2500);
    expect(t2 - t0).toBeGreaterThanOrEqual(2900);
    expect(t3 - t0).toBeGreaterThanOrEqual(2900);
    expect(t4 - t0).toBeGreaterThanOrEqual(5900);
    expect(arrivals.every((message) => message.from === 'aso@provedor.com.br')).toBe(true);
    const pdf = Buffer.from(aso.pages[0]!.bytes).toString('base64');
    for (const message of arrivals) {
      expect(message.raw).toContain('ASO_201_Funcionario_201_pag1.pdf');
      expect(unfolded(message.raw)).toContain(pdf);
    }
  }, 40_000);

  it('retries a transient refusal until the message goes, and records a permanent one with its reason', async () => {
    // Prepare: an account without packages; the server answers 421 once to one recipient and 550 to another
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Conta instável', n_msg_pct: 0 }));
    const conta = saved.json.data as { id: string; nome: string; email: string };
    sink.accept.set('smtp-user', 'segredo-smtp');
    sink.refuse.set('transitorio@cliente.com.br', { code: 421, times: 1 });
    sink.refuse.set('rejeitado@cliente.com.br', { code: 550, times: Number.POSITIVE_INFINITY });
    // Act
    const transient = await queueMail({ tenant, point: 'teste', conta, to: 'transitorio@cliente.com.br', subject: 'Tenta de novo', text: 'x' });
    const permanent = await queueMail({ tenant, point: 'teste', conta, to: 'rejeitado@cliente.com.br', subject: 'Recusado', text: 'x' });
    // Assess
    const sent = await waitFor(
      async () => {
        const { data } = await emailEnvios().get({ tenant, id: transient }).go();
        return data?.situacao === 'enviado' ? data : undefined;
      },
      { timeoutMs: 20_000, what: 'the retried message' },
    );
    expect(sent.tentativas).toBe(2);
    expect(sink.messages.filter((message) => message.to.includes('transitorio@cliente.com.br'))).toHaveLength(1);
    const failed = await waitFor(
      async () => {
        const { data } = await emailEnvios().get({ tenant, id: permanent }).go();
        return data?.situacao === 'falha' ? data : undefined;
      },
      { what: 'the refused message' },
    );
    expect(failed.erro).toMatch(/^O servidor recusou a mensagem: 550/);
    expect(failed.tentativas).toBe(1);
  }, 30_000);

  describe('a Gmail account through OAuth2', () => {
    let contaId: string;
    const statusPath = () => buildPath(apiRoute('contaEmailOauth2Status'), { id: contaId });

    async function authorize(session = cookie): Promise<{ code: string; state: string }> {
      const start = await web('GET', buildPath(apiRoute('contaEmailOauth2Iniciar'), { id: contaId }), undefined, session);
      expect(start.status).toBe(200);
      const authUrl = new URL((start.json.data as { auth_url: string }).auth_url);
      expect(authUrl.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/gmail.send');
      expect(authUrl.searchParams.get('redirect_uri')).toMatch(new RegExp(`^http://[^/]+:${cloud.port}/oauth2/callback$`));
      // The provider asks for consent and sends the browser back to the web route oauth2/callback.
      const consent = await fetch(authUrl, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') ?? '');
      return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
    }
    const callback = (query: Record<string, string>, session = cookie) =>
      web('GET', `${buildPath(apiRoute('oauth2Callback'))}?${new URLSearchParams(query).toString()}`, undefined, session);

    beforeAll(async () => {
      const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), {
        nome: 'Gmail da clínica',
        email: 'clinica@gmail.com',
        usuario: 'clinica@gmail.com',
        tipo_auth: 'oauth2',
        // The local sink stands in for smtp.gmail.com, so the account names it.
        servidor_smtp: '127.0.0.1',
        porta: sink.port,
        conexao_seg: 'nenhuma',
      });
      contaId = (saved.json.data as { id: string }).id;
      sink.accept.set('clinica@gmail.com', (token) => issued.some((entry) => entry.accessToken === token));
    });

    it('is pending before authorization', async () => {
      const { json } = await web('GET', statusPath());
      expect(json.data).toMatchObject({ is_fully_configured: false, has_tokens: false, situacao: 'pendente', mensagem: 'Autorização pendente' });
    });

    it('refuses a callback without code or state with the spec’s messages', async () => {
      const noCode = await callback({ state: 'x' });
      const noState = await callback({ code: 'x' });
      const unknown = await callback({ code: 'x', state: 'desconhecido' });
      expect((noCode.json.data as Fields).fields.code).toEqual(['Código de autorização não encontrado na URL.']);
      expect((noState.json.data as Fields).fields.state).toEqual(['Parâmetro "state" ausente na URL.']);
      expect(unknown.json.msg).toBe('Erro no callback OAuth2.');
    });

    it('refuses a state made for another session', async () => {
      const other = await login();
      const { code, state } = await authorize(other);
      const { status, json } = await callback({ code, state });
      expect(status).toBe(400);
      expect(json.msg).toBe('Erro no callback OAuth2.');
    });

    it('connects: code and state exchanged once, tokens stored encrypted, status connected', async () => {
      // Act
      const { code, state } = await authorize();
      const first = await callback({ code, state });
      const replay = await callback({ code, state });
      // Assess
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        msg: 'OAuth2 configurado com sucesso!',
        data: { success: true, conta_email_id: contaId, oauth_access_token: true, error: null },
      });
      expect(replay.json.msg).toBe('Erro no callback OAuth2.');
      const { json } = await web('GET', statusPath());
      expect(json.data).toMatchObject({ is_fully_configured: true, has_tokens: true, situacao: 'conectado' });
      const { data: item } = await contasEmail().get({ tenant, id: contaId }).go();
      const token = issued.find((entry) => entry.grant === 'authorization_code')?.accessToken ?? '';
      expect(item?.oauthAccessCifrado).toMatch(/^v1\.local\./);
      expect(JSON.stringify(item)).not.toContain(token);
    });

    it('sends with XOAUTH2, refreshing the short-lived access token first', async () => {
      // Act
      const { status } = await web('POST', buildPath(apiRoute('contaEmailTestar')), { id: contaId, email: 'gmail-destino@cliente.com.br' });
      // Assess
      expect(status).toBe(200);
      const received = sink.messages.find((message) => message.to.includes('gmail-destino@cliente.com.br'));
      expect(received?.auth.method).toBe('XOAUTH2');
      expect(received?.auth.username).toBe('clinica@gmail.com');
      const refreshed = issued.filter((entry) => entry.grant === 'refresh_token');
      expect(refreshed.length).toBeGreaterThanOrEqual(1);
      expect(received?.auth.accessToken).toBe(refreshed.at(-1)?.accessToken);
    });

    it('disconnects: revokes at the provider and is pending again', async () => {
      const { json } = await web('POST', buildPath(apiRoute('contaEmailOauth2Revogar'), { id: contaId }), {});
      expect(json.msg).toBe('Conta Gmail desconectada com sucesso!');
      expect(revoked).toHaveLength(1);
      const status = await web('GET', statusPath());
      expect(status.json.data).toMatchObject({ situacao: 'pendente' });
    });
  });

  it('deletes accounts; another id answers 404 and deletes nothing', async () => {
    const saved = await web('POST', buildPath(apiRoute('contaEmailSalvar')), smtpAccount({ nome: 'Para excluir' }));
    const id = (saved.json.data as { id: string }).id;
    const refused = await web('POST', buildPath(apiRoute('contasEmailDeletar')), { ids: [id, 'nao-existe'] });
    const deleted = await web('POST', buildPath(apiRoute('contasEmailDeletar')), { ids: [id] });
    expect(refused.status).toBe(404);
    expect(deleted.json.msg).toBe('Registro(s) excluído(s) com sucesso');
    expect((await web('GET', buildPath(apiRoute('contaEmail'), { id }))).status).toBe(404);
  });
});
