import { backOfficeCredenciadaSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET credenciada (web): the tenant's clinics for the provider filter, the default one(s) flagged `padrao`. */
export function useBackOfficeCredenciadas() {
  return useQuery(
    queryOptions({
      queryKey: ['back-office-credenciadas'],
      queryFn: ({ signal }) => api.get('webCredenciadas', z.array(backOfficeCredenciadaSchema), { signal }),
      staleTime: 60_000,
    }),
  );
}
