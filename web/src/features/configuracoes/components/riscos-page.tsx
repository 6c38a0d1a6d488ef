import { applyMask, masks, riscoCategoriaLabels } from '@ocupacional/shared';
import type { RiscoCadastro } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { RegistryListPage } from '../../cadastros/components/registry-list-page';
import { riscosApi } from '../api/riscos';

const col = dataTableColumns<RiscoCadastro>();

const columns = col.columns([
  col.accessor('codigo_esocial', {
    header: 'Código eSocial',
    cell: ({ getValue }) => {
      const code = getValue();
      return code ? applyMask(masks.esocial, code) : '';
    },
  }),
  col.accessor('categoria', { header: 'Categoria', cell: ({ getValue }) => riscoCategoriaLabels[getValue()] }),
]);

const editUrl = (row: RiscoCadastro) => `/${fillPath(webPaths.riscoEditar, { id: row.id })}`;

/**
 * Configurações › Riscos (issue 14; spec 3 §2.2 config/riscos): the risk agents with their eSocial Tabela 24 code
 * (99.99.999) and category.
 */
export function RiscosPage() {
  return (
    <RegistryListPage<RiscoCadastro>
      testId="riscos"
      columns={columns}
      useList={riscosApi.useList}
      useDelete={riscosApi.useDelete}
      getExcel={riscosApi.getExcel}
      newUrl={`/${webPaths.riscoNovo}`}
      editUrl={editUrl}
      newLabel="Novo Risco"
      searchPlaceholder="Nome ou código eSocial"
      emptyMessage="Nenhum risco encontrado"
      totalLabel={(total) => `${total} risco(s)`}
    />
  );
}
