import { apiRoute, buildPath } from '@ocupacional/shared';
import { asoHash } from '../../../data/aso-consultas';
import { consultas, type ConsultaItem } from '../../../data/entities/consulta';
import { HttpError, notFoundMessage, sessionOf, type RouteContext } from '../../../platform';

/*
 * Who reads a definitive consultation and which ones exist for them (docs/api/atendimento.md "Scoping"): a clinic
 * its own (credenciadaId = the session's point), a company its own (empresaId), the back office any of the tenant.
 * Every key comes from the verified session; anything else is 404.
 */

/** The reader of an attendance route, from the session. */
export type Leitor =
  | { readonly area: 'credenciada'; readonly tenant: string; readonly credenciadaId: string; readonly usuarioId: string; readonly usuarioNome: string }
  | { readonly area: 'empresa'; readonly tenant: string; readonly empresaId: string; readonly usuarioId: string; readonly usuarioNome: string }
  | { readonly area: 'web'; readonly tenant: string; readonly usuarioId: string; readonly usuarioNome: string };

/** The reader of the session; a clinic or company user without a point sees nothing (404). */
export function leitorOf(context: Pick<RouteContext, 'session'>): Leitor {
  const session = sessionOf(context);
  const base = { tenant: session.tenant, usuarioId: session.usuario.id, usuarioNome: session.usuario.nome };
  const pointId = session.usuario.pointId;
  if (session.pointType === 'web') return { area: 'web', ...base };
  if (session.pointType === 'credenciada' && pointId) return { area: 'credenciada', credenciadaId: pointId, ...base };
  if (session.pointType === 'empresa' && pointId) return { area: 'empresa', empresaId: pointId, ...base };
  throw new HttpError(404, notFoundMessage);
}

/** The clinic reading (its session's point), or 404 for any other area. */
export function credenciadaScope(context: Pick<RouteContext, 'session'>): Extract<Leitor, { area: 'credenciada' }> {
  const leitor = leitorOf(context);
  if (leitor.area !== 'credenciada') throw new HttpError(404, notFoundMessage);
  return leitor;
}

/** Whether the reader may see a record of a company ordered from a clinic. */
export function visivelPara(leitor: Leitor, item: { readonly empresaId: string; readonly credenciadaId: string }): boolean {
  if (leitor.area === 'credenciada') return item.credenciadaId === leitor.credenciadaId;
  if (leitor.area === 'empresa') return item.empresaId === leitor.empresaId;
  return true;
}

/** A consultation number from a path parameter, or undefined when it is not one. */
export function idConOf(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  const idCon = Number(value);
  return Number.isSafeInteger(idCon) ? idCon : undefined;
}

/** The reader's definitive consultation named by the path (not deleted), or 404. */
export async function consultaDoLeitor(leitor: Leitor, value: string | undefined): Promise<ConsultaItem> {
  const idCon = idConOf(value);
  if (idCon === undefined) throw new HttpError(404, notFoundMessage);
  const { data } = await consultas().get({ tenant: leitor.tenant, idCon }).go();
  if (!data || data.deletedAt || !visivelPara(leitor, data)) throw new HttpError(404, notFoundMessage);
  return data;
}

/** The id_con path parameter of a route: {id_con} in the clinic's paths, {idcon} in the company's and web's. */
export function idConParam(pathParameters: Record<string, string | undefined> | undefined): string | undefined {
  return pathParameters?.id_con ?? pathParameters?.idcon;
}

/** The FEMO PDF link of the reader's area: consulta/femo/{md5}/gerar, or empresa/consulta/femo/… (company, web). */
export function femoPdfUrl(leitor: Leitor, idCon: number): string {
  const hash = asoHash(idCon);
  if (leitor.area === 'credenciada') return buildPath(apiRoute('credenciadaFemoPdf'), { tenant: leitor.tenant, hash });
  if (leitor.area === 'empresa') return buildPath(apiRoute('acoesFemoPdf'), { tenant: leitor.tenant, hash });
  return buildPath(apiRoute('web.acoesFemoPdf'), { hash });
}

/** The generated ASO's link of the reader's area (consulta/aso/{md5}). */
export function asoUrl(leitor: Leitor, idCon: number): { hash: string; url: string } {
  const hash = asoHash(idCon);
  const url =
    leitor.area === 'web'
      ? buildPath(apiRoute('web.asoPdf'), { hash })
      : buildPath(apiRoute('asoPdf'), { tenant: leitor.tenant, hash });
  return { hash, url };
}
