import type { Exame } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { examesApi } from '../api/exames';
import { RegistryListPage } from './registry-list-page';

const col = dataTableColumns<Exame>();

const columns = col.columns([
  col.accessor('codigo_esocial', { header: 'Código eSocial', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('procedimento', { header: 'Procedimento (Tabela 27)', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('clinico', { header: 'Clínico', cell: ({ getValue }) => (getValue() ? 'Sim' : 'Não') }),
]);

const editUrl = (row: Exame) => `/${fillPath(webPaths.exameEditar, { id: row.id })}`;

/** Configurações › Exames (issue 14; spec 3 §2.2 config/exames): the tenant's exam catalogue. */
export function ExamesPage() {
  return (
    <RegistryListPage<Exame>
      testId="exames"
      columns={columns}
      useList={examesApi.useList}
      useDelete={examesApi.useDelete}
      getExcel={examesApi.getExcel}
      newUrl={`/${webPaths.exameNovo}`}
      editUrl={editUrl}
      newLabel="Novo Exame"
      searchPlaceholder="Nome ou código eSocial"
      emptyMessage="Nenhum exame encontrado"
      totalLabel={(total) => `${total} exame(s)`}
    />
  );
}
