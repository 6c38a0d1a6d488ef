import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { MailAuthorizationError } from './errors';
import { authorizationUrl, exchangeCode, newAuthorization, oauth2Provider, refreshAccessToken, revokeToken, type OAuth2Provider } from './oauth2';

/*
 * The token endpoint and the revocation against oauth2-mock-server: the code exchange with the PKCE verifier, the
 * refresh, the provider's refusals (the authorization is gone, for good) and its failures (retried later).
 */

interface TokenAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

describe('OAuth2 with the provider', () => {
  let oauth: OAuth2Server;
  let provider: OAuth2Provider;
  const tokenRequests: { body: Record<string, string>; contentType: string | undefined; accept: string | undefined }[] = [];
  const revokeRequests: { body: string; contentType: string | undefined }[] = [];
  let answer: (response: TokenAnswer) => void = () => undefined;
  let revokeStatus = 200;
  const redirectUri = 'https://app.ocupacional.com.br/oauth2/callback';

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on(
      'beforeResponse',
      (response: TokenAnswer, req: { body: Record<string, string>; headers: Record<string, string | undefined> }) => {
        tokenRequests.push({ body: req.body, contentType: req.headers['content-type'], accept: req.headers.accept });
        answer(response);
      },
    );
    oauth.service.on('beforeRevoke', (response: { statusCode: number }, req: NodeJS.ReadableStream & { headers: Record<string, string | undefined> }) => {
      const entry = { body: '', contentType: req.headers['content-type'] };
      revokeRequests.push(entry);
      req.on('data', (chunk: Buffer) => {
        entry.body += chunk.toString('utf8');
      });
      response.statusCode = revokeStatus;
    });
    const issuer = oauth.issuer.url as string;
    provider = oauth2Provider({
      MAIL_OAUTH2_AUTH_URL: `${issuer}/authorize`,
      MAIL_OAUTH2_TOKEN_URL: `${issuer}/token`,
      MAIL_OAUTH2_REVOKE_URL: `${issuer}/revoke`,
      MAIL_OAUTH2_CLIENT_ID: 'ocupacional-teste',
      MAIL_OAUTH2_CLIENT_SECRET: 'segredo-do-cliente',
    });
  });
  afterEach(() => {
    tokenRequests.length = 0;
    revokeRequests.length = 0;
    answer = () => undefined;
    revokeStatus = 200;
  });
  afterAll(async () => {
    await oauth?.stop();
  });

  async function consent(): Promise<{ code: string; verifier: string }> {
    const { state, verifier, challenge } = newAuthorization();
    const response = await fetch(authorizationUrl(provider, { state, challenge, redirectUri, loginHint: 'clinica@gmail.com' }), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('state')).toBe(state);
    return { code: location.searchParams.get('code') ?? '', verifier };
  }

  it('exchanges the consent’s code with its PKCE verifier for an access and a refresh token', async () => {
    // Prepare
    const { code, verifier } = await consent();
    answer = (response) => {
      response.body.expires_in = 120;
    };
    const before = Date.now();
    // Act
    const tokens = await exchangeCode(provider, { code, verifier, redirectUri });
    // Assess
    expect(tokenRequests).toEqual([
      {
        body: {
          client_id: 'ocupacional-teste',
          client_secret: 'segredo-do-cliente',
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: redirectUri,
        },
        contentType: 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
    ]);
    expect(tokens.accessToken).toMatch(/^ey/);
    expect(tokens.refreshToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(tokens.expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it('refuses a code with a verifier of another consent', async () => {
    // Prepare
    const { code } = await consent();
    // Act
    const failure = await exchangeCode(provider, { code, verifier: newAuthorization().verifier, redirectUri }).catch((error: unknown) => error);
    // Assess
    expect(failure).toBeInstanceOf(Error);
  });

  it('refreshes with the refresh token, an hour of validity when the provider names none', async () => {
    // Prepare
    answer = (response) => {
      delete response.body.expires_in;
      delete response.body.refresh_token;
    };
    const before = Date.now();
    // Act
    const tokens = await refreshAccessToken(provider, 'renovacao');
    // Assess
    expect(tokenRequests[0]?.body).toEqual({
      client_id: 'ocupacional-teste',
      client_secret: 'segredo-do-cliente',
      grant_type: 'refresh_token',
      refresh_token: 'renovacao',
    });
    expect(tokens.refreshToken).toBeUndefined();
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(tokens.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it.each([
    [400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, 'token endpoint 400: invalid_grant Token has been expired or revoked.'],
    [401, { error: 'invalid_client' }, 'token endpoint 401: invalid_client'],
    [403, { error_description: 'Forbidden' }, 'token endpoint 403:  Forbidden'],
    [499, {}, 'token endpoint 499:'],
  ])('takes a %i for a refused authorization, the provider’s words on the cause only', async (statusCode, body, cause) => {
    // Prepare
    answer = (response) => {
      response.statusCode = statusCode;
      response.body = body;
    };
    // Act
    const failure = await refreshAccessToken(provider, 'renovacao').catch((error: unknown) => error);
    // Assess
    expect(failure).toBeInstanceOf(MailAuthorizationError);
    expect((failure as Error).message).toBe('O provedor recusou a autorização da conta; autorize-a novamente.');
    expect(((failure as Error).cause as Error).message).toBe(cause);
  });

  it.each([
    [500, { access_token: 'nao-vale', error: 'backend_error' }],
    [503, {}],
    [399, { access_token: 'nao-vale' }],
    [200, { token_type: 'Bearer' }],
  ])('takes a %i (or no access token) for a failure to retry later', async (statusCode, body) => {
    // Prepare
    answer = (response) => {
      response.statusCode = statusCode;
      response.body = body;
    };
    // Act
    const failure = await refreshAccessToken(provider, 'renovacao').catch((error: unknown) => error);
    // Assess
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(MailAuthorizationError);
    expect((failure as Error).message).toBe(`token endpoint answered ${statusCode}`);
  });

  it('revokes a token at the provider with the client’s credentials', async () => {
    // Act
    const revoked = await revokeToken(provider, 'token-a-revogar');
    // Assess
    expect(revoked).toBe(true);
    expect(revokeRequests).toHaveLength(1);
    expect(revokeRequests[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(revokeRequests[0]?.body))).toEqual({
      token: 'token-a-revogar',
      client_id: 'ocupacional-teste',
      client_secret: 'segredo-do-cliente',
    });
  });

  it('answers false when the provider refuses the revocation or cannot be reached', async () => {
    // Prepare
    revokeStatus = 400;
    // Act
    const refused = await revokeToken(provider, 'token-a-revogar');
    const unreachable = await revokeToken({ ...provider, revokeUrl: 'http://127.0.0.1:1/revoke' }, 'token-a-revogar');
    // Assess
    expect([refused, unreachable]).toEqual([false, false]);
  });
});
