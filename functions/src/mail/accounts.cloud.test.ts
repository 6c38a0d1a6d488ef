import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { mailMessages } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { contasEmail, type ContaEmailItem } from '../data/entities/conta-email';
import { accessTokenFor, contaDoServico, findConta, openAccountSecret, sealAccountSecret } from './accounts';
import { MailAuthorizationError } from './errors';

/*
 * Mail accounts in the table: their secrets (sealed to tenant, account and purpose), finding the live account of a
 * tenant or of an e-mail sector, and the worker's access token for a Gmail account, refreshed at oauth2-mock-server
 * when the stored one is about to expire.
 */

interface TokenAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

describe('mail accounts in the table', () => {
  let cloud: LocalCloud;
  let oauth: OAuth2Server;
  const grants: Record<string, string>[] = [];
  let answer: (response: TokenAnswer) => void = () => undefined;
  let sequence = 0;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeResponse', (response: TokenAnswer, req: { body: Record<string, string> }) => {
      grants.push(req.body);
      answer(response);
    });
    const issuer = oauth.issuer.url as string;
    cloud = await startLocalCloud({
      stage: 'test',
      functionEnv: {
        MAIL_OAUTH2_TOKEN_URL: `${issuer}/token`,
        MAIL_OAUTH2_CLIENT_ID: 'ocupacional-teste',
        MAIL_OAUTH2_CLIENT_SECRET: 'segredo-do-cliente',
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    grants.length = 0;
    answer = () => undefined;
  });
  afterAll(async () => {
    await cloud?.stop();
    await oauth?.stop();
  });

  async function createConta(tenant: string, fields: Partial<ContaEmailItem> = {}): Promise<ContaEmailItem> {
    sequence += 1;
    const { data } = await contasEmail()
      .create({ tenant, id: `conta-${sequence}`, nome: 'Conta', usuario: 'user', email: 'sst@provedor.com.br', tipoAuth: 'oauth2', ...fields })
      .go();
    return data as ContaEmailItem;
  }
  const stored = async (conta: ContaEmailItem) => (await contasEmail().get({ tenant: conta.tenant, id: conta.id }).go()).data as ContaEmailItem;

  describe('secrets', () => {
    it('opens a secret only for the tenant, account and purpose it was sealed for', async () => {
      // Prepare
      const token = await sealAccountSecret('alfa', 'conta-1', 'conta-email-senha', 'segredo-smtp');
      // Act
      const opened = await openAccountSecret('alfa', 'conta-1', 'conta-email-senha', token);
      const elsewhere = await Promise.allSettled([
        openAccountSecret('beta', 'conta-1', 'conta-email-senha', token),
        openAccountSecret('alfa', 'conta-2', 'conta-email-senha', token),
        openAccountSecret('alfa', 'conta-1', 'conta-email-oauth-access', token),
      ]);
      // Assess
      expect(opened).toBe('segredo-smtp');
      expect(token).not.toContain('segredo-smtp');
      expect(elsewhere.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    });
  });

  describe('finding accounts', () => {
    it('finds a live account of the tenant, not a deleted one, not another tenant’s', async () => {
      // Prepare
      const live = await createConta('t-find');
      const deleted = await createConta('t-find', { deletedAt: '2026-01-01T00:00:00.000Z' });
      // Act
      const found = await findConta('t-find', live.id);
      // Assess
      expect(found).toMatchObject({ tenant: 't-find', id: live.id });
      expect(await findConta('t-find', deleted.id)).toBeUndefined();
      expect(await findConta('t-outro', live.id)).toBeUndefined();
      expect(await findConta('t-find', 'nao-existe')).toBeUndefined();
    });

    it('finds the first live account linked to an e-mail sector (list 196), else none (the product’s SES sender)', async () => {
      // Prepare
      await createConta('t-servico', { tipo: [197], deletedAt: '2026-01-01T00:00:00.000Z' });
      const semSetor = await createConta('t-servico');
      const aso = await createConta('t-servico', { tipo: [198, 197] });
      await createConta('t-outro-servico', { tipo: [199] });
      // Act
      const found = await contaDoServico('t-servico', 197);
      // Assess
      expect(found?.id).toBe(aso.id);
      expect(semSetor.tipo).toEqual([]);
      expect(await contaDoServico('t-servico', 199)).toBeUndefined();
      expect(await contaDoServico('t-servico', 200)).toBeUndefined();
    });
  });

  describe('the access token of a Gmail account', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    const gmail = async (fields: { access?: string; refresh?: string; expiraEm?: string }) => {
      const conta = await createConta('t-oauth');
      const sealed = {
        ...(fields.access ? { oauthAccessCifrado: await sealAccountSecret('t-oauth', conta.id, 'conta-email-oauth-access', fields.access) } : {}),
        ...(fields.refresh ? { oauthRefreshCifrado: await sealAccountSecret('t-oauth', conta.id, 'conta-email-oauth-refresh', fields.refresh) } : {}),
        ...(fields.expiraEm ? { oauthExpiraEm: fields.expiraEm } : {}),
      };
      await contasEmail().patch({ tenant: 't-oauth', id: conta.id }).set(sealed).go();
      return stored(conta);
    };

    it('refuses an account never connected', async () => {
      // Act
      const failure = await accessTokenFor(await gmail({})).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(MailAuthorizationError);
      expect((failure as Error).message).toBe(mailMessages.contaNaoConectada);
    });

    it.each([
      ['more than a minute', 60_001, 'stored'],
      ['exactly a minute', 60_000, 'refreshed'],
      ['less than a minute', 30_000, 'refreshed'],
      ['no time', 0, 'refreshed'],
    ])('with %s left on the stored token, answers the %s one', async (_case, leftMs, which) => {
      // Prepare
      vi.useFakeTimers({ toFake: ['Date'], now });
      const conta = await gmail({ access: 'acesso-guardado', refresh: 'renovacao', expiraEm: new Date(now + leftMs).toISOString() });
      // Act
      const token = await accessTokenFor(conta);
      // Assess
      expect(token === 'acesso-guardado' ? 'stored' : 'refreshed').toBe(which);
      expect(grants).toHaveLength(which === 'stored' ? 0 : 1);
    });

    it('refreshes an access token without an expiry', async () => {
      // Prepare
      const conta = await gmail({ access: 'acesso-guardado', refresh: 'renovacao' });
      // Act
      const token = await accessTokenFor(conta);
      // Assess
      expect(token).not.toBe('acesso-guardado');
      expect(grants).toHaveLength(1);
    });

    it('refreshes with the stored refresh token and stores the new access token, its expiry and the new refresh token', async () => {
      // Prepare
      answer = (response) => {
        response.body.expires_in = 120;
        response.body.access_token = 'acesso-novo';
        response.body.refresh_token = 'renovacao-nova';
      };
      const conta = await gmail({ refresh: 'renovacao' });
      const before = Date.now();
      // Act
      const token = await accessTokenFor(conta);
      // Assess
      const after = await stored(conta);
      expect(token).toBe('acesso-novo');
      expect(grants[0]).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'renovacao', client_id: 'ocupacional-teste', client_secret: 'segredo-do-cliente' });
      expect(await openAccountSecret('t-oauth', conta.id, 'conta-email-oauth-access', after.oauthAccessCifrado ?? '')).toBe('acesso-novo');
      expect(await openAccountSecret('t-oauth', conta.id, 'conta-email-oauth-refresh', after.oauthRefreshCifrado ?? '')).toBe('renovacao-nova');
      const expiry = Date.parse(after.oauthExpiraEm ?? '');
      expect(expiry).toBeGreaterThanOrEqual(before + 120_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 120_000);
      expect(after.oauthErro).toBeUndefined();
    });

    it('keeps the stored refresh token when the provider sends no new one', async () => {
      // Prepare
      answer = (response) => {
        delete response.body.refresh_token;
      };
      const conta = await gmail({ refresh: 'renovacao' });
      // Act
      await accessTokenFor(conta);
      // Assess
      const after = await stored(conta);
      expect(after.oauthRefreshCifrado).toBe(conta.oauthRefreshCifrado);
      expect(await openAccountSecret('t-oauth', conta.id, 'conta-email-oauth-refresh', after.oauthRefreshCifrado ?? '')).toBe('renovacao');
    });

    it('takes an expired access token without a refresh token for an authorization error', async () => {
      // Act
      const failure = await accessTokenFor(await gmail({ access: 'acesso-guardado', expiraEm: '2020-01-01T00:00:00.000Z' })).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(MailAuthorizationError);
      expect((failure as Error).message).toBe(mailMessages.erroAutorizacao);
      expect(grants).toHaveLength(0);
    });

    it('marks the account with the refusal when the provider refuses the refresh token', async () => {
      // Prepare
      answer = (response) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
      };
      const conta = await gmail({ refresh: 'renovacao-revogada' });
      // Act
      const failure = await accessTokenFor(conta).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(MailAuthorizationError);
      const after = await stored(conta);
      expect(after.oauthErro).toBe((failure as Error).message);
      expect(after.oauthAccessCifrado).toBeUndefined();
    });

    it('leaves the account as it was when the provider fails for a while (5xx)', async () => {
      // Prepare
      answer = (response) => {
        response.statusCode = 503;
        response.body = {};
      };
      const conta = await gmail({ refresh: 'renovacao' });
      // Act
      const failure = await accessTokenFor(conta).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(MailAuthorizationError);
      expect((await stored(conta)).oauthErro).toBeUndefined();
    });
  });
});
