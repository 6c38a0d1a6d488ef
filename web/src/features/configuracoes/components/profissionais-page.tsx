import { formatCpf } from '@ocupacional/shared';
import type { Profissional } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { profissionaisApi } from '../api/profissionais';

const col = dataTableColumns<Profissional>();

const columns = col.columns([
  col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => formatCpf(getValue()) }),
  col.accessor('formacao', { header: 'Formação / Cargo', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('nr_oc', { header: 'Registro', cell: ({ row }) => `${row.original.conselho} ${row.original.nr_oc}/${row.original.uf_oc}` }),
]);

const editUrl = (row: Profissional) => `/${fillPath(webPaths.profissionalEditar, { id: row.id })}`;

/**
 * Configurações › Profissionais (issue 14; spec 3 §2.2 config/profissionais): the SESMT professionals, the
 * environmental responsible S-2240 names, with CPF and council registration.
 */
export function ProfissionaisPage() {
  return (
    <RegistryListPage<Profissional>
      testId="profissionais"
      columns={columns}
      useList={profissionaisApi.useList}
      useDelete={profissionaisApi.useDelete}
      getExcel={profissionaisApi.getExcel}
      newUrl={`/${webPaths.profissionalNovo}`}
      editUrl={editUrl}
      newLabel="Novo Profissional"
      searchPlaceholder="Nome ou CPF"
      emptyMessage="Nenhum profissional encontrado"
      totalLabel={(total) => `${total} profissional(is)`}
    />
  );
}
