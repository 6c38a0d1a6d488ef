import { envSchema } from '@ocupacional/shared';
import type { Env } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET common/env (spec 1 §7): the environment mode, for the test-environment banner. */
export function getEnv(tenant: string | undefined, signal?: AbortSignal): Promise<Env> {
  // Silent: without an answer the banner simply does not show.
  return api.get('env', envSchema, { tenant, signal, silent: true });
}

export function getEnvQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['env', tenant ?? null],
    queryFn: ({ signal }) => getEnv(tenant, signal),
    staleTime: Infinity,
  });
}

export function useEnv(tenant: string | undefined) {
  return useQuery(getEnvQueryOptions(tenant));
}
