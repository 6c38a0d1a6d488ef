import { applyMask, masks } from '@ocupacional/shared';
import type { CredenciadaCadastro } from '@ocupacional/shared';
import { Badge } from '@aws-amplify/ui-react';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { credenciadasApi } from '../api/credenciadas';

const col = dataTableColumns<CredenciadaCadastro>();

const columns = col.columns([
  col.accessor('cnpj', { header: 'CNPJ', cell: ({ getValue }) => applyMask(masks.cnpj, getValue()) }),
  col.display({ id: 'local', header: 'Cidade/UF', cell: ({ row }) => `${row.original.cidade}/${row.original.uf}` }),
  col.accessor('tel_com', { header: 'Telefone', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('padrao', {
    header: 'Padrão',
    cell: ({ getValue }) =>
      getValue() === 1 ? (
        <Badge size="small" variation="info">
          PADRÃO
        </Badge>
      ) : null,
  }),
]);

const editUrl = (row: CredenciadaCadastro) => `/${fillPath(webPaths.credenciadaEditar, { id: row.id })}`;

/**
 * Credenciadas (issue 14; spec 3 §2.2 credenciadas): the tenant's accredited clinics by name (or CNPJ prefix), the
 * default one flagged; each opens on its data, price tables and portal users.
 */
export function CredenciadasPage() {
  return (
    <RegistryListPage<CredenciadaCadastro>
      testId="credenciadas"
      columns={columns}
      useList={credenciadasApi.useList}
      useDelete={credenciadasApi.useDelete}
      getExcel={credenciadasApi.getExcel}
      newUrl={`/${webPaths.credenciadaNovo}`}
      editUrl={editUrl}
      newLabel="Nova Credenciada"
      searchPlaceholder="Nome ou CNPJ"
      emptyMessage="Nenhuma credenciada encontrada"
      totalLabel={(total) => `${total} credenciada(s)`}
    />
  );
}
