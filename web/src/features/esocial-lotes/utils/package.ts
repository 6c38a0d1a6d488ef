import { packages } from '@ocupacional/shared';
import type { SessionInfo } from '@ocupacional/shared';

/**
 * Whether the session's client has the eSocial package (30), which gates processing a lote and the queries to the
 * web service (spec 2 §6). A super administrator passes without it, as the API's guard lets them through.
 *
 * @example hasEsocialPackage(session.data) // true when cliente.pacotes includes 30
 */
export function hasEsocialPackage(session: Pick<SessionInfo, 'cliente' | 'usuario'> | null | undefined): boolean {
  if (!session) return false;
  return session.usuario.is_sadm || session.cliente.pacotes.includes(packages.esocial);
}
