import { Button, Flex, SearchField } from '@aws-amplify/ui-react';
import { defaultPageSize, todayInSaoPaulo } from '@ocupacional/shared';
import type { PaginationState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useArea } from '../../../lib/area-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEventos } from '../api/eventos';
import type { EventoRow } from '../api/eventos';
import { activeEventoFilterCount, emptyEventoFilters, toEventoApiFilter } from '../utils/evento-filters';
import type { EventoFilters } from '../utils/evento-filters';
import { CatModal } from './cat-modal';
import { EventoFiltersForm } from './evento-filters-form';
import type { FilterLabels } from './evento-filters-form';
import { EventosList } from './eventos-list';

/**
 * The CATs (web route cat): the S-2210 events with the events page's filters, table and actions, and the CAT form
 * (new, or a CAT not yet accepted opened again).
 */
export function CatPage() {
  const area = useArea();
  const today = todayInSaoPaulo();
  const empresaFixa = area === 'empresa';
  const [filters, setFilters] = useState<EventoFilters>(emptyEventoFilters);
  const [labels, setLabels] = useState<FilterLabels>({});
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [modal, setModal] = useState<{ open: boolean; editId: string | null }>({ open: false, editId: null });
  const list = useEventos('S-2210', {
    search,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    filter: toEventoApiFilter(filters, today, empresaFixa),
  });

  // Stable, so the table keeps its columns between renders.
  const edit = useCallback((row: EventoRow) => setModal({ open: true, editId: row.id }), []);

  return (
    <Flex direction="column" gap="medium" data-testid="esocial-cat-page">
      <SearchField
        label="Pesquisar"
        placeholder="Trabalhador, CPF, empresa, UID ou recibo"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        maxWidth="32rem"
      />
      <EventosList
        variant="S-2210"
        testId="cats-table"
        page={list.data}
        loading={list.isPending}
        error={list.error}
        pagination={pagination}
        onPaginationChange={setPagination}
        activeFilters={activeEventoFilterCount(filters, empresaFixa)}
        emptyMessage="Nenhuma CAT encontrada"
        onEdit={edit}
        filters={
          <EventoFiltersForm
            key={JSON.stringify(filters)}
            value={filters}
            labels={labels}
            onApply={(next, nextLabels) => {
              setFilters(next);
              setLabels(nextLabels);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            }}
          />
        }
        toolbar={
          <Button size="small" variation="primary" onClick={() => setModal({ open: true, editId: null })} data-testid="nova-cat">
            Nova CAT
          </Button>
        }
      />
      <CatModal open={modal.open} editId={modal.editId} onClose={() => setModal({ open: false, editId: null })} />
    </Flex>
  );
}
