import { pageSchema, usuarioCadastroSchema, type PontoType } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { registryCalls, type RegistryListParams } from '../../cadastros/api/registry-calls';

/*
 * Usuários (issue 14; shared/src/routes/usuarios.ts): the web area's operators on the registry calls (GET usuario,
 * usuario/{id}, usuario/excel; POST usuario/editar, usuario/deletar), the users of one company, clinic or partner
 * (GET usuario/ponto/{point_type}/{point_id}) and 'Reenviar senha' (POST usuario/{id}/reenviar-senha). Everything is
 * cached under 'usuarios', so a save or delete refreshes every list.
 */

export const usuariosApi = registryCalls(
  'usuarios',
  { list: 'usuarioLista', one: 'usuario', excel: 'usuarioExcel', save: 'usuarioSalvar', remove: 'usuarioDeletar' },
  usuarioCadastroSchema,
);

const page = pageSchema(usuarioCadastroSchema);

/** The query of one page of a point's users. */
export const pontoUsuariosOptions = (pointType: PontoType, pointId: string, params: RegistryListParams) =>
  queryOptions({
    queryKey: [usuariosApi.key, 'ponto', pointType, pointId, params],
    queryFn: ({ signal }) =>
      api.get('usuarioPontoLista', page, {
        signal,
        params: { point_type: pointType, point_id: pointId },
        query: { search: params.search?.trim(), page: params.page ?? 1, pagination: params.pagination, cursor: params.cursor },
      }),
    placeholderData: keepPreviousData,
  });

export const usePontoUsuarios = (pointType: PontoType, pointId: string, params: RegistryListParams) =>
  useQuery(pontoUsuariosOptions(pointType, pointId, params));

/** POST usuario/{id}/reenviar-senha: a new password goes to the user's e-mail; answers the message to show. */
export function useReenviarSenha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.sendForAnswer('usuarioReenviarSenha', z.null(), { params: { id } })).msg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [usuariosApi.key] }),
  });
}
