import { randomInt } from 'node:crypto';
import {
  formatCnpj,
  formatCpf,
  idsRequestSchema,
  keyedPagination,
  passwordSentTo,
  pointTypeLabels,
  recordSavedMessage,
  recordsDeletedMessage,
  usuarioCpfTakenMessage,
  usuarioFormSchema,
  usuarioListQuerySchema,
  usuarioPontoParamsSchema,
  usuarioProprioAdmMessage,
  usuarioProprioExcluirMessage,
  usuarioProprioInativarMessage,
  usuarioUltimoAdmMessage,
  type PointType,
  type UsuarioCadastro,
} from '@ocupacional/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientes } from '../../data/entities/cliente';
import { livePoint } from '../../data/pontos';
import { newId } from '../../data/entities/keys';
import { unicos } from '../../data/entities/unico';
import { pontoWeb, usuarioKeyParts, usuarios, type UsuarioEntityItem } from '../../data/entities/usuario';
import { counterChange } from '../../data/list-counters';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { readUsuariosPage, usuariosCounter, usuariosTotal } from '../../data/usuario-lista';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import { queueMail } from '../../mail/queue';
import {
  HttpError,
  endSessions,
  hashPassword,
  notFoundMessage,
  parseBody,
  parseQuery,
  publicBaseUrl,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteContext,
  type RouteHandler,
} from '../../platform';

/*
 * Usuários (issue 14): the web area's operators and the portal users of a company, clinic or partner. A user logs
 * in with its CPF, the CNPJ of its point (the provider's own in the web area) and a password (sessions.ts), so the
 * login is unique per point type, CNPJ and CPF: claimed as an `unico` 'usuarioLogin' in the record's transaction
 * (the claim the demo seed and the tenant provisioning write). The password is never typed by an administrator nor
 * shown: it is generated, stored as its scrypt hash and e-mailed through the mail queue (sealed body, the e-mail log
 * shows a placeholder), on create and on 'Reenviar senha'. An administrator cannot lock themselves out: they cannot
 * take their own administrator flag away, deactivate or delete themselves, nor leave the web area without an active
 * administrator.
 */

type Item = UsuarioEntityItem;
const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

function view(item: Item): UsuarioCadastro {
  return {
    id: item.id,
    versao: versaoDe(item),
    point_type: item.pointType,
    point_id: item.pointId ?? null,
    point_nome: item.pointNome,
    nome: item.nome,
    cpf: item.cpf,
    email: item.email,
    usuario: item.usuario,
    is_adm: flag(item.isAdm),
    is_sadm: flag(item.isSadm),
    acesso_modulo: item.acessoModulo ?? [],
    acesso_permissao: item.acessoPermissao ?? [],
    sessao: item.sessao ?? 8,
    ativo: flag(item.ativo !== false),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

const tenantOf = (context: Pick<RouteContext, 'session'>) => sessionOf(context).tenant;

/** The point a user belongs to, as its login and session name it; 404 unless it is a live record of the tenant. */
async function pointOf(tenant: string, pointType: PointType, pointId: string | undefined) {
  if (pointType === 'web') {
    const { data } = await clientes().get({ tenant }).go();
    if (!data) throw new HttpError(404, notFoundMessage);
    return { pointId: undefined, pointNome: data.nome, pointCnpj: data.cnpj };
  }
  const data = await livePoint(tenant, pointType, pointId ?? '');
  if (!data) throw new HttpError(404, notFoundMessage);
  return { pointId: data.id, pointNome: data.nome, pointCnpj: data.cnpj };
}

async function liveUsuario(tenant: string, id: string): Promise<Item | undefined> {
  const { data } = await usuarios().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

// Lists

async function listAnswer(event: APIGatewayProxyEventV2, tenant: string, pointType: PointType, pointId: string | undefined) {
  const { search, page, pagination, cursor } = parseQuery(event, usuarioListQuerySchema);
  const [found, total] = await Promise.all([
    readUsuariosPage({ tenant, pointType, pointId, search, cursor, pagination }),
    usuariosTotal(tenant, pointType, pointId, search),
  ]);
  return respond(200, 'OK', { data: found.items.map(view), pagination: keyedPagination(page, pagination, total, found.next) });
}

/** GET usuario: one page of the web area's operators by name (or CPF prefix), with the total. */
export const listOperadores: RouteHandler = (event, context) => listAnswer(event, tenantOf(context), 'web', undefined);

/** GET usuario/ponto/{point_type}/{point_id}: one page of the portal users of a live company, clinic or partner. */
export const listUsuariosDoPonto: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const params = usuarioPontoParamsSchema.safeParse(event.pathParameters ?? {});
  if (!params.success) throw new HttpError(404, notFoundMessage);
  const point = await pointOf(tenant, params.data.point_type, params.data.point_id);
  return listAnswer(event, tenant, params.data.point_type, point.pointId);
};

/** GET usuario/{id}: one live user of the tenant (never its password hash); another tenant's is 404. */
export const getUsuario: RouteHandler = async (event, context) => {
  const item = await liveUsuario(tenantOf(context), event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', view(item));
};

// Passwords

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new random password: 12 characters of an alphabet without look-alikes (0/O, 1/l/I), from node:crypto. */
export function generatePassword(length = 12): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += passwordAlphabet[randomInt(passwordAlphabet.length)];
  return password;
}

/** Queues the e-mail with the user's login data and new password (sealed until sent; the log shows a placeholder). */
async function mailPassword(usuario: Item, senha: string, by: string, novo: boolean): Promise<void> {
  const area = usuario.pointType === 'web' ? 'área administrativa' : `área ${pointTypeLabels[usuario.pointType]}`;
  await queueMail({
    tenant: usuario.tenant,
    point: 'senha',
    pointId: usuario.id,
    sensitive: true,
    usuarioId: by,
    to: usuario.email,
    subject: novo ? 'Ocupacional - Seu acesso foi criado' : 'Ocupacional - Nova senha de acesso',
    text: [
      `Olá, ${usuario.nome}.`,
      '',
      novo
        ? `Seu acesso à ${area} do sistema Ocupacional (${usuario.pointNome}) foi criado.`
        : `Uma nova senha foi gerada para o seu acesso à ${area} do sistema Ocupacional (${usuario.pointNome}). A senha anterior não vale mais.`,
      '',
      `Endereço: ${publicBaseUrl(usuario.pointType, usuario.pointType === 'web' ? undefined : usuario.tenant)}/login`,
      `CPF: ${formatCpf(usuario.cpf)}`,
      `CNPJ: ${formatCnpj(usuario.pointCnpj)}`,
      `Senha: ${senha}`,
      '',
      'Guarde a senha em local seguro. Se a esquecer, use "Esqueci Minha Senha" na página de login.',
    ].join('\n'),
  });
}

// Uniqueness: one login per point type, point CNPJ and CPF

const loginValue = (item: { pointType: string; pointCnpj: string; cpf: string }) => `${item.pointType}#${item.pointCnpj}#${item.cpf}`;

/** The live user holding a login, if any: the claim, or (users written before claims) the login index. */
async function loginHolder(tenant: string, login: { pointType: PointType; pointCnpj: string; cpf: string }): Promise<string | undefined> {
  const [claim, indexed] = await Promise.all([
    unicos().get({ tenant, tipo: 'usuarioLogin', valor: loginValue(login) }).go(),
    usuarios().query.byLogin({ tenant, ...login }).go(),
  ]);
  return claim.data?.alvoId ?? indexed.data.find((usuario) => !usuario.deletedAt)?.id;
}

const cpfTaken = () => new HttpError(400, validationFailedMessage, { fields: { cpf: [usuarioCpfTakenMessage] } });

const claimLogin = (tenant: string, login: { pointType: string; pointCnpj: string; cpf: string }, id: string): TransactOperation => ({
  put: unicos().create({ tenant, tipo: 'usuarioLogin', valor: loginValue(login), alvoId: id }).params(),
});

/** Releases a user's login claim (only if this user holds it). */
const releaseLogin = (tenant: string, login: { pointType: string; pointCnpj: string; cpf: string }, id: string): TransactOperation => ({
  delete: unicos()
    .delete({ tenant, tipo: 'usuarioLogin', valor: loginValue(login) })
    .where(({ alvoId }, { eq, notExists }) => `${eq(alvoId, id)} OR ${notExists(alvoId)}`)
    .params(),
});

// Lockout

const refuse = (message: string) => new HttpError(400, message, { fields: {} });
const activeAdmin = (item: Pick<Item, 'isAdm' | 'isSadm' | 'ativo' | 'deletedAt'>) =>
  Boolean((item.isAdm || item.isSadm) && item.ativo !== false && !item.deletedAt);

/** Whether the web area keeps an active administrator besides `leaving` (the users about to lose that). */
async function otherActiveAdmin(tenant: string, leaving: ReadonlySet<string>): Promise<boolean> {
  const { data } = await usuarios().query.byPonto({ tenant, pointType: 'web', pontoChave: pontoWeb, lista: 'vivo' }).go({ pages: 'all' });
  return data.some((usuario) => !leaving.has(usuario.id) && activeAdmin(usuario));
}

// Save

/**
 * POST usuario/editar: creates (no id) a user of the web area or of a live point, with a generated password
 * e-mailed to it; or edits (id and the versao read) a live user of the tenant. The point of a user never changes.
 */
export const saveUsuario: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const tenant = session.tenant;
  const form = parseBody(event, usuarioFormSchema);
  const set = {
    nome: form.nome,
    cpf: form.cpf,
    email: form.email,
    usuario: form.usuario,
    isAdm: form.is_adm === 1,
    acessoModulo: form.acesso_modulo,
    // An administrator passes every check: the list would only mislead.
    acessoPermissao: form.is_adm === 1 ? [] : form.acesso_permissao,
    sessao: form.sessao,
    ativo: form.ativo === 1,
  };

  if (!form.id) {
    const point = await pointOf(tenant, form.point_type, form.point_id);
    const login = { pointType: form.point_type, pointCnpj: point.pointCnpj, cpf: form.cpf };
    if (await loginHolder(tenant, login)) throw cpfTaken();
    const id = newId();
    const senha = generatePassword();
    const create = {
      tenant,
      id,
      pointType: form.point_type,
      ...(point.pointId ? { pointId: point.pointId } : {}),
      pointNome: point.pointNome,
      pointCnpj: point.pointCnpj,
      senhaHash: await hashPassword(senha),
      ...set,
    };
    try {
      await transactWrite([
        { put: usuarios().create(create).params() },
        claimLogin(tenant, login, id),
        counterChange(tenant, usuariosCounter(form.point_type, point.pointId), 1),
      ]);
    } catch (error) {
      if (error instanceof TransactionConflictError) throw cpfTaken();
      throw error;
    }
    const { data: created } = await usuarios().get({ tenant, id }).go();
    if (created) await mailPassword(created, senha, session.usuario.id, true);
    return respond(200, recordSavedMessage, { id });
  }

  const lida = versaoLida(form.versao);
  const existing = await liveUsuario(tenant, form.id);
  // A user is edited where it lives: the same point type and point (another point's id is not this list's user).
  if (!existing || existing.pointType !== form.point_type || (existing.pointId ?? undefined) !== (form.point_type === 'web' ? undefined : form.point_id)) {
    throw new HttpError(404, notFoundMessage);
  }
  exigirVersao(existing, lida);
  if (existing.id === session.usuario.id) {
    if (existing.isAdm && !set.isAdm) throw refuse(usuarioProprioAdmMessage);
    if (!set.ativo) throw refuse(usuarioProprioInativarMessage);
  }
  const staysAdmin = activeAdmin({ ...existing, isAdm: set.isAdm, ativo: set.ativo });
  if (existing.pointType === 'web' && activeAdmin(existing) && !staysAdmin && !(await otherActiveAdmin(tenant, new Set([existing.id])))) {
    throw refuse(usuarioUltimoAdmMessage);
  }
  const cpfMoves = existing.cpf !== set.cpf;
  const antes = { pointType: existing.pointType, pointCnpj: existing.pointCnpj, cpf: existing.cpf };
  const depois = { ...antes, cpf: set.cpf };
  if (cpfMoves) {
    const holder = await loginHolder(tenant, depois);
    if (holder && holder !== existing.id) throw cpfTaken();
  }
  const keyParts = usuarioKeyParts(existing);
  const patch = usuarios()
    .patch({ tenant, id: existing.id })
    .set({ ...set, versao: proximaVersao(lida) })
    // The CPF is part of the login key (byLogin), whose other parts never change: given for the key's formatting.
    .composite({ pointType: keyParts.pointType, pointCnpj: keyParts.pointCnpj })
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .where(naVersao(lida));
  if (!cpfMoves) {
    await gravarNaVersao(() => patch.go());
  } else {
    try {
      await transactWrite([{ update: patch.params() }, releaseLogin(tenant, antes, existing.id), claimLogin(tenant, depois, existing.id)]);
    } catch (error) {
      if (error instanceof TransactionConflictError) {
        if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
        throw cpfTaken();
      }
      throw error;
    }
  }
  // A deactivated user, or one whose login changed, is out of every session at once.
  if (!set.ativo || cpfMoves) await endSessions(tenant, existing.id);
  return respond(200, recordSavedMessage, { id: existing.id });
};

// Delete

/** Most users one delete may take (one transaction: each user and its login claim, and a counter per point). */
export const maxUsuarioDelete = 30;

/**
 * POST usuario/deletar {ids}: soft-deletes the tenant's users, all or none (404 for an id that is not a live user of
 * the tenant): they leave the lists, can no longer log in (their sessions end) and their login is free for a new user.
 */
export const deleteUsuarios: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const tenant = session.tenant;
  const ids = [...new Set(parseBody(event, idsRequestSchema).ids)];
  if (ids.length > maxUsuarioDelete) {
    throw new HttpError(400, validationFailedMessage, { fields: { ids: [`Selecione até ${maxUsuarioDelete} registros`] } });
  }
  const { data } = await usuarios()
    .get(ids.map((id) => ({ tenant, id })))
    .go();
  const live = data.filter((item) => !item.deletedAt && ids.includes(item.id));
  if (live.length !== ids.length) throw new HttpError(404, notFoundMessage);
  if (ids.includes(session.usuario.id)) throw refuse(usuarioProprioExcluirMessage);
  if (live.some((item) => item.pointType === 'web' && activeAdmin(item)) && !(await otherActiveAdmin(tenant, new Set(ids)))) {
    throw refuse(usuarioUltimoAdmMessage);
  }
  const deletedAt = new Date().toISOString();
  const perPoint = new Map<string, number>();
  for (const item of live) {
    const counter = usuariosCounter(item.pointType, item.pointId);
    perPoint.set(counter, (perPoint.get(counter) ?? 0) + 1);
  }
  try {
    await transactWrite([
      ...live.flatMap((item): TransactOperation[] => [
        {
          update: usuarios()
            .patch({ tenant, id: item.id })
            .set({ deletedAt, ativo: false, lista: 'excluido' })
            .composite({ pointType: item.pointType, pontoChave: item.pointId ?? pontoWeb })
            .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
            .params(),
        },
        releaseLogin(tenant, item, item.id),
      ]),
      ...[...perPoint].map(([counter, count]) => counterChange(tenant, counter, -count)),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  }
  for (const item of live) await endSessions(tenant, item.id);
  return respond(200, recordsDeletedMessage, { total: ids.length });
};

// New password

/**
 * POST usuario/{id}/reenviar-senha: a new generated password replaces the user's (the old one stops, any recovery
 * link ends, its sessions end) and goes to the user's e-mail through the mail queue.
 */
export const resendPassword: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const existing = await liveUsuario(session.tenant, event.pathParameters?.id ?? '');
  if (!existing) throw new HttpError(404, notFoundMessage);
  const senha = generatePassword();
  await usuarios()
    .patch({ tenant: existing.tenant, id: existing.id })
    .set({ senhaHash: await hashPassword(senha) })
    .remove(['senhaResetHash'])
    .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
    .go();
  if (existing.id !== session.usuario.id) await endSessions(existing.tenant, existing.id);
  else await endSessions(existing.tenant, existing.id, session.sid);
  await mailPassword(existing, senha, session.usuario.id, false);
  return respond(200, passwordSentTo(existing.email), null);
};
