import { menuItemSchema } from '@ocupacional/shared';
import type { MenuItem } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const menuSchema = z.array(menuItemSchema);

/** GET usuario/menu (spec 1 §7): the logged user's menu with its badge counts. */
export function getMenu(tenant: string | undefined, signal?: AbortSignal): Promise<readonly MenuItem[]> {
  return api.get('menu', menuSchema, { tenant, signal });
}

export function getMenuQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['menu', tenant ?? null],
    queryFn: ({ signal }) => getMenu(tenant, signal),
    // Badges count pending work: refresh them every few minutes while the page is open.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useMenu(tenant: string | undefined) {
  return useQuery(getMenuQueryOptions(tenant));
}
