import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sessionCookieName, type PointType } from '@ocupacional/shared';
import { clientes } from '../data/entities/cliente';
import { sessoes } from '../data/entities/sessao';
import { usuarios } from '../data/entities/usuario';
import { readCookie } from './cookies';
import { verifySessionToken } from './session-token';

export type UsuarioItem = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof usuarios>['get']>['go']>>['data']>;
export type ClienteItem = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof clientes>['get']>['go']>>['data']>;

/** The verified session of a request: everything tenant-scoped is keyed from `tenant` here, never from input. */
export interface SessionContext {
  readonly sid: string;
  readonly tenant: string;
  readonly pointType: PointType;
  readonly expiresAt: Date;
  readonly usuario: UsuarioItem;
  readonly cliente: ClienteItem;
  /** How the token came: the browser's cookie, an API client's bearer header, or a file link's `?token=`. */
  readonly via: TokenSource;
}

export type TokenSource = 'cookie' | 'bearer' | 'query';

/** Where a request may carry its token. */
export interface TokenOptions {
  /**
   * Also accept `?token=` (spec 1 §7: files "opened in a new tab with a token query"). Only routes declared with
   * `tokenInQuery` pass it: a token in a URL ends up in browser history and access logs, so no other route reads it.
   */
  readonly query?: boolean;
}

/**
 * The token of a request: the bearer header of an API client, the session cookie of the browser, or — on file
 * routes only — the `token` query parameter.
 */
export function tokenOf(
  event: APIGatewayProxyEventV2,
  options: TokenOptions = {},
): { token: string; via: TokenSource } | undefined {
  const authorization = event.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return { token: authorization.slice(7).trim(), via: 'bearer' };
  const cookie = readCookie(event.cookies, sessionCookieName);
  if (cookie) return { token: cookie, via: 'cookie' };
  const query = options.query ? event.queryStringParameters?.token?.trim() : undefined;
  return query ? { token: query, via: 'query' } : undefined;
}

/**
 * Loads the session a request's token names: the token must verify, and its session, user and client must still
 * exist and be active (logout deletes the session; deactivating a user or client ends its sessions).
 */
export async function loadSession(
  event: APIGatewayProxyEventV2,
  options: TokenOptions = {},
): Promise<SessionContext | undefined> {
  const presented = tokenOf(event, options);
  if (!presented) return undefined;
  const claims = await verifySessionToken(presented.token);
  if (!claims) return undefined;
  const [sessao, usuario, cliente] = await Promise.all([
    sessoes().get({ tenant: claims.tenant, id: claims.sid }).go(),
    usuarios().get({ tenant: claims.tenant, id: claims.sub }).go(),
    clientes().get({ tenant: claims.tenant }).go(),
  ]);
  if (!sessao.data || !usuario.data?.ativo || !cliente.data?.ativo) return undefined;
  if (sessao.data.usuarioId !== usuario.data.id || Date.parse(sessao.data.expiraEm) <= Date.now()) return undefined;
  return {
    sid: claims.sid,
    tenant: claims.tenant,
    pointType: claims.pointType,
    expiresAt: new Date(sessao.data.expiraEm),
    usuario: usuario.data,
    cliente: cliente.data,
    via: presented.via,
  };
}

/** Administrators and super administrators pass every module and permission check (spec 1 §6). */
export function isAdministrator(usuario: Pick<UsuarioItem, 'isAdm' | 'isSadm'>): boolean {
  return Boolean(usuario.isAdm || usuario.isSadm);
}

/**
 * Ends every session of a user but `keep` (the one that changed the password, if any): after a password change
 * a stolen session or one left open elsewhere stops working at once.
 */
export async function endSessions(tenant: string, usuarioId: string, keep?: string): Promise<number> {
  const { data } = await sessoes().query.byUsuario({ tenant, usuarioId }).go({ pages: 'all' });
  const ended = data.filter((sessao) => sessao.id !== keep);
  if (ended.length) await sessoes().delete(ended.map((sessao) => ({ tenant, id: sessao.id }))).go();
  return ended.length;
}
