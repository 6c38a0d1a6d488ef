import { pageSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { funcionariosKey } from '../../../lookups/api/get-funcionarios';

/** A transfer out of the company: an employee another company took by CPF (issue 12 item 4). */
export const transferenciaRowSchema = z.object({
  id: z.string(),
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string() }),
  para_empresa: z.object({ id: z.string(), nome: z.string() }),
  usuario: z.string().nullable(),
  created_at: z.string(),
});
export type TransferenciaRow = z.infer<typeof transferenciaRowSchema>;

const transferenciaPageSchema = pageSchema(transferenciaRowSchema);

/** GET funcionario/transferencias: the newest transfers out of the company, one short page. */
export function getTransferenciasQueryOptions(tenant: string | undefined) {
  return queryOptions({
    // Under the employee list's key: a save that moves someone refreshes it too.
    queryKey: [funcionariosKey, tenant ?? null, 'transferencias'],
    queryFn: ({ signal }) => api.get('funcionarioTransferencias', transferenciaPageSchema, { tenant, signal, query: { page: 1, pagination: 5 } }),
  });
}

export function useTransferencias(tenant: string | undefined) {
  return useQuery(getTransferenciasQueryOptions(tenant));
}
