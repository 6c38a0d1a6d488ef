import { asoUploadRowSchema } from '@ocupacional/shared';
import type { AsoUploadRow } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isSettled } from '../utils/upload-status';

/** How often an upload in progress is looked at (docs/api/aso-upload.md step 4: every 1–2 s). */
export const followUploadMs = 1500;

/** GET empresa/consulta/upload/{id}: one upload and its progress. */
export function getAsoUpload(id: string, signal?: AbortSignal): Promise<AsoUploadRow> {
  return api.get('asoUpload', asoUploadRowSchema, { signal, params: { id } });
}

/** Follows an upload until it is done or failed. */
export function getAsoUploadQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: ['aso-upload', id ?? ''],
    queryFn: ({ signal }) => getAsoUpload(id ?? '', signal),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : followUploadMs),
  });
}

export function useAsoUpload(id: string | null) {
  return useQuery(getAsoUploadQueryOptions(id));
}
