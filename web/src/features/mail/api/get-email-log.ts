import { emailLogHtmlSchema, emailLogPageSchema } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type EmailLogPage = z.infer<typeof emailLogPageSchema>;
export type EmailLogHtml = z.infer<typeof emailLogHtmlSchema>;

export interface EmailLogParams {
  search?: string;
  page?: number;
  pagination?: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
  /** [start, end] as yyyy-mm-dd. */
  created_at: readonly [string, string];
}

/** GET log/email/{pointType} (spec 2 §7): the messages of a point type, newest first. */
export function getEmailLog(pointType: string, params: EmailLogParams, signal?: AbortSignal): Promise<EmailLogPage> {
  return api.get('emailLog', emailLogPageSchema, {
    params: { pointType },
    signal,
    // A 404 (unknown point type) is the screen's to show, as the other lists do.
    silent: true,
    query: {
      search: params.search?.trim(),
      page: params.page ?? 1,
      pagination: params.pagination,
      cursor: params.cursor,
      filter: { created_at: params.created_at },
    },
  });
}

export function getEmailLogQueryOptions(pointType: string, params: EmailLogParams) {
  return queryOptions({
    queryKey: ['email-log', pointType, params],
    queryFn: ({ signal }) => getEmailLog(pointType, params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useEmailLog(pointType: string, params: EmailLogParams) {
  return useQuery(getEmailLogQueryOptions(pointType, params));
}

/** GET log/email/html/{id}: the message body as sent (a password e-mail answers a placeholder). */
export function getEmailLogHtml(id: string, signal?: AbortSignal): Promise<EmailLogHtml> {
  return api.get('emailLogHtml', emailLogHtmlSchema, { params: { id }, signal });
}

export function useEmailLogHtml(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['email-log-html', id],
      queryFn: ({ signal }) => getEmailLogHtml(id ?? '', signal),
      enabled: id !== null,
    }),
  );
}
