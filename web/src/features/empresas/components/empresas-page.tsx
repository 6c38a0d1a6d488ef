import { formatCnpj } from '@ocupacional/shared';
import type { EmpresaRegistro } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { empresasApi } from '../api/empresas';

const col = dataTableColumns<EmpresaRegistro>();

const columns = col.columns([
  col.accessor('cnpj', { header: 'CNPJ', cell: ({ getValue }) => formatCnpj(getValue()) }),
  col.display({
    id: 'cidade',
    header: 'Cidade/UF',
    cell: ({ row }) => [row.original.cidade, row.original.uf].filter(Boolean).join('/'),
  }),
]);

const editUrl = (row: EmpresaRegistro) => `/${fillPath(webPaths.empresaEditar, { id: row.id })}`;

/**
 * Empresas (issue 14; spec 3 §2.2 empresas): the tenant's client companies by name, or by CNPJ prefix for a search
 * of digits, with Excel export and, for administrators, new, edit and delete (refused while a company has employees
 * or consultations waiting).
 */
export function EmpresasPage() {
  return (
    <RegistryListPage<EmpresaRegistro>
      testId="empresas"
      columns={columns}
      useList={empresasApi.useList}
      useDelete={empresasApi.useDelete}
      getExcel={empresasApi.getExcel}
      newUrl={`/${webPaths.empresaNova}`}
      editUrl={editUrl}
      newLabel="Nova Empresa"
      searchPlaceholder="Nome ou CNPJ"
      emptyMessage="Nenhuma empresa encontrada"
      totalLabel={(total) => `${total} empresa(s)`}
    />
  );
}
