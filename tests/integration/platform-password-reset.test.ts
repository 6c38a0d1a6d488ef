import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoute,
  buildPath,
  minChars,
  passwordLinkSentMessage,
  passwordMismatchMessage,
  passwordResetDoneMessage,
  passwordResetLinkInvalidMessage,
  tooManyRequestsMessage,
  type PointType,
} from '@ocupacional/shared';
import { senhaResets } from '../../functions/src/data/entities/senha-reset';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { callFrom, cpfFrom } from '../support/source-address';
import { waitFor } from '../support/wait-for';

/*
 * Password recovery (issue 12 item 1): 'Esqueci Minha Senha' e-mails a single-use link valid for 30 minutes; the
 * password changes only on the link's page; the answer is the same for any account; requests are throttled per
 * account and per address; a password change ends the user's other sessions. Each test speaks from its own
 * loopback address so the per-address limits of one test do not reach another.
 */

type User = (typeof users)[keyof typeof users];

interface StoredEmail {
  readonly destination: { to: string[] };
  readonly body: { text: string };
}

describe('password recovery by a single-use link', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createPlatformFixtures();
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const areaPath = (id: 'login' | 'recuperarSenha' | 'redefinirSenha' | 'sessao', pointType: PointType, tenant = 'alfa') =>
    pointType === 'web' ? buildPath(apiRoute(`web.${id}`)) : buildPath(apiRoute(id), { tenant });

  async function sesStore(): Promise<StoredEmail[]> {
    return ((await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: StoredEmail[] }).emails;
  }

  function login(user: User, from: string, password = senha) {
    return callFrom(cloud.port, 'POST', areaPath('login', user.pointType), {
      from,
      area: user.pointType,
      body: { cpf: user.cpf, cnpj: user.cnpj, senha: password, point_type: user.pointType },
    });
  }

  function recover(user: { cpf: string; cnpj: string; pointType: PointType }, from: string) {
    return callFrom(cloud.port, 'POST', areaPath('recuperarSenha', user.pointType), {
      from,
      area: user.pointType,
      body: { cpf: user.cpf, cnpj: user.cnpj, point_type: user.pointType },
    });
  }

  function reset(pointType: PointType, from: string, token: string, nova: string, confirmar = nova) {
    return callFrom(cloud.port, 'POST', areaPath('redefinirSenha', pointType), {
      from,
      area: pointType,
      body: { token, senha: nova, confirmar_senha: confirmar },
    });
  }

  /** Asks for a link and answers the token of the e-mail that carries it. */
  async function linkFor(user: User & { email: string }, from: string): Promise<{ token: string; text: string }> {
    const before = (await sesStore()).length;
    expect((await recover(user, from)).status).toBe(200);
    const email = await waitFor(
      async () => (await sesStore()).slice(before).find((sent) => sent.destination.to.includes(user.email)),
      { what: `the recovery e-mail of ${user.id}` },
    );
    const token = /redefinir-senha\?token=([\w.-]+)/.exec(email.body.text)?.[1];
    expect(token).toBeDefined();
    return { token: decodeURIComponent(token!), text: email.body.text };
  }

  const withEmail = <U extends User>(user: U): U & { email: string } => ({ ...user, email: `${user.id}@alfa.example.com.br` });

  it('answers an unknown account exactly as an existing one, and e-mails only the existing one', async () => {
    // Prepare: a valid CPF no user has
    const unknown = { ...users.empresa, cpf: cpfFrom(987654321) };
    const before = (await sesStore()).length;
    // Act
    const known = await recover(users.empresa, '127.0.1.1');
    const stranger = await recover(unknown, '127.0.1.1');
    // Assess: same status, message and data; no address in it
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(stranger.json).toEqual(known.json);
    expect(known.json).toEqual({ status: 200, msg: passwordLinkSentMessage, data: null });
    await waitFor(async () => ((await sesStore()).length > before ? true : undefined), { what: 'the recovery e-mail' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = (await sesStore()).slice(before);
    expect(sent.map((email) => email.destination.to)).toEqual([[withEmail(users.empresa).email]]);
  });

  it('keeps the old password working after a request, and sends a link to the area page, not a password', async () => {
    // Act
    const { token, text } = await linkFor(withEmail(users.credenciada), '127.0.1.2');
    // Assess: the link opens the area's page on the area's host; no password in the e-mail
    expect(text).toContain(`http://credenciada.localhost:${cloud.port}/alfa/redefinir-senha?token=`);
    expect(token).toMatch(/^alfa\.[\w-]{43}$/);
    expect(text).not.toMatch(/senha de acesso é/i);
    // Only the token's hash is stored
    const { data: stored } = await senhaResets().query.byHash({ tenant: 'alfa' }).go({ pages: 'all' });
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token.slice(5));
    // The old password still logs in
    expect((await login(users.credenciada, '127.0.1.2')).status).toBe(200);
  });

  it('sets the new password through the link once: the old one stops, the new one works, the link dies', async () => {
    // Prepare
    const user = withEmail(users.parceiro);
    const { token } = await linkFor(user, '127.0.1.3');
    // Act
    const first = await reset('parceiro', '127.0.1.3', token, 'nova-senha-1');
    const second = await reset('parceiro', '127.0.1.3', token, 'outra-senha-2');
    // Assess
    expect(first.json).toEqual({ status: 200, msg: passwordResetDoneMessage, data: null });
    expect(second.status).toBe(400);
    expect(second.json.msg).toBe(passwordResetLinkInvalidMessage);
    expect((await login(user, '127.0.1.3')).status).toBe(400);
    expect((await login(user, '127.0.1.3', 'nova-senha-1')).status).toBe(200);
    expect((await login(user, '127.0.1.3', 'outra-senha-2')).status).toBe(400);
  });

  it('refuses an expired link and changes nothing', async () => {
    // Prepare: a link whose 30 minutes are over
    const user = withEmail(users.webOperador);
    const { token } = await linkFor(user, '127.0.1.4');
    const { data: live } = await senhaResets().query.byHash({ tenant: 'alfa' }).go({ pages: 'all' });
    const item = live.find((candidate) => candidate.usuarioId === user.id)!;
    const past = new Date(Date.now() - 1000).toISOString();
    await senhaResets().put({ ...item, expiraEm: past }).go();
    // Act
    const answer = await reset('web', '127.0.1.4', token, 'nova-senha-1');
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.json.msg).toBe(passwordResetLinkInvalidMessage);
    expect((await login(user, '127.0.1.4')).status).toBe(200);
  });

  it('ends the link on a successful login', async () => {
    // Prepare
    const user = withEmail(users.curtaSessao);
    const { token } = await linkFor(user, '127.0.1.5');
    // Act: the user remembered the password
    expect((await login(user, '127.0.1.5')).status).toBe(200);
    const answer = await reset('empresa', '127.0.1.5', token, 'nova-senha-1');
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.json.msg).toBe(passwordResetLinkInvalidMessage);
    expect((await usuarios().get({ tenant: 'alfa', id: user.id }).go()).data?.senhaResetHash).toBeUndefined();
  });

  it('ends the older link when a newer one is sent, and refuses a link in another tenant’s or area’s address', async () => {
    // Prepare
    const user = withEmail(users.webAdmin);
    const older = await linkFor(user, '127.0.1.6');
    const newer = await linkFor(user, '127.0.1.6');
    // Act and assess
    expect((await reset('web', '127.0.1.6', older.token, 'nova-senha-1')).status).toBe(400);
    expect((await reset('empresa', '127.0.1.6', newer.token, 'nova-senha-1')).status).toBe(400);
    expect((await reset('web', '127.0.1.6', 'alfa.nao-e-um-token', 'nova-senha-1')).status).toBe(400);
    expect((await reset('web', '127.0.1.6', newer.token, 'nova-senha-1')).status).toBe(200);
  });

  it('answers field errors for a short password and a different confirmation, keeping the link', async () => {
    // Prepare
    const user = withEmail(users.empresa);
    const { token } = await linkFor(user, '127.0.1.7');
    // Act
    const short = await reset('empresa', '127.0.1.7', token, '12345');
    const mismatch = await reset('empresa', '127.0.1.7', token, 'nova-senha-1', 'nova-senha-2');
    // Assess
    expect(short.status).toBe(400);
    expect((short.json.data as { fields: Record<string, string[]> }).fields.senha).toEqual([minChars(6)]);
    expect((mismatch.json.data as { fields: Record<string, string[]> }).fields).toEqual({
      confirmar_senha: [passwordMismatchMessage],
    });
    expect((await reset('empresa', '127.0.1.7', token, 'nova-senha-1')).status).toBe(200);
  });

  it('throttles the requests of one account from many addresses', async () => {
    // Prepare: an account of tenant beta, asked for from a new address each time
    const statuses: number[] = [];
    // Act
    for (let i = 0; i < 4; i += 1) statuses.push((await callFrom(cloud.port, 'POST', areaPath('recuperarSenha', 'credenciada', 'beta'), {
      from: `127.0.2.${i + 1}`,
      area: 'credenciada',
      body: { cpf: users.credenciada.cpf, cnpj: users.credenciada.cnpj, point_type: 'credenciada' },
    })).status);
    // Assess: 3 per 15 minutes per account
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('throttles the requests of one address over many accounts', async () => {
    // Act: unknown accounts (no e-mail is sent), all from one address
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await recover({ ...users.empresa, cpf: cpfFrom(100000000 + i) }, '127.0.3.1'));
    // Assess: 10 per 15 minutes per address
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.json.msg).toBe(tooManyRequestsMessage);
    // Another address is not affected
    expect((await recover({ ...users.empresa, cpf: cpfFrom(100000020) }, '127.0.3.2')).status).toBe(200);
  });

  it('ends every session of the user when the password is reset through the link', async () => {
    // Prepare: two sessions of the user of tenant beta
    const beta = (pointType: PointType) => areaPath('sessao', pointType, 'beta');
    const user = { ...users.parceiro, email: `${users.parceiro.id}@beta.example.com.br` };
    const loginBeta = () =>
      callFrom(cloud.port, 'POST', areaPath('login', 'parceiro', 'beta'), {
        from: '127.0.4.1',
        area: 'parceiro',
        body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: 'parceiro' },
      });
    const one = cookieFrom((await loginBeta()).setCookie);
    const two = cookieFrom((await loginBeta()).setCookie);
    expect((await callFrom(cloud.port, 'GET', beta('parceiro'), { area: 'parceiro', cookie: one })).status).toBe(200);
    const before = (await sesStore()).length;
    expect(
      (
        await callFrom(cloud.port, 'POST', areaPath('recuperarSenha', 'parceiro', 'beta'), {
          from: '127.0.4.1',
          area: 'parceiro',
          body: { cpf: user.cpf, cnpj: user.cnpj, point_type: 'parceiro' },
        })
      ).status,
    ).toBe(200);
    const email = await waitFor(
      async () => (await sesStore()).slice(before).find((sent) => sent.destination.to.includes(user.email)),
      { what: 'the recovery e-mail' },
    );
    const token = decodeURIComponent(/token=([\w.-]+)/.exec(email.body.text)![1]!);
    // Act
    const answer = await callFrom(cloud.port, 'POST', areaPath('redefinirSenha', 'parceiro', 'beta'), {
      from: '127.0.4.1',
      area: 'parceiro',
      body: { token, senha: 'nova-senha-1', confirmar_senha: 'nova-senha-1' },
    });
    // Assess
    expect(answer.status).toBe(200);
    expect((await callFrom(cloud.port, 'GET', beta('parceiro'), { area: 'parceiro', cookie: one })).status).toBe(401);
    expect((await callFrom(cloud.port, 'GET', beta('parceiro'), { area: 'parceiro', cookie: two })).status).toBe(401);
  });

  it('ends the other sessions, not the current one, when the password is changed in Meu Cadastro', async () => {
    // Prepare: two sessions of the company user of tenant beta
    const loginBeta = (password = senha) =>
      callFrom(cloud.port, 'POST', areaPath('login', 'empresa', 'beta'), {
        from: '127.0.5.1',
        area: 'empresa',
        body: { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha: password, point_type: 'empresa' },
      });
    const here = cookieFrom((await loginBeta()).setCookie);
    const elsewhere = cookieFrom((await loginBeta()).setCookie);
    const path = buildPath(apiRoute('meuCadastro'), { tenant: 'beta' });
    const { json } = await callFrom(cloud.port, 'GET', path, { area: 'empresa', cookie: here });
    const record = json.data as Record<string, unknown>;
    const cidades = await callFrom(cloud.port, 'GET', `${buildPath(apiRoute('cidades'), { tenant: 'beta', id_estado: 35 })}?search=campinas`, {
      area: 'empresa',
      cookie: here,
    });
    const idCidade = (cidades.json.data as { id: number; nome: string }[]).find((cidade) => cidade.nome === 'Campinas')!.id;
    // Act
    const saved = await callFrom(cloud.port, 'POST', path, {
      area: 'empresa',
      cookie: here,
      body: {
        // The version the form read, when the record carries one (issue 12 item 3's lost-update guard).
        ...(record.versao !== undefined ? { versao: record.versao } : {}),
        nome: record.nome,
        cnpj: record.cnpj,
        cnae: '2511-0/00',
        ie: '123.456.789.110',
        cep: '13015-904',
        end: 'Rua Barão de Jaguara',
        num: '1000',
        bairro: 'Centro',
        id_estado: 35,
        id_cidade: idCidade,
        tel_com: '(19) 3232-1000',
        senha_atual: senha,
        senha_nova: 'nova-senha-1',
        senha_confirma: 'nova-senha-1',
      },
    });
    // Assess
    expect(saved.status).toBe(200);
    const sessao = buildPath(apiRoute('sessao'), { tenant: 'beta' });
    expect((await callFrom(cloud.port, 'GET', sessao, { area: 'empresa', cookie: here })).status).toBe(200);
    expect((await callFrom(cloud.port, 'GET', sessao, { area: 'empresa', cookie: elsewhere })).status).toBe(401);
    expect((await loginBeta('nova-senha-1')).status).toBe(200);
  });
});
