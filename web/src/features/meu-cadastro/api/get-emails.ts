import { empresaEmailRowSchema } from '@ocupacional/shared';
import type { EmpresaEmailRow } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** GET email/0 (spec 1 §7): the company's notification e-mail contacts, every sector. */
export function getEmails(tenant: string | undefined, signal?: AbortSignal): Promise<EmpresaEmailRow[]> {
  return api.get('emails', z.array(empresaEmailRowSchema), { tenant, signal });
}

export function getEmailsQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['empresa-emails', tenant ?? null],
    queryFn: ({ signal }) => getEmails(tenant, signal),
  });
}

export function useEmails(tenant: string | undefined) {
  return useQuery(getEmailsQueryOptions(tenant));
}
