import { asoArquivoSchema } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET empresa/consulta/upload/arquivo/{idcon}: 'Detalhamento do Arquivo', a consultation's ASO and medical record. */
export function getAsoArquivo(idCon: number, signal?: AbortSignal): Promise<AsoConsultaRow> {
  return api.get('asoArquivo', asoArquivoSchema, { signal, params: { idcon: idCon } });
}

export function getAsoArquivoQueryOptions(idCon: number | null) {
  return queryOptions({
    queryKey: ['aso-arquivo', idCon ?? 0],
    queryFn: ({ signal }) => getAsoArquivo(idCon ?? 0, signal),
    enabled: idCon !== null,
  });
}

export function useAsoArquivo(idCon: number | null) {
  return useQuery(getAsoArquivoQueryOptions(idCon));
}

/** The API path that opens the consultation's ASO (82) or medical record (83) as one PDF, in a new tab. */
export function asoArquivoPdfUrl(idCon: number, documento: 82 | 83): string {
  return api.url('asoArquivoPdf', { params: { idcon: idCon, documento } });
}
