import { formatCpf } from '@ocupacional/shared';
import type { UsuarioCadastro } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { usuariosApi } from '../api/usuarios';

const col = dataTableColumns<UsuarioCadastro>();

const columns = col.columns([
  col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => formatCpf(getValue()) }),
  col.accessor('usuario', { header: 'Usuário' }),
  col.accessor('email', { header: 'Email' }),
  col.display({
    id: 'perfil',
    header: 'Perfil',
    cell: ({ row }) =>
      row.original.is_adm || row.original.is_sadm ? 'Administrador' : `${row.original.acesso_permissao.length} permissão(ões)`,
  }),
]);

const editUrl = (row: UsuarioCadastro) => `/${fillPath(webPaths.usuarioEditar, { id: row.id })}`;

/** Configurações › Usuários (issue 14): the web area's operators, with their profile (administrator or permissions). */
export function UsuariosPage() {
  return (
    <RegistryListPage<UsuarioCadastro>
      testId="usuarios"
      columns={columns}
      useList={usuariosApi.useList}
      useDelete={usuariosApi.useDelete}
      getExcel={usuariosApi.getExcel}
      newUrl={`/${webPaths.usuarioNovo}`}
      editUrl={editUrl}
      newLabel="Novo Usuário"
      searchPlaceholder="Nome ou CPF"
      emptyMessage="Nenhum usuário encontrado"
      totalLabel={(total) => `${total} usuário(s)`}
    />
  );
}
