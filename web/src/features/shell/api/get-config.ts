import { configSchema } from '@ocupacional/shared';
import type { Config } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET config (spec 1 §7): the client of the URL and the environment, before anyone logs in. Silent: a tenant that
 * does not exist answers 404 and the page shows the server's message (spec 1 §8).
 */
export function getConfig(tenant: string | undefined, signal?: AbortSignal): Promise<Config> {
  return api.get('config', configSchema, { tenant, signal, silent: true });
}

export function getConfigQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['config', tenant ?? null],
    queryFn: ({ signal }) => getConfig(tenant, signal),
    staleTime: Infinity,
    retry: false,
    // The loader already asked; a 404 is the answer, not something to ask again when the page mounts.
    retryOnMount: false,
  });
}

export function useConfig(tenant: string | undefined) {
  return useQuery(getConfigQueryOptions(tenant));
}
