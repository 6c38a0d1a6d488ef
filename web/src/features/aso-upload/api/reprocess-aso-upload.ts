import { asoUploadRowSchema } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { asoUploadsKey } from './get-aso-uploads';

/**
 * GET empresa/consulta/upload/editar/{id}: reprocesses an upload (a failed file is split again, pages waiting for a
 * manual link are read again). A failure shows the server's message as an error alert (spec 2 §8).
 */
export function reprocessAsoUpload(id: string) {
  return api.get('asoUploadReprocessar', asoUploadRowSchema, { params: { id } });
}

export function useReprocessAsoUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reprocessAsoUpload,
    onSuccess: () => client.invalidateQueries({ queryKey: [asoUploadsKey] }),
  });
}
