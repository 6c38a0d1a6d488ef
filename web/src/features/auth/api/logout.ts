import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session';

/** POST usuario/logout (spec 1 §7): the server ends the session and clears its cookie. */
export async function logout(tenant: string | undefined): Promise<void> {
  // Silent: whatever the answer, the app forgets the session and goes to the login.
  await api.send('logout', z.unknown(), { tenant, silent: true });
}

/** Logs out and clears every cached answer, so nothing of the user stays in memory. */
export function useLogout(tenant: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(tenant).catch(() => undefined),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      queryClient.setQueryData(sessionQueryKey(tenant), null);
    },
  });
}
