import { Badge, Button, Flex, Link as AmplifyLink } from '@aws-amplify/ui-react';
import { permissions, recordsDeletedMessage, type TabelaDinamica } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { saveBase64File } from '../../../lib/download-file';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';
import { exportTabelaDinamica, useDeleteTabela, useTabelasDinamicas } from '../api/tabelas-dinamicas';
import { TabelaVisualizacaoModal } from './tabela-visualizacao-modal';

/*
 * LTCAT › Tabelas Dinâmicas (issue 15; spec 3 §2.3 "Dynamic table list: colour swatch, name, view-table button,
 * export"): the tenant's tables by name, inactive ones in red (spec 3 §4); per row 'Ver Tabela' (the table as a
 * measurement fills it), 'Exportar' (its structure as .xlsx), and, with permission 571, 'Editar' and 'Excluir'.
 */

const editUrl = (row: TabelaDinamica) => `/${fillPath(webPaths.tabelaDinamicaEditar, { id: row.id })}`;

/** The colour swatch of a table. */
export function CorSwatch({ cor }: { cor: string | null }) {
  return (
    <span
      aria-label={cor ? `Cor ${cor}` : 'Sem cor'}
      data-testid="tabela-dinamica-cor"
      style={{ display: 'inline-block', width: '1.5rem', height: '1.5rem', borderRadius: '4px', border: '1px solid #ccc', background: cor ?? 'transparent' }}
    />
  );
}

export function TabelasDinamicasPage() {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.tabelaDinamica);
  const list = useListState();
  const rows = useTabelasDinamicas(list.query);
  const remove = useDeleteTabela('tabelaDinamicaDeletar');
  const selected = useDeleteSelected(remove);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [viewing, setViewing] = useState<TabelaDinamica | null>(null);
  const page = serverListProps(rows, list);
  const total = knownTotal(rows);

  const columns = useMemo(() => {
    const col = dataTableColumns<TabelaDinamica>();
    const deleteOne = async (row: TabelaDinamica) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer
      );
    };
    const exportOne = async (row: TabelaDinamica) => {
      try {
        saveBase64File(await exportTabelaDinamica(row.id));
      } catch {
        // the HTTP client has shown the failure
      }
    };
    return col.columns([
      col.display({ id: 'cor', header: 'Cor', cell: ({ row }) => <CorSwatch cor={row.original.cor} /> }),
      col.display({
        id: 'nome',
        header: 'Nome',
        cell: ({ row }) => (
          <AmplifyLink as={Link} to={editUrl(row.original)}>
            {row.original.nome}
          </AmplifyLink>
        ),
      }),
      col.display({
        id: 'ativo',
        header: 'Status',
        cell: ({ row }) => (
          <Badge size="small" variation={row.original.ativo === 1 ? 'success' : 'error'}>
            {row.original.ativo === 1 ? 'ATIVO' : 'INATIVO'}
          </Badge>
        ),
      }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) => (
          <Flex gap="xs" wrap="nowrap">
            <Button size="small" onClick={() => setViewing(row.original)} data-testid="tabelas-dinamicas-ver">
              Ver Tabela
            </Button>
            <Button size="small" onClick={() => void exportOne(row.original)} data-testid="tabelas-dinamicas-exportar">
              Exportar
            </Button>
            {mayEdit ? (
              <>
                <Button as={Link} size="small" to={editUrl(row.original)} data-testid="tabelas-dinamicas-edit">
                  Editar
                </Button>
                <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="tabelas-dinamicas-delete-row">
                  Excluir
                </Button>
              </>
            ) : null}
          </Flex>
        ),
      }),
    ]);
  }, [mayEdit, remove.mutateAsync]);

  return (
    <Flex direction="column" gap="medium" data-testid="tabelas-dinamicas-page">
      <ListSearchField {...list.searchField} placeholder="Nome da tabela" width="22rem" testId="tabelas-dinamicas-search" />
      <DataTable<TabelaDinamica>
        testId="tabelas-dinamicas-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `tabelas-dinamicas-${row.id}`}
        // Spec 3 §4: inactive tables are shown in red.
        rowTone={(row) => (row.ativo === 0 ? 'error' : undefined)}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        {...(mayEdit ? { selectable: () => true, ...selected.tableProps } : {})}
        emptyMessage="Nenhuma tabela dinâmica encontrada"
        toolbar={
          <>
            {mayEdit ? <DeleteSelectedButton selected={selected} testId="tabelas-dinamicas-delete" /> : null}
            {mayEdit ? (
              <Button as={Link} size="small" variation="primary" to={`/${webPaths.tabelaDinamicaNova}`} data-testid="tabelas-dinamicas-new">
                Inserir Nova Tabela
              </Button>
            ) : null}
          </>
        }
      />
      {total !== null ? <span data-testid="tabelas-dinamicas-total">{`${total} tabela(s)`}</span> : null}
      <TabelaVisualizacaoModal tabela={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
