import { createHash, randomBytes } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { oncePerKey } from '../platform/once';
import { MailAuthorizationError } from './errors';

/*
 * Gmail OAuth2 (spec 2 §4, §9 "Only the Gmail send scope is requested"): the authorization URL with state and
 * PKCE, the code exchange, the refresh and the revocation. The provider is the deployment's, not the account's: its
 * endpoints and client come from the environment (Google's real endpoints by default), so a tenant can never point
 * the product's client secret at another server. Tests point them at oauth2-mock-server.
 */

/** The only scope requested: sending mail as the account (Gmail API users.messages.send). */
export const gmailSendScope = 'https://www.googleapis.com/auth/gmail.send';

export interface OAuth2Provider {
  readonly authUrl: string;
  readonly tokenUrl: string;
  readonly revokeUrl: string;
  readonly clientId: string;
  /** The client secret given in plain text (local runs, tests); empty in AWS, where {@link clientSecretId} names it. */
  readonly clientSecret: string;
  /** In AWS: the Secrets Manager secret (name or ARN) holding the client secret, read once per container. */
  readonly clientSecretId: string | undefined;
  readonly scope: string;
  /** Where Google redirects after consent; absent: the web area's /oauth2/callback on the request's host. */
  readonly redirectUri: string | undefined;
}

/** The provider of this deployment, from MAIL_OAUTH2_* variables (Google's endpoints unless overridden). */
export function oauth2Provider(env: NodeJS.ProcessEnv = process.env): OAuth2Provider {
  return {
    authUrl: env.MAIL_OAUTH2_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.MAIL_OAUTH2_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    revokeUrl: env.MAIL_OAUTH2_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
    clientId: env.MAIL_OAUTH2_CLIENT_ID ?? '',
    clientSecret: env.MAIL_OAUTH2_CLIENT_SECRET ?? '',
    clientSecretId: env.MAIL_OAUTH2_CLIENT_SECRET_ID || undefined,
    scope: env.MAIL_OAUTH2_SCOPE ?? gmailSendScope,
    redirectUri: env.MAIL_OAUTH2_REDIRECT_URI || undefined,
  };
}

/** A fresh state and PKCE pair. */
export function newAuthorization(): { state: string; verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(24).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

/** The consent URL: offline access (a refresh token), consent prompt so Google sends one again on reconnect. */
export function authorizationUrl(
  provider: OAuth2Provider,
  input: { state: string; challenge: string; redirectUri: string; loginHint: string },
): string {
  const url = new URL(provider.authUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: input.redirectUri,
    scope: provider.scope,
    state: input.state,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'false',
    login_hint: input.loginHint,
    code_challenge: input.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface OAuth2Tokens {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** Reads a Secrets Manager secret's string (tests pass a fake). */
export type SecretReader = (secretId: string) => Promise<string>;

const readSecretsManager: SecretReader = async (secretId) => {
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`the secret ${secretId} is empty`);
  return SecretString.trim();
};

const clientSecrets = oncePerKey<string, string>();

/**
 * The client secret to send to the provider: the plain one when the environment gives it, else the Secrets Manager
 * secret the stack names (MAIL_OAUTH2_CLIENT_SECRET_ID, never the value in the template), read once per container.
 * A failed read is not kept, so the next request tries again.
 */
export function clientSecretOf(provider: Pick<OAuth2Provider, 'clientSecret' | 'clientSecretId'>, read: SecretReader = readSecretsManager): Promise<string> {
  if (provider.clientSecret || !provider.clientSecretId) return Promise.resolve(provider.clientSecret);
  return clientSecrets(provider.clientSecretId, read);
}

async function tokenRequest(provider: OAuth2Provider, params: Record<string, string>): Promise<OAuth2Tokens> {
  const clientSecret = await clientSecretOf(provider);
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: provider.clientId, client_secret: clientSecret, ...params }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (response.status >= 400 && response.status < 500) {
    // invalid_grant and friends: the authorization is gone; a retry would fail the same way.
    // The provider's own (English) words stay on the cause, for the log; the account shows pt-BR (issue 12 item 9).
    throw new MailAuthorizationError('O provedor recusou a autorização da conta; autorize-a novamente.', {
      cause: new Error(`token endpoint ${response.status}: ${body.error ?? ''} ${body.error_description ?? ''}`.trim()),
    });
  }
  if (!response.ok || !body.access_token) throw new Error(`token endpoint answered ${response.status}`);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
  };
}

/** Exchanges the callback's code (with the PKCE verifier) for tokens. */
export function exchangeCode(
  provider: OAuth2Provider,
  input: { code: string; verifier: string; redirectUri: string },
): Promise<OAuth2Tokens> {
  return tokenRequest(provider, {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.verifier,
    redirect_uri: input.redirectUri,
  });
}

/** A new access token from the refresh token. */
export function refreshAccessToken(provider: OAuth2Provider, refreshToken: string): Promise<OAuth2Tokens> {
  return tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Revokes a token at the provider (best effort: the local tokens are dropped whatever it answers). */
export async function revokeToken(provider: OAuth2Provider, token: string): Promise<boolean> {
  try {
    const clientSecret = await clientSecretOf(provider);
    const response = await fetch(provider.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: provider.clientId, client_secret: clientSecret }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
