import { healthSchema } from '@ocupacional/shared';
import type { Health } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /sst/api/health: whether the API and its database answer. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  // Silent: the card itself says 'API indisponível'.
  return api.get('health', healthSchema, { signal, silent: true });
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    // The card reports the API's state as it is now; retrying would only delay 'API indisponível'.
    retry: false,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
