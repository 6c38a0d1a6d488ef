import { sessionInfoSchema } from '@ocupacional/shared';
import type { SessionInfo } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { api } from './api';

/** The session's cache key; login writes it, logout and a 401 empty it. */
export function sessionQueryKey(tenant: string | undefined) {
  return ['session', tenant ?? null] as const;
}

/**
 * GET usuario/sessao: who is logged in with the session cookie, or null without a valid session (401). The token
 * itself stays in the HttpOnly cookie; the app never sees it.
 */
export async function getSession(tenant: string | undefined, signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    // Silent: having no session is an answer here, not an error to show or a reason to redirect.
    return await api.get('sessao', sessionInfoSchema, { tenant, signal, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getSessionQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: sessionQueryKey(tenant),
    queryFn: ({ signal }) => getSession(tenant, signal),
    // Read again now and then so the remaining time and the user stay current; a 401 on any call ends it at once.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSession(tenant: string | undefined) {
  return useQuery(getSessionQueryOptions(tenant));
}
