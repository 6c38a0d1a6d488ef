import { randomUUID } from 'node:crypto';
import {
  invalidCnpjMessage,
  invalidCpfMessage,
  isValidCnpj,
  isValidCpf,
  loginRequestSchema,
  onlyDigits,
  sessionCookieName,
  sessionHours,
  tenantPointTypes,
  type LoginResponse,
  type PointType,
  type SessionInfo,
} from '@ocupacional/shared';
import { clientes } from '../../data/entities/cliente';
import { senhaResets } from '../../data/entities/senha-reset';
import { sessoes } from '../../data/entities/sessao';
import { usuarios } from '../../data/entities/usuario';
import { livePoint } from '../../data/pontos';
import {
  HttpError,
  clientIp,
  checkPassword,
  hashPassword,
  loginFailedMessage,
  needsRehash,
  parseBody,
  respond,
  sessionCookie,
  signSessionToken,
  validationFailedMessage,
  type ClienteItem,
  type RouteContext,
  type RouteHandler,
  type SessionContext,
  type UsuarioItem,
} from '../../platform';

/*
 * Sessions (spec 1 §7): login with cpf + cnpj + senha + point_type, logout and the current session (password
 * recovery is in password-reset.ts). The tenant comes from the URL in the tenant areas and from the provider's
 * CNPJ in the web area.
 */

/** Checks the documents' check digits, answering the spec's messages under the fields. */
function checkDocuments(cpf: string, cnpj: string): void {
  const fields: Record<string, string[]> = {};
  if (!isValidCpf(cpf)) fields.cpf = [invalidCpfMessage];
  if (!isValidCnpj(cnpj)) fields.cnpj = [invalidCnpjMessage];
  if (Object.keys(fields).length) throw new HttpError(400, validationFailedMessage, { fields });
}

/** The tenant a login is for: the URL's in tenant areas; in the web area, the provider whose CNPJ was typed. */
async function tenantForLogin(context: RouteContext, pointType: PointType, cnpj: string): Promise<string | undefined> {
  if (context.route.tenant) {
    return (tenantPointTypes as readonly PointType[]).includes(pointType) ? context.tenant : undefined;
  }
  if (pointType !== 'web') return undefined;
  const { data } = await clientes().query.byCnpj({ cnpj }).go();
  return data.find((cliente) => cliente.ativo)?.tenant;
}

/** The active user a login-like body names, or undefined (after the documents' check, which answers 400). */
export async function findUser(context: RouteContext, body: { cpf: string; cnpj: string; point_type: PointType }) {
  const cpf = onlyDigits(body.cpf);
  const cnpj = onlyDigits(body.cnpj);
  checkDocuments(cpf, cnpj);
  const tenant = await tenantForLogin(context, body.point_type, cnpj);
  if (!tenant) return undefined;
  const { data } = await usuarios()
    .query.byLogin({ tenant, pointType: body.point_type, pointCnpj: cnpj, cpf })
    .go();
  const usuario = data.find((candidate) => candidate.ativo);
  // A deleted company, clinic or partner takes its users' access with it (issue 14).
  if (usuario && usuario.pointType !== 'web' && usuario.pointId && !(await livePoint(tenant, usuario.pointType, usuario.pointId))) return undefined;
  return usuario;
}

/**
 * A login proves the user knows the password: a recovery link still open is ended (issue 12 item 1), and a hash
 * made with a cost below today's is replaced by one at today's cost (the parameters travel with each hash).
 */
async function afterSuccessfulLogin(usuario: UsuarioItem, senha: string): Promise<void> {
  const key = { tenant: usuario.tenant, id: usuario.id };
  if (needsRehash(usuario.senhaHash)) await usuarios().patch(key).set({ senhaHash: await hashPassword(senha) }).go();
  if (usuario.senhaResetHash) {
    await usuarios().patch(key).remove(['senhaResetHash']).go();
    await senhaResets().delete({ tenant: usuario.tenant, hash: usuario.senhaResetHash }).go();
  }
}

function describeSession(usuario: UsuarioItem, cliente: ClienteItem, expiresAt: Date): SessionInfo {
  return {
    usuario: {
      id: usuario.id,
      nome: usuario.nome,
      usuario: usuario.usuario,
      email: usuario.email,
      is_adm: usuario.isAdm ?? false,
      is_sadm: usuario.isSadm ?? false,
      acesso_modulo: usuario.acessoModulo ?? [],
      acesso_permissao: usuario.acessoPermissao ?? [],
      point: { type: usuario.pointType, id: usuario.pointId ?? null, nome: usuario.pointNome },
      sessao: sessionHours(usuario.sessao),
      expira_em: expiresAt.toISOString(),
    },
    cliente: {
      tenant: cliente.tenant,
      nome: cliente.nome,
      telefone: cliente.telefone ?? null,
      pacotes: cliente.pacotes ?? [],
    },
    empresa:
      usuario.pointType === 'empresa' && usuario.pointId
        ? { id: usuario.pointId, nome: usuario.pointNome, cnpj: usuario.pointCnpj }
        : null,
  };
}

export const login: RouteHandler = async (event, context) => {
  const body = parseBody(event, loginRequestSchema);
  const usuario = await findUser(context, body);
  // An unknown CPF still costs a hash, so the answer's time tells nobody which CPFs have an account.
  if (!(await checkPassword(usuario?.senhaHash, body.senha)) || !usuario) {
    throw new HttpError(400, loginFailedMessage, { fields: {} });
  }
  const { data: cliente } = await clientes().get({ tenant: usuario.tenant }).go();
  if (!cliente?.ativo) throw new HttpError(400, loginFailedMessage, { fields: {} });
  await afterSuccessfulLogin(usuario, body.senha);

  const now = new Date();
  const hours = sessionHours(usuario.sessao);
  const expiresAt = new Date(now.getTime() + hours * 3600_000);
  const sid = randomUUID();
  await sessoes()
    .put({
      tenant: usuario.tenant,
      id: sid,
      usuarioId: usuario.id,
      pointType: usuario.pointType,
      criadaEm: now.toISOString(),
      expiraEm: expiresAt.toISOString(),
      ip: clientIp(event),
      ttl: Math.floor(expiresAt.getTime() / 1000),
    })
    .go();
  const jwt = await signSessionToken({
    sid,
    tenant: usuario.tenant,
    sub: usuario.id,
    pointType: usuario.pointType,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  const data: LoginResponse = { ...describeSession(usuario, cliente, expiresAt), jwt };
  return respond(200, 'Login efetuado com sucesso', data, {
    cookies: [sessionCookie(sessionCookieName, jwt, hours * 3600)],
  });
};

function requireSession(context: RouteContext): SessionContext {
  if (!context.session) throw new Error('route without a session reached a session handler');
  return context.session;
}

export const logout: RouteHandler = async (_event, context) => {
  const session = requireSession(context);
  await sessoes().delete({ tenant: session.tenant, id: session.sid }).go();
  return respond(200, 'Sessão encerrada', null, { cookies: [sessionCookie(sessionCookieName, '', 0)] });
};

export const currentSession: RouteHandler = async (_event, context) => {
  const session = requireSession(context);
  return respond(200, 'OK', describeSession(session.usuario, session.cliente, session.expiresAt));
};
