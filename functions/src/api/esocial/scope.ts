import { invalidPageCursorMessage, paginate, type Pagination } from '@ocupacional/shared';
import type { PageReadOptions } from '../../data/list-page';
import { empresas, type EmpresaItem } from '../../data/entities/empresa';
import { HttpError, notFoundMessage, type SessionContext } from '../../platform';
import type { RouteContext } from '../../platform/guards';

/*
 * Who sees what in the eSocial routes: the back office (web area) sees every company of the tenant; a company user
 * (empresa area) only its own company (its point), and another company's id answers 404 as if it did not exist.
 */

export function sessaoDe(context: RouteContext): SessionContext {
  if (!context.session) throw new Error('eSocial route without a session');
  return context.session;
}

/** The company a company user is bound to; undefined for the back office. */
export function empresaDaSessao(session: SessionContext): string | undefined {
  return session.pointType === 'empresa' ? (session.usuario.pointId ?? '') : undefined;
}

/** Whether the session may see a company's records. */
export function podeVerEmpresa(session: SessionContext, empresaId: string): boolean {
  const propria = empresaDaSessao(session);
  return propria === undefined || propria === empresaId;
}

/** 404 unless the session may see the company. */
export function exigirEmpresa(session: SessionContext, empresaId: string): void {
  if (!podeVerEmpresa(session, empresaId)) throw new HttpError(404, notFoundMessage);
}

/** A company of the tenant the session may see, or 404. */
export async function empresaVisivel(session: SessionContext, empresaId: string): Promise<EmpresaItem> {
  exigirEmpresa(session, empresaId);
  const { data } = await empresas().get({ tenant: session.tenant, id: empresaId }).go();
  if (!data || data.deletedAt) throw new HttpError(404, notFoundMessage);
  return data;
}

/**
 * The CNPJ of "the logged client" (spec 2 §2: only the certificate's owner company sees the link button): the
 * company of a company user, the provider itself in the back office.
 */
export function cnpjDaSessao(session: SessionContext): string {
  return session.pointType === 'empresa' ? (session.usuario.pointCnpj ?? '') : session.cliente.cnpj;
}

/** A page of rows and its pagination block (the lists' answer). */
export function pagina<T>(rows: readonly T[], query: { page: number; pagination: number }): { data: T[]; pagination: Pagination } {
  return paginate(rows, query.page, query.pagination);
}

/** A path parameter, or 404. */
export function param(event: { pathParameters?: Record<string, string | undefined> }, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw new HttpError(404, notFoundMessage);
  return value;
}

/*
 * Keyed lists (issue 17) of the eSocial, e-mail log and upload routes: readPage checks that a cursor is a key of
 * the index inside the caller's tenant; these check that it is a key of the very partition the list reads (one
 * company, one layout, one point), so a cursor of another company's list reads nothing of theirs, and adapt
 * readPage's options to ElectroDB's typing.
 */

/** The partition key value a built ElectroDB query reads (its KeyCondition's `#pk = :pk`). */
function particaoDe(query: { params(): object }): { field: string; value: string } {
  const params = query.params() as { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> };
  const field = params.ExpressionAttributeNames?.['#pk'];
  const value = params.ExpressionAttributeValues?.[':pk'];
  if (!field || typeof value !== 'string') throw new Error('query without a partition key');
  return { field, value };
}

/**
 * The cursor, refused (400, 'Página inválida…') unless it stands in the partition `query` reads; undefined stays
 * undefined (the first page).
 */
export function cursorDaParticao(cursor: string | undefined, query: { params(): object }): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const { field, value } = particaoDe(query);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, invalidPageCursorMessage);
  }
  if (typeof key !== 'object' || key === null || (key as Record<string, unknown>)[field] !== value) {
    throw new HttpError(400, invalidPageCursorMessage);
  }
  return cursor;
}

/**
 * readPage's options as ElectroDB's `go()` takes them: with `pager: 'raw'` the cursor is DynamoDB's key object,
 * which ElectroDB's types still name a string.
 */
export function opcoesDaLeitura(options: PageReadOptions, order: 'asc' | 'desc' = 'desc') {
  return { ...options, cursor: options.cursor as unknown as string | null, order };
}
