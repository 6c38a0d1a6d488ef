import { formatCnpj } from '@ocupacional/shared';
import type { ParceiroCadastro } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { parceirosApi } from '../api/parceiros';

const col = dataTableColumns<ParceiroCadastro>();

const columns = col.columns([
  col.accessor('cnpj', { header: 'CNPJ', cell: ({ getValue }) => formatCnpj(getValue()) }),
  col.accessor('cidade', { header: 'Cidade', cell: ({ row }) => (row.original.cidade ? `${row.original.cidade}/${row.original.uf ?? ''}` : '') }),
  col.accessor('tel_com', { header: 'Telefone', cell: ({ getValue }) => getValue() ?? '' }),
]);

const editUrl = (row: ParceiroCadastro) => `/${fillPath(webPaths.parceiroEditar, { id: row.id })}`;

/** Configurações › Parceiros (issue 14; spec 3 §2.2 config/parceiros): the laboratories and providers that perform exams. */
export function ParceirosPage() {
  return (
    <RegistryListPage<ParceiroCadastro>
      testId="parceiros"
      columns={columns}
      useList={parceirosApi.useList}
      useDelete={parceirosApi.useDelete}
      getExcel={parceirosApi.getExcel}
      newUrl={`/${webPaths.parceiroNovo}`}
      editUrl={editUrl}
      newLabel="Novo Parceiro"
      searchPlaceholder="Razão social ou CNPJ"
      emptyMessage="Nenhum parceiro encontrado"
      totalLabel={(total) => `${total} parceiro(s)`}
    />
  );
}
