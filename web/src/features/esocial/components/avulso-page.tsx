import { Button, Flex, SearchField } from '@aws-amplify/ui-react';
import { defaultPageSize, todayInSaoPaulo } from '@ocupacional/shared';
import type { PaginationState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useArea } from '../../../lib/area-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAvulsos } from '../api/eventos';
import type { EventoRow } from '../api/eventos';
import { activeEventoFilterCount, emptyEventoFilters, toEventoApiFilter } from '../utils/evento-filters';
import type { EventoFilters } from '../utils/evento-filters';
import { AvulsoModal } from './avulso-modal';
import { EventoFiltersForm } from './evento-filters-form';
import type { FilterLabels } from './evento-filters-form';
import { EventosList } from './eventos-list';

/**
 * The manual events (spec 2 §2; web esocial/avulso, empresa esocial/gerar-xml-avulso): the S-2220/S-2240 typed by
 * hand, with the events page's filters, table and actions, and the 'Inserir novo XML' modal (also to edit one
 * never sent).
 */
export function AvulsoPage() {
  const area = useArea();
  const today = todayInSaoPaulo();
  const empresaFixa = area === 'empresa';
  const [filters, setFilters] = useState<EventoFilters>(emptyEventoFilters);
  const [labels, setLabels] = useState<FilterLabels>({});
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [modal, setModal] = useState<{ open: boolean; editId: string | null }>({ open: false, editId: null });
  const list = useAvulsos({
    search,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    filter: toEventoApiFilter(filters, today, empresaFixa),
  });

  // Stable, so the table keeps its columns between renders.
  const edit = useCallback((row: EventoRow) => setModal({ open: true, editId: row.id }), []);

  return (
    <Flex direction="column" gap="medium" data-testid="esocial-avulso-page">
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
        variant="avulso"
        testId="avulsos-table"
        page={list.data}
        loading={list.isPending}
        error={list.error}
        pagination={pagination}
        onPaginationChange={setPagination}
        activeFilters={activeEventoFilterCount(filters, empresaFixa)}
        emptyMessage="Nenhum evento avulso encontrado"
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
          <Button size="small" variation="primary" onClick={() => setModal({ open: true, editId: null })} data-testid="inserir-xml">
            Inserir novo XML
          </Button>
        }
      />
      <AvulsoModal open={modal.open} editId={modal.editId} onClose={() => setModal({ open: false, editId: null })} />
    </Flex>
  );
}
