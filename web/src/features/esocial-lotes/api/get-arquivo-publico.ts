import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { arquivoPublicoSchema } from './lote-schemas';
import type { ArquivoPublico } from './lote-schemas';

/** GET util/esocial/arquivo/{link}?email= (public): the lote's file; 404 'Link inválido ou expirado.'. */
export function getArquivoPublico(link: string, email: string | null, signal?: AbortSignal): Promise<ArquivoPublico> {
  // Silent: the page shows the failure itself, under 'Atenção' (spec 2 §2).
  return api.get('esocialArquivoPublico', arquivoPublicoSchema, {
    signal,
    silent: true,
    params: { link },
    query: { email: email ?? undefined },
  });
}

export function getArquivoPublicoQueryOptions(link: string, email: string | null) {
  return queryOptions({
    queryKey: ['esocial-arquivo-publico', link, email],
    queryFn: ({ signal }) => getArquivoPublico(link, email, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useArquivoPublico(link: string, email: string | null) {
  return useQuery(getArquivoPublicoQueryOptions(link, email));
}
