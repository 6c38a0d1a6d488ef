import {
  mailMessages,
  oauth2CallbackQuerySchema,
  oauth2IniciarQuerySchema,
  oauth2SalvarSchema,
  operationSucceededMessage,
} from '@ocupacional/shared';
import { contasEmail, oauthEstados } from '../../data/entities/conta-email';
import { findConta, oauth2StatusOf, openAccountSecret, sealAccountSecret } from '../../mail/accounts';
import { MailAuthorizationError } from '../../mail/errors';
import { authorizationUrl, exchangeCode, newAuthorization, oauth2Provider, revokeToken } from '../../mail/oauth2';
import {
  HttpError,
  logger,
  notFoundMessage,
  parseQuery,
  parseBody,
  publicBaseUrl,
  PublicUrlNotConfiguredError,
  respond,
  sessionOf,
  type RouteHandler,
} from '../../platform';
import type { SessionContext } from '../../platform';

/*
 * The OAuth2 connection of a Gmail account (spec 2 §4 "OAuth2 account", §7, §8): start (the consent URL, with a
 * state bound to the account and to the session that asked, single use, 10 minutes), the callback (code + state →
 * tokens, stored encrypted), the status the screen shows, revoke, and the consent terms.
 */

/** How long an authorization may take between start and callback. */
const stateTtlMs = 10 * 60 * 1000;

/**
 * Where the provider sends the browser back: the configured redirect URI, else the web area's oauth2/callback page
 * (spec 2 §2) on the configured public address — never the request's Host or X-Forwarded-Host (issue 12 item 9).
 */
function callbackUri(): string {
  const configured = oauth2Provider().redirectUri;
  if (configured) return configured;
  try {
    return `${publicBaseUrl('web')}/oauth2/callback`;
  } catch (error) {
    if (!(error instanceof PublicUrlNotConfiguredError)) throw error;
    logger.error('neither MAIL_OAUTH2_REDIRECT_URI nor the public address is configured', { error });
    throw new HttpError(400, mailMessages.erroUrlAutorizacao);
  }
}

async function oauthAccount(session: SessionContext, id: string | undefined) {
  if (!id) throw new HttpError(400, mailMessages.salveAntesOauth2, { fields: { id: [mailMessages.salveAntesOauth2] } });
  const conta = await findConta(session.tenant, id);
  if (!conta) throw new HttpError(404, notFoundMessage);
  if (conta.tipoAuth !== 'oauth2') throw new HttpError(400, mailMessages.erroIniciarOauth2, { fields: { tipo_auth: [mailMessages.erroIniciarOauth2] } });
  return conta;
}

async function startAuthorization(session: SessionContext, contaId: string | undefined) {
  const conta = await oauthAccount(session, contaId);
  const provider = oauth2Provider();
  if (!provider.clientId) {
    logger.error('MAIL_OAUTH2_CLIENT_ID is not configured');
    throw new HttpError(400, mailMessages.erroUrlAutorizacao);
  }
  const { state, verifier, challenge } = newAuthorization();
  const redirectUri = callbackUri();
  const expiraEm = Date.now() + stateTtlMs;
  await oauthEstados()
    .create({ tenant: session.tenant, state, contaId: conta.id, sessaoId: session.sid, redirectUri, verifier, expiraEm, ttl: Math.ceil(expiraEm / 1000) })
    .go();
  return { conta, url: authorizationUrl(provider, { state, challenge, redirectUri, loginHint: conta.email }) };
}

/** GET conta-email/{id}/oauth2/iniciar → { auth_url } (the authorization popup). */
export const iniciarOauth2: RouteHandler = async (event, context) => {
  const { conta, url } = await startAuthorization(sessionOf(context), event.pathParameters?.id);
  return respond(200, 'OK', { auth_url: url, conta_email_id: conta.id });
};

/** GET conta-email/oauth2/iniciar?id= → { redirect_url } (the web route conta-email/oauth2/iniciar navigates to it). */
export const redirectOauth2: RouteHandler = async (event, context) => {
  const { id } = parseQuery(event, oauth2IniciarQuerySchema);
  const { conta, url } = await startAuthorization(sessionOf(context), id);
  return respond(200, 'OK', { redirect_url: url, conta_email_id: conta.id });
};

/**
 * GET oauth2/callback?code&state: the state must be this tenant's, made by this session, unused and not expired;
 * it is consumed before the code is exchanged, so a replayed callback fails.
 */
export const callbackOauth2: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const query = event.queryStringParameters ?? {};
  if (query.error) {
    // The user refused consent, or the provider failed (Google answers ?error=access_denied).
    throw new HttpError(400, mailMessages.erroCallback, { fields: {}, success: false, error: query.error });
  }
  const { code, state } = parseQuery(event, oauth2CallbackQuerySchema);
  const { data: estado } = await oauthEstados().get({ tenant: session.tenant, state }).go({ consistent: true });
  if (!estado || estado.sessaoId !== session.sid || estado.expiraEm < Date.now()) {
    throw new HttpError(400, mailMessages.erroCallback, { fields: { state: [mailMessages.erroCallback] } });
  }
  try {
    await oauthEstados()
      .delete({ tenant: session.tenant, state })
      .where(({ sessaoId }, { eq }) => eq(sessaoId, session.sid))
      .go();
  } catch {
    // Someone used this state a moment ago.
    throw new HttpError(400, mailMessages.erroCallback, { fields: { state: [mailMessages.erroCallback] } });
  }
  const conta = await findConta(session.tenant, estado.contaId);
  if (!conta || conta.tipoAuth !== 'oauth2') throw new HttpError(404, notFoundMessage);
  let tokens;
  try {
    tokens = await exchangeCode(oauth2Provider(), { code, verifier: estado.verifier, redirectUri: estado.redirectUri });
  } catch (error) {
    logger.warn('OAuth2 code exchange failed', { contaId: conta.id, error: error as Error });
    throw new HttpError(400, error instanceof MailAuthorizationError ? mailMessages.erroAutorizacao : mailMessages.erroProcessarCallback, {
      fields: {},
    });
  }
  const patch = contasEmail()
    .patch({ tenant: session.tenant, id: conta.id })
    .set({
      oauthAccessCifrado: await sealAccountSecret(session.tenant, conta.id, 'conta-email-oauth-access', tokens.accessToken),
      oauthExpiraEm: new Date(tokens.expiresAt).toISOString(),
      updatedAt: new Date().toISOString(),
      // Google sends a refresh token only on consent; a reconnect without one keeps the stored one.
      ...(tokens.refreshToken
        ? { oauthRefreshCifrado: await sealAccountSecret(session.tenant, conta.id, 'conta-email-oauth-refresh', tokens.refreshToken) }
        : {}),
    });
  await patch.remove(['oauthErro']).go();
  const saved = await findConta(session.tenant, conta.id);
  const status = saved ? oauth2StatusOf(saved) : undefined;
  return respond(200, status?.is_fully_configured ? mailMessages.oauth2Configurado : mailMessages.erroAutorizacao, {
    success: Boolean(status?.is_fully_configured),
    conta_email_id: conta.id,
    oauth_access_token: true,
    error: status?.is_fully_configured ? null : mailMessages.erroAutorizacao,
  });
};

/** GET conta-email/{id}/oauth2/status. */
export const statusOauth2: RouteHandler = async (event, context) => {
  const conta = await oauthAccount(sessionOf(context), event.pathParameters?.id);
  const status = oauth2StatusOf(conta);
  return respond(200, status.mensagem || 'OK', status);
};

/** POST conta-email/{id}/oauth2/revogar: revokes at the provider (best effort) and drops the stored tokens. */
export const revogarOauth2: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const conta = await oauthAccount(session, event.pathParameters?.id);
  const stored = conta.oauthRefreshCifrado
    ? await openAccountSecret(session.tenant, conta.id, 'conta-email-oauth-refresh', conta.oauthRefreshCifrado).catch(() => undefined)
    : undefined;
  if (stored) await revokeToken(oauth2Provider(), stored);
  await contasEmail()
    .patch({ tenant: session.tenant, id: conta.id })
    .set({ updatedAt: new Date().toISOString() })
    .remove(['oauthAccessCifrado', 'oauthRefreshCifrado', 'oauthExpiraEm', 'oauthErro'])
    .go();
  return respond(200, mailMessages.contaDesconectada, oauth2StatusOf({}));
};

/** POST conta-email/{id}/oauth2/salvar {termos_aceitos: 1}: the consent terms were accepted. */
export const salvarOauth2: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const conta = await oauthAccount(session, event.pathParameters?.id);
  parseBody(event, oauth2SalvarSchema);
  await contasEmail().patch({ tenant: session.tenant, id: conta.id }).set({ oauthTermosEm: new Date().toISOString() }).go();
  return respond(200, operationSucceededMessage, { conta_email_id: conta.id });
};
