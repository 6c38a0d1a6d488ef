import { contaEmailPageSchema } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ContaEmailPage = z.infer<typeof contaEmailPageSchema>;

/** The cache key root of the accounts: a save, delete or OAuth2 change invalidates every page and record. */
export const contasEmailKey = 'contas-email';

export interface ContaEmailListParams {
  search?: string;
  page?: number;
  pagination?: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

/** GET conta-email (spec 2 §7): a page of the mail accounts, by name; search by nome, email, usuario. */
export function getContasEmail(params: ContaEmailListParams, signal?: AbortSignal): Promise<ContaEmailPage> {
  return api.get('contasEmail', contaEmailPageSchema, {
    signal,
    query: { search: params.search?.trim(), page: params.page ?? 1, pagination: params.pagination, cursor: params.cursor },
  });
}

export function getContasEmailQueryOptions(params: ContaEmailListParams) {
  return queryOptions({
    queryKey: [contasEmailKey, 'lista', params],
    queryFn: ({ signal }) => getContasEmail(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContasEmail(params: ContaEmailListParams) {
  return useQuery(getContasEmailQueryOptions(params));
}
