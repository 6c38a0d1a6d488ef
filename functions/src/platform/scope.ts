import { HttpError } from './http';
import { notFoundMessage } from './messages';
import type { RouteContext } from './guards';
import type { SessionContext } from './auth';

/*
 * Who a company-portal request acts for: the session's tenant and the user's company (its point). Every key the
 * routes build comes from here, never from the body or the query (docs/data-model.md "Point scoping").
 */

/** The verified session of a route declared with auth: true. */
export function sessionOf(context: Pick<RouteContext, 'session'>): SessionContext {
  if (!context.session) throw new Error('route without a session: declare it with auth: true');
  return context.session;
}

/** The tenant and company a company user acts for, and who the user is (for history entries). */
export interface CompanyScope {
  readonly tenant: string;
  readonly empresaId: string;
  readonly usuarioId: string;
  readonly usuarioNome: string;
}

/**
 * The company scope of an empresa-area session; a user without a company sees nothing (404).
 *
 * @example const { tenant, empresaId } = companyScope(context);
 */
export function companyScope(context: Pick<RouteContext, 'session'>): CompanyScope {
  const session = sessionOf(context);
  const empresaId = session.usuario.pointId;
  if (session.pointType !== 'empresa' || !empresaId) throw new HttpError(404, notFoundMessage);
  return { tenant: session.tenant, empresaId, usuarioId: session.usuario.id, usuarioNome: session.usuario.nome };
}
