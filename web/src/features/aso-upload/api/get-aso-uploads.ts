import { asoUploadPageSchema } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { isSettled } from '../utils/upload-status';

export type AsoUploadPage = z.infer<typeof asoUploadPageSchema>;

export interface AsoUploadListParams {
  search?: string;
  page: number;
  pagination: number;
  /** The `next` of the page before (keyed list); absent on page 1. */
  cursor?: string;
}

/** GET empresa/consulta/upload: 'Histórico de Uploads', newest first (the last 60 days to tomorrow). */
export function getAsoUploads(params: AsoUploadListParams, signal?: AbortSignal): Promise<AsoUploadPage> {
  return api.get('asoUploads', asoUploadPageSchema, {
    signal,
    query: { search: params.search?.trim(), page: params.page, pagination: params.pagination, cursor: params.cursor },
  });
}

/** The history's cache key root: a new upload, a reprocess or a delete invalidate it. */
export const asoUploadsKey = 'aso-uploads';

export function getAsoUploadsQueryOptions(params: AsoUploadListParams) {
  return queryOptions({
    queryKey: [asoUploadsKey, params],
    queryFn: ({ signal }) => getAsoUploads(params, signal),
    placeholderData: keepPreviousData,
    // Uploads still being read are looked at again until they settle.
    refetchInterval: (query) => (query.state.data?.data.some((row) => !isSettled(row)) ? 3000 : false),
  });
}

export function useAsoUploads(params: AsoUploadListParams) {
  return useQuery(getAsoUploadsQueryOptions(params));
}
