import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationUrl, gmailSendScope, newAuthorization, oauth2Provider } from './oauth2';

/* The deployment's OAuth2 provider (spec 2 §4, §9) and the consent URL with state and PKCE (RFC 7636, S256). */

describe('the OAuth2 provider of the deployment', () => {
  it('is Google with the send scope only, and no client, when nothing is configured', () => {
    expect(oauth2Provider({})).toEqual({
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      clientId: '',
      clientSecret: '',
      clientSecretId: undefined,
      scope: gmailSendScope,
      redirectUri: undefined,
    });
  });

  it('takes every endpoint, the client and the redirect URI from MAIL_OAUTH2_* variables', () => {
    // Act
    const provider = oauth2Provider({
      MAIL_OAUTH2_AUTH_URL: 'http://127.0.0.1:9000/authorize',
      MAIL_OAUTH2_TOKEN_URL: 'http://127.0.0.1:9000/token',
      MAIL_OAUTH2_REVOKE_URL: 'http://127.0.0.1:9000/revoke',
      MAIL_OAUTH2_CLIENT_ID: 'cliente',
      MAIL_OAUTH2_CLIENT_SECRET: 'segredo',
      MAIL_OAUTH2_CLIENT_SECRET_ID: 'ocupacional/prod/mail-oauth2',
      MAIL_OAUTH2_SCOPE: 'escopo',
      MAIL_OAUTH2_REDIRECT_URI: 'https://app.ocupacional.com.br/oauth2/callback',
    });
    // Assess
    expect(provider).toEqual({
      authUrl: 'http://127.0.0.1:9000/authorize',
      tokenUrl: 'http://127.0.0.1:9000/token',
      revokeUrl: 'http://127.0.0.1:9000/revoke',
      clientId: 'cliente',
      clientSecret: 'segredo',
      clientSecretId: 'ocupacional/prod/mail-oauth2',
      scope: 'escopo',
      redirectUri: 'https://app.ocupacional.com.br/oauth2/callback',
    });
  });

  it('takes an empty redirect URI or secret name for none', () => {
    expect(oauth2Provider({ MAIL_OAUTH2_REDIRECT_URI: '', MAIL_OAUTH2_CLIENT_SECRET_ID: '' })).toMatchObject({
      redirectUri: undefined,
      clientSecretId: undefined,
    });
  });
});

describe('the consent URL', () => {
  it('asks for a code with the send scope, state, PKCE S256, offline access and the consent prompt', () => {
    // Prepare
    const provider = oauth2Provider({ MAIL_OAUTH2_CLIENT_ID: 'cliente' });
    // Act
    const url = new URL(
      authorizationUrl(provider, { state: 'estado', challenge: 'desafio', redirectUri: 'https://app/oauth2/callback', loginHint: 'clinica@gmail.com' }),
    );
    // Assess
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cliente',
      redirect_uri: 'https://app/oauth2/callback',
      scope: gmailSendScope,
      state: 'estado',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'false',
      login_hint: 'clinica@gmail.com',
      code_challenge: 'desafio',
      code_challenge_method: 'S256',
    });
  });

  it('makes a fresh unguessable state and a verifier whose S256 challenge the provider can check', () => {
    // Act
    const first = newAuthorization();
    const second = newAuthorization();
    // Assess
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.challenge).toBe(createHash('sha256').update(first.verifier, 'ascii').digest('base64url'));
    expect(second.state).not.toBe(first.state);
    expect(second.verifier).not.toBe(first.verifier);
  });
});
