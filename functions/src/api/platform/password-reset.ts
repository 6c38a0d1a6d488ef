import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  passwordLinkSentMessage,
  passwordResetDoneMessage,
  passwordResetLinkInvalidMessage,
  passwordResetMinutes,
  recoverPasswordRequestSchema,
  resetPasswordRequestSchema,
  tenantIdPattern,
} from '@ocupacional/shared';
import { senhaResets } from '../../data/entities/senha-reset';
import { usuarios } from '../../data/entities/usuario';
import { queueMail } from '../../mail/queue';
import {
  HttpError,
  clientIp,
  endSessions,
  hashPassword,
  parseBody,
  publicBaseUrl,
  respond,
  type RouteContext,
  type RouteHandler,
  type UsuarioItem,
} from '../../platform';
import { findUser } from './sessions';

/*
 * Password recovery (spec 1 §2 'Esqueci Minha Senha', §7; issue 12 item 1). POST recuperar-senha no longer
 * replaces the password: it e-mails a single-use link valid for 30 minutes, and the password changes only when
 * the user chooses a new one on the link's page (POST redefinir-senha). Until then the old password keeps
 * working; a login ends the link. The answer is the same whether or not the account exists, and only the token's
 * SHA-256 is stored.
 */

/** The token of a link: '<tenant>.<32 random bytes, base64url>'; the tenant keys the item, the rest is the secret. */
export function newResetToken(tenant: string): { token: string; hash: string } {
  const token = `${tenant}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The tenant and hash a presented token names, or undefined when it is not shaped like one of ours. */
export function parseResetToken(token: string): { tenant: string; hash: string } | undefined {
  const separator = token.indexOf('.');
  const tenant = token.slice(0, separator);
  const secret = token.slice(separator + 1);
  if (separator < 1 || !tenantIdPattern.test(tenant) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  return { tenant, hash: hashToken(token) };
}

/**
 * The page the link opens: '{area base}/redefinir-senha' ('/{tenant}/redefinir-senha' in the tenant areas), on
 * the configured public address (platform/public-url: never the request's Host or X-Forwarded-Host, which a
 * caller could point at its own site to receive the victim's token).
 */
export function resetLink(usuario: Pick<UsuarioItem, 'tenant' | 'pointType'>, token: string): string {
  const base = publicBaseUrl(usuario.pointType, usuario.pointType === 'web' ? undefined : usuario.tenant);
  return `${base}/redefinir-senha?token=${encodeURIComponent(token)}`;
}

export const recoverPassword: RouteHandler = async (event, context) => {
  const body = parseBody(event, recoverPasswordRequestSchema);
  const usuario = await findUser(context, body);
  if (usuario) await sendResetLink(event, usuario);
  // The same answer for every account, existing or not (no address shown, so it tells nothing).
  return respond(200, passwordLinkSentMessage, null);
};

async function sendResetLink(event: APIGatewayProxyEventV2, usuario: UsuarioItem): Promise<void> {
  const { token, hash } = newResetToken(usuario.tenant);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + passwordResetMinutes * 60_000);
  await senhaResets()
    .put({
      tenant: usuario.tenant,
      hash,
      usuarioId: usuario.id,
      pointType: usuario.pointType,
      criadoEm: now.toISOString(),
      expiraEm: expiresAt.toISOString(),
      ip: clientIp(event),
      ttl: Math.floor(expiresAt.getTime() / 1000),
    })
    .go();
  // One live link per user: the newer one replaces the older.
  await usuarios().patch({ tenant: usuario.tenant, id: usuario.id }).set({ senhaResetHash: hash }).go();
  if (usuario.senhaResetHash) await senhaResets().delete({ tenant: usuario.tenant, hash: usuario.senhaResetHash }).go();
  // Through the mail queue like every e-mail of the product; the link opens the account, so the body is kept
  // encrypted until sent and the e-mail log shows a placeholder.
  await queueMail({
    tenant: usuario.tenant,
    point: 'senha',
    pointId: usuario.id,
    sensitive: true,
    to: usuario.email,
    subject: 'Ocupacional - Redefinição de senha',
    text: [
      `Olá, ${usuario.nome}.`,
      '',
      'Recebemos um pedido para redefinir a senha do seu acesso. Para criar uma nova senha, abra o link abaixo:',
      '',
      resetLink(usuario, token),
      '',
      `O link vale por ${passwordResetMinutes} minutos e pode ser usado uma única vez. Sua senha atual continua valendo até que você crie a nova.`,
      'Se você não pediu a redefinição, ignore este email.',
    ].join('\n'),
  });
}

function invalidLink(): HttpError {
  return new HttpError(400, passwordResetLinkInvalidMessage, { fields: {} });
}

function isConditionFailure(error: unknown): boolean {
  const text = `${(error as Error).name} ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/** The recovery a link names, when it is still usable from this area; else the 'invalid link' 400. */
async function liveReset(context: RouteContext, token: string) {
  const parsed = parseResetToken(token);
  // A tenant area's page only takes its own tenant's links; the web area's only its own users' links.
  if (!parsed || (context.route.tenant && parsed.tenant !== context.tenant)) throw invalidLink();
  const { data: reset } = await senhaResets().get(parsed).go();
  if (!reset || Date.parse(reset.expiraEm) <= Date.now()) throw invalidLink();
  if ((reset.pointType === 'web') === context.route.tenant) throw invalidLink();
  const { data: usuario } = await usuarios().get({ tenant: reset.tenant, id: reset.usuarioId }).go();
  if (!usuario?.ativo || usuario.senhaResetHash !== parsed.hash) throw invalidLink();
  return { reset, usuario };
}

export const resetPassword: RouteHandler = async (event, context) => {
  const body = parseBody(event, resetPasswordRequestSchema);
  const { reset, usuario } = await liveReset(context, body.token);
  const senhaHash = await hashPassword(body.senha);
  try {
    // Single use: the write that still finds this link on the user wins; a second use finds it gone.
    await usuarios()
      .patch({ tenant: usuario.tenant, id: usuario.id })
      .set({ senhaHash })
      .remove(['senhaResetHash'])
      .where(({ senhaResetHash }, { eq }) => eq(senhaResetHash, reset.hash))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw invalidLink();
    throw error;
  }
  await senhaResets().delete({ tenant: reset.tenant, hash: reset.hash }).go();
  // Whoever held a session of this user (the reason for a reset, often) is out.
  await endSessions(usuario.tenant, usuario.id);
  return respond(200, passwordResetDoneMessage, null);
};
