import { Button } from '@aws-amplify/ui-react';
import { recordsDeletedMessage } from '@ocupacional/shared';
import type { OnChangeFn, PaginationState, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { useConfirmations } from '../confirm-dialog';
import { useNotify } from '../notifications';

/** A delete-by-ids mutation (the `useDelete…` hooks of the features). */
export interface DeleteIdsMutation {
  mutateAsync: (ids: string[]) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The chosen rows of a list and their delete: 'O sistema vai excluir N registro(s). Deseja prosseguir?', then the
 * mutation, the choice cleared and 'Registro(s) excluído(s) com sucesso'. A refused delete keeps the choice; the HTTP
 * client has shown the API's answer (a 403 included).
 *
 * @example const selected = useDeleteSelected(useDeleteCertificados(tenant)); <DataTable {...selected.tableProps} />
 */
export function useDeleteSelected(remove: DeleteIdsMutation) {
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const chosen = Object.keys(selection).filter((id) => selection[id]);

  async function deleteChosen() {
    if (!(await confirmations.deleteRecords(chosen.length))) return;
    await remove.mutateAsync(chosen).then(
      () => {
        setSelection({});
        notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' });
      },
      () => undefined, // the HTTP client has shown the answer
    );
  }

  return {
    chosen,
    setSelection,
    deleteChosen,
    deleting: remove.isPending,
    /** A pagination handler that also clears the choice, so no row of another page stays chosen unseen. */
    clearOnPageChange:
      (setPagination: OnChangeFn<PaginationState>): OnChangeFn<PaginationState> =>
      (updater) => {
        setSelection({});
        setPagination(updater);
      },
    /** The DataTable's selection props. */
    tableProps: { rowSelection: selection, onRowSelectionChange: setSelection },
  };
}

export type DeleteSelected = ReturnType<typeof useDeleteSelected>;

/** 'Excluir (N)' in the list's toolbar while rows are chosen. */
export function DeleteSelectedButton({ selected, testId }: { selected: DeleteSelected; testId?: string }) {
  if (!selected.chosen.length) return null;
  return (
    <Button size="small" colorTheme="error" onClick={() => void selected.deleteChosen()} isLoading={selected.deleting} data-testid={testId}>
      Excluir ({selected.chosen.length})
    </Button>
  );
}
