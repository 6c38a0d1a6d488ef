import { packages } from '@ocupacional/shared';
import type { SessionInfo } from '@ocupacional/shared';

/**
 * Whether the session's client has the eSocial package (30), which gates processing a lote and the queries to the
 * web service (spec 2 §6). A package is the client's contract (spec 1 §6): a super administrator does not pass
 * without it, as the API's guard does not let them through either.
 *
 * @example hasEsocialPackage(session.data) // true when cliente.pacotes includes 30
 */
export function hasEsocialPackage(session: Pick<SessionInfo, 'cliente'> | null | undefined): boolean {
  if (!session) return false;
  return session.cliente.pacotes.includes(packages.esocial);
}
