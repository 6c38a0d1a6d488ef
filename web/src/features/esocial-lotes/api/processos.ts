import type { ModoProcesso } from '@ocupacional/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { consultaProcessoSchema, processoRowSchema, processosSchema } from './lote-schemas';
import type { ProcessoRow, Processos } from './lote-schemas';
import { lotesKey, lotesRefreshMs } from './get-lotes';

/** GET esocial/lotes/processar/{id} (package 30): the processing table and the modes allowed now. */
export function getProcessos(tenant: string | undefined, id: string, signal?: AbortSignal): Promise<Processos> {
  return api.get('esocialLoteProcessos', processosSchema, { tenant, signal, params: { id } });
}

export function getProcessosQueryOptions(tenant: string | undefined, id: string) {
  return queryOptions({
    queryKey: [lotesKey, 'processos', tenant ?? null, id],
    queryFn: ({ signal }) => getProcessos(tenant, id, signal),
    // While a process waits for the web service (status 0 or 101), the worker updates it on its own.
    refetchInterval: (query) => (query.state.data?.em_andamento ? lotesRefreshMs : false),
  });
}

export function useProcessos(tenant: string | undefined, id: string) {
  return useQuery(getProcessosQueryOptions(tenant, id));
}

/** POST esocial/lotes/processar/{id}/enviar-lote/{modo} (package 30): a new process in mode INC, ALT or EXC. */
export function enviarLote(tenant: string | undefined, id: string, modo: ModoProcesso): Promise<Answered<ProcessoRow>> {
  return api.sendForAnswer('esocialLoteEnviar', processoRowSchema, { tenant, params: { id, modo } });
}

export function useEnviarLote(tenant: string | undefined, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modo: ModoProcesso) => enviarLote(tenant, id, modo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [lotesKey] }),
  });
}

/** GET esocial/lotes/processar/{id}/{processo}/consultar-lote (package 30): polls the web service now. */
export function consultarProcesso(tenant: string | undefined, id: string, processo: string) {
  return api.get('esocialLoteConsultarProcesso', consultaProcessoSchema, { tenant, params: { id, processo } });
}

export function useConsultarProcesso(tenant: string | undefined, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (processo: string) => consultarProcesso(tenant, id, processo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [lotesKey] }),
  });
}
