import { Badge, Link as AmplifyLink } from '@aws-amplify/ui-react';
import { formatCpf } from '@ocupacional/shared';
import type { Medico } from '@ocupacional/shared';
import { Link } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { medicosApi } from '../api/medicos';
import { RegistryListPage } from './registry-list-page';

const col = dataTableColumns<Medico>();

const columns = (editUrl: (row: Medico) => string) =>
  col.columns([
    col.accessor('nome', {
      header: 'Nome',
      cell: ({ row }) => (
        <AmplifyLink as={Link} to={editUrl(row.original)}>
          {row.original.nome}
        </AmplifyLink>
      ),
    }),
    col.accessor('crm', { header: 'CRM', cell: ({ row }) => `${row.original.crm}/${row.original.crm_uf}` }),
    col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => (getValue() ? formatCpf(getValue()) : '') }),
    col.accessor('ativo', {
      header: 'Status',
      cell: ({ getValue }) => (
        <Badge size="small" variation={getValue() ? 'success' : 'error'}>
          {getValue() ? 'ATIVO' : 'INATIVO'}
        </Badge>
      ),
    }),
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
