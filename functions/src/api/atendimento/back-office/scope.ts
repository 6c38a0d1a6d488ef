import { empresas } from '../../../data/entities/empresa';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { HttpError, notFoundMessage, sessionOf, type RouteContext } from '../../../platform';
import { temPermissao } from '../../../domain/back-office';

/*
 * Who a back-office request acts for: the web session's tenant (the path carries none). A company or
 * consultation named in the path is read under that tenant only, so another tenant's id answers 404.
 */

/** The back-office operator: the tenant, who the user is (history entries) and whether it holds a permission. */
export interface BackOfficeScope {
  readonly tenant: string;
  readonly usuarioId: string;
  readonly usuarioNome: string;
  can(permission: number): boolean;
}

export function backOfficeScope(context: Pick<RouteContext, 'session'>): BackOfficeScope {
  const session = sessionOf(context);
  // The routes are declared for the web area only; guard anyway, a wrong area reads as absent.
  if (session.pointType !== 'web') throw new HttpError(404, notFoundMessage);
  return {
    tenant: session.tenant,
    usuarioId: session.usuario.id,
    usuarioNome: session.usuario.nome,
    can: (permission) => temPermissao(session.usuario, permission),
  };
}

/** A company of the tenant (not deleted), or 404. */
export async function tenantCompany(tenant: string, empresaId: string | undefined): Promise<string> {
  const { data } = empresaId ? await empresas().get({ tenant, id: empresaId }).go() : { data: null };
  if (!data || data.deletedAt) throw new HttpError(404, notFoundMessage);
  return data.id;
}

/** An external consultation of the tenant, or 404 (deleted ones are shown, struck through). */
export async function tenantConsultation(tenant: string, id: string | undefined): Promise<ConsultaExternaItem> {
  const { data } = id ? await consultasExternas().get({ tenant, id }).go() : { data: null };
  if (!data) throw new HttpError(404, notFoundMessage);
  return data;
}

/**
 * The request's context as if a user of `empresaId` made it, for the company portal's lookups the back office
 * reuses (cadastro/pcmso.ts): they key everything from companyScope(context). Call only after
 * {@link tenantCompany} checked the company is the session tenant's.
 */
export function asCompany<C extends Pick<RouteContext, 'session'>>(context: C, empresaId: string): C {
  const session = sessionOf(context);
  return { ...context, session: { ...session, pointType: 'empresa', usuario: { ...session.usuario, pointId: empresaId } } };
}
