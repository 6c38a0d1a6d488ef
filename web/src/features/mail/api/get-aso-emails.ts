import { asoEmpresaEmailsSchema, emailAsoLogSchema, type AsoEmpresaEmails } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** The cache key root of the ASO e-mail histories: a send invalidates them. */
export const asoEmailsKey = 'aso-emails';

export const asoUploadEmailsSchema = z.object({
  /** Default recipients per company of the upload (its active contacts of type 197), 'a;b'. */
  destinatarios: z.record(z.string(), z.string()),
  historico: z.array(emailAsoLogSchema),
});
export type AsoUploadEmails = z.infer<typeof asoUploadEmailsSchema>;

export const asoConsultaEmailsSchema = z.object({
  destinatario: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string() }),
  historico: z.array(emailAsoLogSchema),
});
export type AsoConsultaEmails = z.infer<typeof asoConsultaEmailsSchema>;

/** GET empresa/consulta/upload/pagina/{id}/email: an upload's default recipients per company and its history. */
export function getAsoUploadEmails(uploadId: string, signal?: AbortSignal): Promise<AsoUploadEmails> {
  return api.get('asoUploadEmails', asoUploadEmailsSchema, { params: { id: uploadId }, signal });
}

export function getAsoUploadEmailsQueryOptions(uploadId: string) {
  return queryOptions({
    queryKey: [asoEmailsKey, 'upload', uploadId],
    queryFn: ({ signal }) => getAsoUploadEmails(uploadId, signal),
  });
}

/** GET empresa/consulta/email/{idcon}: a consultation's default recipients, company and history. */
export function getAsoConsultaEmails(consultaId: string | number, signal?: AbortSignal): Promise<AsoConsultaEmails> {
  return api.get('asoConsultaEmails', asoConsultaEmailsSchema, { params: { idcon: consultaId }, signal });
}

export function getAsoConsultaEmailsQueryOptions(consultaId: string | number) {
  return queryOptions({
    queryKey: [asoEmailsKey, 'consulta', String(consultaId)],
    queryFn: ({ signal }) => getAsoConsultaEmails(consultaId, signal),
  });
}

/** GET empresa/{id_empresa}/email: a company's default recipients (its ASO contacts, 197), the company and its ASO messages. */
export function getAsoEmpresaEmails(empresaId: string, signal?: AbortSignal): Promise<AsoEmpresaEmails> {
  return api.get('asoEmpresaEmails', asoEmpresaEmailsSchema, { params: { id_empresa: empresaId }, signal });
}

export function getAsoEmpresaEmailsQueryOptions(empresaId: string) {
  return queryOptions({
    queryKey: [asoEmailsKey, 'empresa', empresaId],
    queryFn: ({ signal }) => getAsoEmpresaEmails(empresaId, signal),
  });
}

/** The history of a consultation (the file detail modal's 'Histórico de Envio de Emails' reuses it). */
export function useAsoConsultaEmails(consultaId: string | number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getAsoConsultaEmailsQueryOptions(consultaId ?? ''),
    enabled: consultaId !== undefined && consultaId !== '' && (options.enabled ?? true),
  });
}
