import { formatCpf } from '@ocupacional/shared';
import type { Medico } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { medicosApi } from '../api/medicos';
import { RegistryListPage } from './registry-list-page';

const col = dataTableColumns<Medico>();

const columns = col.columns([
  col.accessor('crm', { header: 'CRM', cell: ({ row }) => `${row.original.crm}/${row.original.crm_uf}` }),
  col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => (getValue() ? formatCpf(getValue()) : '') }),
]);

const editUrl = (row: Medico) => `/${fillPath(webPaths.medicoEditar, { id: row.id })}`;

/**
 * Configurações › Médicos Examinadores (issue 14; spec 3 §2.2 config/medicos): the examining doctors S-2220 names,
 * with their CRM/UF and CPF.
 */
export function MedicosPage() {
  return (
    <RegistryListPage<Medico>
      testId="medicos"
      columns={columns}
      useList={medicosApi.useList}
      useDelete={medicosApi.useDelete}
      getExcel={medicosApi.getExcel}
      newUrl={`/${webPaths.medicoNovo}`}
      editUrl={editUrl}
      newLabel="Novo Médico"
      searchPlaceholder="Nome ou CRM"
      emptyMessage="Nenhum médico encontrado"
      totalLabel={(total) => `${total} médico(s)`}
    />
  );
}
