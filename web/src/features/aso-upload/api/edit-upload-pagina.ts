import { asoUploadPaginaSchema } from '@ocupacional/shared';
import type { AsoUploadPaginaEditInput } from '@ocupacional/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { asoLiberacoesKey } from './get-aso-liberacoes';
import { asoUploadsKey } from './get-aso-uploads';
import { uploadPaginasKey } from './get-upload-paginas';

/**
 * POST empresa/consulta/upload/pagina/{id}/editar: links a page by hand (it becomes 193). A 400 names the field
 * ('Selecione uma opção válida' under id_con); the form shows it.
 */
export function editUploadPagina(id: string, body: AsoUploadPaginaEditInput) {
  return api.sendForAnswer('asoUploadPaginaEditar', asoUploadPaginaSchema, { params: { id }, body });
}

export function useEditUploadPagina() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AsoUploadPaginaEditInput }) => editUploadPagina(id, body),
    onSuccess: async () => {
      await Promise.all(
        [uploadPaginasKey, asoUploadsKey, asoLiberacoesKey].map((key) => client.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
