import { paginate, type Pagination } from '@ocupacional/shared';
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
