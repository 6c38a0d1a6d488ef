import { Alert, CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, masks, permissions, typeListCodes, typeLists } from '@ocupacional/shared';
import type { FatorRisco } from '@ocupacional/shared';
import { useState } from 'react';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { fatoresRiscoApi } from '../api/catalogos';
import { CatalogoList } from './catalogo-list';

const col = dataTableColumns<FatorRisco>();

const columns = col.columns([
  col.accessor('nome_comercial', { header: 'Nome Comercial' }),
  col.accessor('categoria', { header: 'Categoria eSocial', cell: ({ getValue }) => getValue() ?? '' }),
  col.accessor('cod_esocial', { header: 'Código eSocial', cell: ({ getValue }) => applyMask(masks.esocial, getValue() ?? '0000000') }),
  col.accessor('cod_metodologia', { header: 'Metodologia' }),
  col.accessor('ativo', { header: 'Status', cell: ({ getValue }) => (getValue() === 1 ? 'ATIVO' : 'INATIVO') }),
]);

/** The eSocial categories (type list 269) the list filters by. */
export const categoriaOptions = typeLists[typeListCodes.categoriaEsocial] ?? [];

const editUrl = (row: FatorRisco) => `/${fillPath(webPaths.fatorRiscoEditar, { id: row.id })}`;

/**
 * LTCAT › Fatores de Risco (issue 15; spec 3 §2.3 "Risk factor list"): the warning that factors must be linked to
 * risks under Configurações › Riscos, the eSocial category filter (several of list 269), Excel export of what the
 * search and filter find, insert, edit and delete with permission 568.
 */
export function FatoresRiscoPage() {
  const session = useSession(undefined);
  const list = useListState();
  const [categorias, setCategorias] = useState<number[]>([]);
  const rows = fatoresRiscoApi.useList({ ...list.query, categorias });
  const remove = fatoresRiscoApi.useDelete();
  const toggle = (id: number, checked: boolean) => {
    setCategorias((current) => categoriaOptions.map((item) => item.id).filter((item) => (item === id ? checked : current.includes(item))));
    list.toFirstPage();
  };
  return (
    <CatalogoList<FatorRisco>
      testId="fatores-risco"
      list={list}
      rows={rows}
      columns={columns}
      remove={remove}
      mayEdit={can(session.data?.usuario, permissions.fatorRisco)}
      getExcel={() => fatoresRiscoApi.getExcel({ search: list.query.search, categorias })}
      newUrl={`/${webPaths.fatorRiscoNovo}`}
      editUrl={editUrl}
      newLabel="Inserir Fator de Risco"
      searchPlaceholder="Nome ou código eSocial"
      emptyMessage="Nenhum fator de risco encontrado"
      totalLabel={(total) => `${total} fator(es) de risco`}
      header={
        <>
          <Alert variation="warning" data-testid="fatores-risco-aviso">
            Os fatores de risco devem ser vinculados aos riscos em Configurações › Riscos.
          </Alert>
          <Flex direction="column" gap="xxs" data-testid="fatores-risco-categorias">
            <Text fontWeight="bold" fontSize="small">
              Categoria eSocial
            </Text>
            <Flex wrap="wrap" columnGap="medium">
              {categoriaOptions.map((item) => (
                <CheckboxField
                  key={item.id}
                  name={`cat_esocial-${item.id}`}
                  label={item.descricao}
                  size="small"
                  value={String(item.id)}
                  checked={categorias.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
              ))}
            </Flex>
          </Flex>
        </>
      }
    />
  );
}
