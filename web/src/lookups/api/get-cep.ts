import { onlyDigits } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

/** The address of a CEP (spec 1 §7: "cep reply has endereco and cidade, estado"). */
export const cepSchema = z.object({
  cep: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  estado: z.object({ id: z.number().int(), uf: z.string(), nome: z.string() }).nullable(),
});
export type CepAddress = z.infer<typeof cepSchema>;

/** GET common/cep/{cep}. Silent: an unknown CEP is shown under the field, not as an alert. */
export function getCep(tenant: string | undefined, cep: string, signal?: AbortSignal): Promise<CepAddress> {
  return api.get('cep', cepSchema, { tenant, signal, params: { cep: onlyDigits(cep) }, silent: true });
}

export function getCepQueryOptions(tenant: string | undefined, cep: string | null | undefined) {
  const digits = onlyDigits(cep ?? '');
  return queryOptions({
    queryKey: ['cep', tenant ?? null, digits],
    queryFn: ({ signal }) => getCep(tenant, digits, signal),
    // Only a complete CEP (8 digits) is looked up.
    enabled: digits.length === 8,
    staleTime: Infinity,
    retry: false,
  });
}

export function useCep(tenant: string | undefined, cep: string | null | undefined) {
  return useQuery(getCepQueryOptions(tenant, cep));
}
