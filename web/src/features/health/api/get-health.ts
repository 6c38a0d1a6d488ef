import { healthSchema } from '@ocupacional/shared';
import type { Health } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { RequestOptions } from '../../../lib/api-client';

/** GET /sst/api/health: whether the API and its database answer. */
export function getHealth(options: RequestOptions = {}): Promise<Health> {
  return apiGet('health', {}, healthSchema, options);
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth({ signal }),
    // The card reports the API's state as it is now; retrying would only delay 'API indisponível'.
    retry: false,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
