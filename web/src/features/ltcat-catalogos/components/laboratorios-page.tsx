import { applyMask, masks, permissions } from '@ocupacional/shared';
import type { Laboratorio } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { laboratoriosApi } from '../api/catalogos';
import { CatalogoList } from './catalogo-list';

const col = dataTableColumns<Laboratorio>();

const columns = col.columns([
  col.accessor('codigo', { header: 'Código' }),
  col.accessor('cnpj', { header: 'CNPJ', cell: ({ getValue }) => applyMask(masks.cnpj, getValue()) }),
  col.accessor('tel_com', { header: 'Telefone', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('resp', { header: 'Responsável', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('email', { header: 'E-mail', cell: ({ getValue }) => getValue() ?? '' }),
]);

const editUrl = (row: Laboratorio) => `/${fillPath(webPaths.laboratorioEditar, { id: row.id })}`;

/**
 * LTCAT › Laboratórios (issue 15; spec 3 §2.3 "Laboratory list"): code, CNPJ, name, phone, manager and e-mail;
 * 'Inserir Laboratório', edit and delete with permission 570.
 */
export function LaboratoriosPage() {
  const session = useSession(undefined);
  const list = useListState();
  const rows = laboratoriosApi.useList(list.query);
  const remove = laboratoriosApi.useDelete();
  return (
    <CatalogoList<Laboratorio>
      testId="laboratorios"
      list={list}
      rows={rows}
      columns={columns}
      remove={remove}
      mayEdit={can(session.data?.usuario, permissions.laboratorio)}
      newUrl={`/${webPaths.laboratorioNovo}`}
      editUrl={editUrl}
      newLabel="Inserir Laboratório"
      searchPlaceholder="Nome ou CNPJ"
      emptyMessage="Nenhum laboratório encontrado"
      totalLabel={(total) => `${total} laboratório(s)`}
    />
  );
}
