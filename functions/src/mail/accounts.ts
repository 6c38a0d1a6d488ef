import { mailMessages, type ContaEmail, type ContaEmailOauth2Status } from '@ocupacional/shared';
import { contasEmail, type ContaEmailItem } from '../data/entities/conta-email';
import { decryptSecret, encryptSecret } from '../platform/secrets';
import { MailAuthorizationError } from './errors';
import { oauth2Provider, refreshAccessToken } from './oauth2';

/*
 * Mail accounts: their secrets (encrypted with platform/secrets.ts, bound to tenant + account + purpose), the OAuth2
 * state the screens show (spec 2 §4) and a fresh access token for the worker.
 */

type Purpose = 'conta-email-senha' | 'conta-email-oauth-access' | 'conta-email-oauth-refresh';

const secretContext = (tenant: string, contaId: string, proposito: Purpose) => ({ tenant, contaId, proposito });

/** Encrypts one of an account's secrets. */
export function sealAccountSecret(tenant: string, contaId: string, purpose: Purpose, value: string): Promise<string> {
  return encryptSecret(value, secretContext(tenant, contaId, purpose));
}

/** Opens one of an account's secrets. */
export async function openAccountSecret(tenant: string, contaId: string, purpose: Purpose, token: string): Promise<string> {
  return (await decryptSecret(token, secretContext(tenant, contaId, purpose))).toString('utf8');
}

/**
 * The OAuth2 state of an account (spec 2 §4): fully configured (a refresh token and no refusal) is connected;
 * tokens present but not fully configured is an authorization error; otherwise the authorization is pending.
 */
export function oauth2StatusOf(
  conta: Pick<ContaEmailItem, 'oauthAccessCifrado' | 'oauthRefreshCifrado' | 'oauthErro'>,
): ContaEmailOauth2Status {
  const hasTokens = Boolean(conta.oauthAccessCifrado || conta.oauthRefreshCifrado);
  const fully = Boolean(conta.oauthRefreshCifrado) && !conta.oauthErro;
  if (fully) return { is_fully_configured: true, has_tokens: true, situacao: 'conectado', mensagem: '', erro: null };
  if (hasTokens || conta.oauthErro) {
    return { is_fully_configured: false, has_tokens: hasTokens, situacao: 'erro', mensagem: mailMessages.erroAutorizacao, erro: conta.oauthErro ?? null };
  }
  return { is_fully_configured: false, has_tokens: false, situacao: 'pendente', mensagem: mailMessages.autorizacaoPendente, erro: null };
}

/** An account as the API answers it: no password, no token. */
export function contaEmailView(item: ContaEmailItem): ContaEmail {
  return {
    id: item.id,
    nome: item.nome,
    usuario: item.usuario,
    email: item.email,
    servidor_smtp: item.servidorSmtp ?? null,
    autenticacao: item.autenticacao ?? 1,
    conexao_seg: item.conexaoSeg ?? 'tls',
    porta: item.porta ?? 0,
    tempo_espera: item.tempoEspera ?? 0,
    n_msg_pct: item.nMsgPct ?? 50,
    t_esp_pct: item.tEspPct ?? 600,
    tipo: item.tipo ?? [],
    tipo_auth: item.tipoAuth,
    tem_senha: Boolean(item.senhaCifrada),
    oauth2: item.tipoAuth === 'oauth2' ? oauth2StatusOf(item) : null,
    updated_at: item.updatedAt ?? item.createdAt ?? '',
    versao: item.versao ?? 0,
  };
}

/** A live account of the tenant, or undefined. */
export async function findConta(tenant: string, id: string): Promise<ContaEmailItem | undefined> {
  const { data } = await contasEmail().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** The first live account linked to an e-mail sector (list 196), or undefined: then the product's SES sender. */
export async function contaDoServico(tenant: string, servico: number): Promise<ContaEmailItem | undefined> {
  const { data } = await contasEmail().query.byId({ tenant }).go({ pages: 'all' });
  // Stryker disable next-line ArrayDeclaration: a list of strings never includes the sector's number, just as the empty list does not
  return data.find((conta) => !conta.deletedAt && (conta.tipo ?? []).includes(servico));
}

/** Refresh a little before expiry so a token does not die between the check and the SMTP AUTH. */
const refreshMarginMs = 60_000;

/**
 * A usable access token for an OAuth2 account: the stored one while valid, else a refreshed one (stored again).
 * A refusal by the provider marks the account (authorization error) and is permanent for the message.
 */
export async function accessTokenFor(conta: ContaEmailItem): Promise<string> {
  if (!conta.oauthRefreshCifrado && !conta.oauthAccessCifrado) throw new MailAuthorizationError(mailMessages.contaNaoConectada);
  const expiresAt = conta.oauthExpiraEm ? Date.parse(conta.oauthExpiraEm) : 0;
  if (conta.oauthAccessCifrado && expiresAt - refreshMarginMs > Date.now()) {
    return openAccountSecret(conta.tenant, conta.id, 'conta-email-oauth-access', conta.oauthAccessCifrado);
  }
  if (!conta.oauthRefreshCifrado) throw new MailAuthorizationError(mailMessages.erroAutorizacao);
  const refresh = await openAccountSecret(conta.tenant, conta.id, 'conta-email-oauth-refresh', conta.oauthRefreshCifrado);
  try {
    const tokens = await refreshAccessToken(oauth2Provider(), refresh);
    await contasEmail()
      .patch({ tenant: conta.tenant, id: conta.id })
      .set({
        oauthAccessCifrado: await sealAccountSecret(conta.tenant, conta.id, 'conta-email-oauth-access', tokens.accessToken),
        oauthExpiraEm: new Date(tokens.expiresAt).toISOString(),
        ...(tokens.refreshToken
          ? { oauthRefreshCifrado: await sealAccountSecret(conta.tenant, conta.id, 'conta-email-oauth-refresh', tokens.refreshToken) }
          : {}),
      })
      .go();
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof MailAuthorizationError) {
      await contasEmail().patch({ tenant: conta.tenant, id: conta.id }).set({ oauthErro: error.message }).go();
    }
    throw error;
  }
}
