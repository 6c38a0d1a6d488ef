import { applyMask, masks } from '@ocupacional/shared';
import type { FuncaoCadastro } from '@ocupacional/shared';
import { fillPath, webPaths } from '../../../lib/paths';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { funcoesApi } from '../api/funcoes';
import { RegistryListPage } from './registry-list-page';

const col = dataTableColumns<FuncaoCadastro>();

const columns = col.columns([
  col.accessor('cbo', { header: 'CBO', cell: ({ getValue }) => (getValue() ? applyMask(masks.cbo, getValue()) : '') }),
  col.accessor('descricao', { header: 'Descrição', cell: ({ getValue }) => getValue() ?? '' }),
]);

const editUrl = (row: FuncaoCadastro) => `/${fillPath(webPaths.funcaoEditar, { id: row.id })}`;

/** Configurações › Funções (issue 14; spec 3 §2.2 config/funcoes): the tenant's job positions with their CBO. */
export function FuncoesPage() {
  return (
    <RegistryListPage<FuncaoCadastro>
      testId="funcoes"
      columns={columns}
      useList={funcoesApi.useList}
      useDelete={funcoesApi.useDelete}
      getExcel={funcoesApi.getExcel}
      newUrl={`/${webPaths.funcaoNovo}`}
      editUrl={editUrl}
      newLabel="Nova Função"
      searchPlaceholder="Nome ou CBO"
      emptyMessage="Nenhuma função encontrada"
      totalLabel={(total) => `${total} função(ões)`}
    />
  );
}
