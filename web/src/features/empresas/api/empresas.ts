import { empresaEsocialSchema, empresaRegistroSchema } from '@ocupacional/shared';
import type { EmpresaEsocialForm } from '@ocupacional/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';
import { registryCalls } from '../../cadastros/api/registry-calls';

/**
 * Empresas (issue 14; GET empresa/lista, empresa/{id}, empresa/excel; POST empresa/editar, empresa/deletar): the
 * registry's calls, cached under 'empresas'.
 */
export const empresasApi = registryCalls(
  'empresas',
  { list: 'empresaLista', one: 'empresa', excel: 'empresaExcel', save: 'empresaSalvar', remove: 'empresaDeletar' },
  empresaRegistroSchema,
);

/** GET empresa/{id}/esocial: the company's part in the tenant's automatic eSocial sending. */
export function empresaEsocialOptions(id: string) {
  return queryOptions({
    queryKey: ['empresas', 'esocial', id],
    queryFn: ({ signal }) => api.get('empresaEsocial', empresaEsocialSchema, { params: { id }, signal }),
  });
}

export const useEmpresaEsocial = (id: string) => useQuery(empresaEsocialOptions(id));

/** POST empresa/{id}/esocial/editar: this company's membership, at the configuration's version read. */
export function useSaveEmpresaEsocial(id: string) {
  const queryClient = useQueryClient();
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: Partial<EmpresaEsocialForm>) => api.send('empresaEsocialSalvar', empresaEsocialSchema, { params: { id }, body, action }),
    onSuccess: (answer) => queryClient.setQueryData(empresaEsocialOptions(id).queryKey, answer),
  });
}
