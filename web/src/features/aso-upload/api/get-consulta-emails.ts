import { emailAsoLogSchema } from '@ocupacional/shared';
import type { EmailAsoLog } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const answerSchema = z.object({ historico: z.array(emailAsoLogSchema) });

/** GET empresa/consulta/email/{idcon}: the consultation's ASO e-mail history (docs/api/mail.md). */
export function getConsultaEmails(idCon: number, signal?: AbortSignal): Promise<EmailAsoLog[]> {
  return api.get('asoConsultaEmails', answerSchema, { signal, params: { idcon: idCon } }).then((answer) => answer.historico);
}

export function getConsultaEmailsQueryOptions(idCon: number | null) {
  return queryOptions({
    queryKey: ['aso-consulta-emails', idCon ?? 0],
    queryFn: ({ signal }) => getConsultaEmails(idCon ?? 0, signal),
    enabled: idCon !== null,
  });
}

export function useConsultaEmails(idCon: number | null) {
  return useQuery(getConsultaEmailsQueryOptions(idCon));
}
