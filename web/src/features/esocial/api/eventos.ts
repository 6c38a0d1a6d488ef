import { pageSchema } from '@ocupacional/shared';
import type { AtualizarUid, EventoAvulso, EventoCat, EventoFilter, EsocialLayout, GerarXml } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';
import { ActionKey } from '../../../lib/request-key';

/*
 * The events' calls of the eSocial module (docs/api/esocial.md "Events"): the lists per layout and of manual
 * events, an event's detail (XML, form, grouped log), its XML file, generating/refreshing XML, the UID/receipt
 * update, deleting, and saving a manual event or a CAT. The client picks `web.<id>` in the back office.
 */

/** A code the API may answer as text or number (web-service occurrence codes, consultation codes). */
const codigoSchema = z.union([z.string(), z.number()]).nullish();

const ocorrenciaSchema = z.object({
  codigo: codigoSchema,
  descricao: z.string(),
  localizacao: codigoSchema,
  grupo: z.string().nullish(),
});
export type Ocorrencia = z.infer<typeof ocorrenciaSchema>;

export const eventoRowSchema = z.object({
  id: z.string(),
  /** The version an edit form sends back (issue 12 item 3). */
  versao: z.number().int(),
  layout: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }),
  funcionario: z.object({
    id: z.string(),
    nome: z.string(),
    cpf: z.string(),
    funcao: z.string().nullish(),
    fdt: z.object({ id: z.string(), descricao: z.string().nullish() }).nullish(),
  }),
  ghe: z.object({ id: z.string(), descricao: z.string().nullish() }).nullish(),
  /** The consultation's code (a number for generated events). */
  id_con: codigoSchema,
  recibo: z.string().nullish(),
  uid: z.string().nullish(),
  tem_xml: z.boolean(),
  lote: z.object({ id: z.string(), numero: z.number().nullish() }).nullish(),
  lote_exclusao: z.string().nullish(),
  avulso: z.number(),
  origem: z.string(),
  parent: z.string().nullish(),
  tipo_status: z.object({ id: z.number(), descricao: z.string(), cor: z.string() }),
  log_erro: z.array(ocorrenciaSchema),
  log_warning: z.array(ocorrenciaSchema),
  conflitos: z.object({
    erros: z.number(),
    avisos: z.number(),
    total: z.number(),
    cor: z.enum(['vermelho', 'laranja']).nullable(),
  }),
  acoes: z.object({
    atualizar_uid: z.boolean(),
    baixar_xml: z.boolean(),
    novo_lote: z.boolean(),
    atualizar_xml: z.boolean(),
    deletar: z.boolean(),
    gerar_xml: z.boolean(),
  }),
  /** The deadline to send it (issue 13 item 9): null for the S-3000 or an input without its date. */
  prazo: z
    .object({ data: z.string(), situacao: z.enum(['enviado', 'a vencer', 'vence hoje', 'atrasado']), rotulo: z.string() })
    .nullish(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventoRow = z.infer<typeof eventoRowSchema>;

export const eventoPageSchema = pageSchema(eventoRowSchema);
export type EventoPage = z.infer<typeof eventoPageSchema>;

const grupoLogSchema = z.object({ grupo: z.string(), titulo: z.string(), onde: z.string(), itens: z.array(ocorrenciaSchema) });
export type GrupoLog = z.infer<typeof grupoLogSchema>;

export const eventoDetalheSchema = eventoRowSchema.extend({
  xml: z.string().nullish(),
  formulario: z.unknown().nullish(),
  log: z.object({
    erros: z.array(grupoLogSchema),
    avisos: z.array(grupoLogSchema),
    aba_inicial: z.enum(['erro', 'aviso', 'arquivo']),
  }),
});
export type EventoDetalhe = z.infer<typeof eventoDetalheSchema>;

export const arquivoSchema = z.object({ contents: z.string(), filename: z.string(), contentType: z.string() });
export type Arquivo = z.infer<typeof arquivoSchema>;

/** What the lists ask: search, page, size and the filter object (sent as one JSON parameter). */
export interface EventoListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  filter: EventoFilter;
}

/** The cache key root of every events list: a change refreshes them all. */
export const eventosKey = 'esocial-eventos';

function listQuery(params: EventoListParams) {
  const filter = Object.keys(params.filter).length ? params.filter : undefined;
  return { search: params.search?.trim() || undefined, page: params.page, pagination: params.pagination, cursor: params.cursor, filter };
}

/** GET esocial/{layout}: a page of a layout's events, newest first. */
export function eventosQueryOptions(layout: EsocialLayout | null, params: EventoListParams) {
  return queryOptions({
    queryKey: [eventosKey, 'layout', layout, params],
    queryFn: ({ signal }) => api.get('esocialEventos', eventoPageSchema, { signal, params: { layout: layout ?? '' }, query: listQuery(params) }),
    enabled: layout !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventos(layout: EsocialLayout | null, params: EventoListParams) {
  return useQuery(eventosQueryOptions(layout, params));
}

/** GET esocial/avulso: a page of manual S-2220/S-2240 events. */
export function avulsosQueryOptions(params: EventoListParams) {
  return queryOptions({
    queryKey: [eventosKey, 'avulso', params],
    queryFn: ({ signal }) => api.get('esocialAvulsos', eventoPageSchema, { signal, query: listQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useAvulsos(params: EventoListParams) {
  return useQuery(avulsosQueryOptions(params));
}

/** GET esocial/evento/{id}: the row, its XML, its form and its grouped log. */
export function eventoQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [eventosKey, 'detalhe', id],
    queryFn: ({ signal }) => api.get('esocialEvento', eventoDetalheSchema, { signal, params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useEvento(id: string | null) {
  return useQuery(eventoQueryOptions(id));
}

/** GET esocial/evento/{id}/xml: the XML file, base64 (404 'Não foi possível baixar o arquivo'). */
export function getEventoXml(id: string): Promise<Arquivo> {
  return api.get('esocialEventoXml', arquivoSchema, { params: { id } });
}

const gerarXmlAnswerSchema = z.object({
  eventos: z.array(eventoRowSchema).optional(),
  atualizados: z.number().optional(),
  criados: z.number().optional(),
  existentes: z.number().optional(),
  com_erros: z.number().optional(),
  ids: z.array(z.string()).optional(),
});
export type GerarXmlAnswer = z.infer<typeof gerarXmlAnswerSchema>;

/** Refreshes every list and detail after a change. */
function useInvalidateEventos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [eventosKey] });
}

/** POST esocial/{layout}/gerar-arquivo-xml: with ids writes their XML again; without, creates the company's events. */
export function useGerarXml() {
  const invalidate = useInvalidateEventos();
  return useMutation({
    mutationFn: ({ layout, body }: { layout: string; body: GerarXml }): Promise<Answered<GerarXmlAnswer>> =>
      api.sendForAnswer('esocialGerarXml', gerarXmlAnswerSchema, { params: { layout }, body }),
    onSettled: invalidate,
  });
}

/** POST esocial/update-uid: 'Atualizar dados do evento'. */
export function useAtualizarUid() {
  const invalidate = useInvalidateEventos();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: AtualizarUid): Promise<Answered<EventoRow>> => api.sendForAnswer('esocialAtualizarUid', eventoRowSchema, { body, action }),
    onSuccess: invalidate,
  });
}

const deletarAnswerSchema = z.object({ total: z.number(), exclusoes: z.number() });

/** POST esocial/{layout}/deletar: per row, a local delete or an S-3000 sent now; answers the message to show. */
export function useDeletarEventos() {
  const invalidate = useInvalidateEventos();
  return useMutation({
    mutationFn: ({ layout, ids }: { layout: string; ids: readonly string[] }) =>
      api.sendForAnswer('esocialEventosDeletar', deletarAnswerSchema, { params: { layout }, body: { ids } }),
    onSettled: invalidate,
  });
}

/** POST esocial/avulso/editar: a manual S-2220/S-2240 (new or edited). */
export function useSalvarAvulso() {
  const invalidate = useInvalidateEventos();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: EventoAvulso): Promise<Answered<EventoRow>> => api.sendForAnswer('esocialAvulsoSalvar', eventoRowSchema, { body, action }),
    onSuccess: invalidate,
  });
}

/** POST esocial/cat/editar: an S-2210 from the CAT form. */
export function useSalvarCat() {
  const invalidate = useInvalidateEventos();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: EventoCat): Promise<Answered<EventoRow>> => api.sendForAnswer('esocialCatSalvar', eventoRowSchema, { body, action }),
    onSuccess: invalidate,
  });
}
