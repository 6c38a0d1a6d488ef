import { loginResponseSchema } from '@ocupacional/shared';
import type { LoginRequest, SessionInfo } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { sessionQueryKey } from '../../../lib/session';

/**
 * POST login (spec 1 §7): cpf, cnpj, senha and the point type (the area). The server sets the HttpOnly session
 * cookie; the answer's `jwt` is dropped here so the token never reaches storage the page's scripts can read.
 */
export async function login(
  body: LoginRequest,
  options: { tenant?: string; action?: ActionKey } = {},
): Promise<SessionInfo> {
  const { usuario, cliente, empresa } = await api.send('login', loginResponseSchema, { body, ...options });
  return { usuario, cliente, empresa };
}

/**
 * The login of a form; on success the session is in the cache for the layout and the route guards. A plain call,
 * not useMutation: the form tracks its own sending, and the login page's first load stays small (issue 17).
 */
export function useLogin(tenant: string | undefined): (body: LoginRequest) => Promise<SessionInfo> {
  const queryClient = useQueryClient();
  // One action per form: retrying after no answer reuses its request key.
  const [action] = useState(() => new ActionKey());
  return async (body) => {
    const session = await login(body, { tenant, action });
    queryClient.setQueryData(sessionQueryKey(tenant), session);
    // A menu or other data of a previous user must not show.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'config' });
    return session;
  };
}
