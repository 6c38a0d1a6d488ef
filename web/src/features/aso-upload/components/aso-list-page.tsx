import { Badge, Button, Flex, SearchField, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks, permissions, todayInSaoPaulo } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import type { PaginationState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { AsoEmailModal } from '../../mail/components/aso-email-modal';
import type { AsoEmailOrigin } from '../../mail/components/aso-email-modal';
import { useAsoLiberacoes } from '../api/get-aso-liberacoes';
import { asoRowTone, documentLabels } from '../utils/aso-row';
import { activeLiberacaoFilters, defaultLiberacaoFilters, toLiberacaoApiFilter } from '../utils/liberacao-filters';
import type { LiberacaoFilters } from '../utils/liberacao-filters';
import { ArquivoModal } from './arquivo-modal';
import { ConsultaStatusBadge } from './consulta-status-badge';
import { LiberacaoFiltersForm } from './liberacao-filters-form';
import { UploadModal } from './upload-modal';

const col = dataTableColumns<AsoConsultaRow>();
const noRows: AsoConsultaRow[] = [];

interface RowActions {
  openArquivo?: (idCon: number) => void;
  openEmail?: (idCon: number) => void;
}

function columnsFor({ openArquivo, openEmail }: RowActions) {
  return col.columns([
    col.accessor('codigo', {
      header: 'Consulta',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span" fontWeight="bold">
            {row.original.id_con}
          </Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {row.original.codigo}
          </Text>
        </Flex>
      ),
    }),
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => row.funcionario.nome, {
      id: 'funcionario',
      header: 'Funcionário',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.funcionario.nome}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {applyMask(masks.cpf, row.original.funcionario.cpf)}
          </Text>
        </Flex>
      ),
    }),
    col.accessor('funcao', {
      header: 'Função',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.funcao}</Text>
          <Text as="span" fontSize="small" color="font.tertiary">
            {row.original.tipo_aso.descricao}
          </Text>
        </Flex>
      ),
    }),
    col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => formatBrDate(getValue().slice(0, 10)) }),
    col.accessor('created_at', { header: 'Cadastro', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({ id: 'status', header: 'Status', cell: ({ row }) => <ConsultaStatusBadge status={row.original.tipo_status} /> }),
    col.display({
      id: 'arquivos',
      header: 'Arquivos',
      cell: ({ row }) => {
        const labels = documentLabels(row.original);
        return labels.length ? (
          <Flex gap="xxs" wrap="wrap">
            {labels.map((label) => (
              <Badge key={label} size="small" variation="info">
                {label}
              </Badge>
            ))}
          </Flex>
        ) : (
          <Text as="span" color="font.tertiary">
            -
          </Text>
        );
      },
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          {row.original.aso ? (
            // The generated ASO of a released consultation, in a new tab with the session cookie (spec 2 §7).
            <Button as="a" size="small" href={row.original.aso.url} target="_blank" rel="noopener" data-testid="print-aso">
              Imprimir ASO
            </Button>
          ) : null}
          {openArquivo ? (
            <Button size="small" onClick={() => openArquivo(row.original.id_con)} data-testid="open-arquivo">
              Arquivos
            </Button>
          ) : null}
          {openEmail ? (
            <Button size="small" onClick={() => openEmail(row.original.id_con)} data-testid="open-email">
              Email
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The back office's ASO list (spec 2 §2): consultations waiting for their ASO (68) or release (69), created 60
 * days back to 1 day ahead by default, searched by consultation code only; 'Upload de ASO' (permission 553) and
 * 'Enviar ASO por Email' (561); per row the generated ASO's print, the file detail and the e-mail modal.
 */
export function AsoListPage() {
  const session = useSession(undefined);
  const today = todayInSaoPaulo();
  const defaults = useMemo(() => defaultLiberacaoFilters(today), [today]);
  const [filters, setFilters] = useState<LiberacaoFilters>(defaults);
  const [empresaLabel, setEmpresaLabel] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [arquivoOf, setArquivoOf] = useState<number | null>(null);
  const [emailOrigin, setEmailOrigin] = useState<AsoEmailOrigin | null>(null);
  const usuario = session.data?.usuario;
  const mayUpload = can(usuario, permissions.uploadAso);
  const mayEmail = can(usuario, permissions.enviarAsoPorEmail);
  const list = useAsoLiberacoes(undefined, {
    search,
    page: pagination.pageIndex + 1,
    pagination: pagination.pageSize,
    filter: toLiberacaoApiFilter(filters),
  });
  const columns = useMemo(
    () =>
      columnsFor({
        openArquivo: mayUpload ? setArquivoOf : undefined,
        openEmail: mayEmail ? (idCon) => setEmailOrigin({ kind: 'consulta', consultaId: String(idCon) }) : undefined,
      }),
    [mayUpload, mayEmail],
  );

  const error = list.error instanceof ApiError ? { status: list.error.status, msg: list.error.msg } : null;
  return (
    <Flex direction="column" gap="medium" data-testid="aso-list-page">
      <SearchField
        label="Pesquisar"
        placeholder="Código da consulta (OCP-…) ou número"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        onClear={() => setTyped('')}
        clearButtonLabel="Limpar"
        hasSearchButton={false}
        maxWidth="32rem"
        data-testid="aso-search"
      />
      <DataTable<AsoConsultaRow>
        testId="aso-table"
        columns={columns}
        data={list.data?.data ?? noRows}
        getRowId={(row) => String(row.id_con)}
        rowTestId={(row) => `aso-${row.id_con}`}
        rowCount={list.data?.pagination.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        rowTone={asoRowTone}
        loading={list.isPending}
        error={error}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <LiberacaoFiltersForm
            key={JSON.stringify(filters)}
            value={filters}
            defaults={defaults}
            empresaLabel={empresaLabel}
            onEmpresaLabel={setEmpresaLabel}
            onApply={(next) => {
              setFilters(next);
              setPagination((current) => ({ ...current, pageIndex: 0 }));
            }}
          />
        }
        activeFilters={activeLiberacaoFilters(filters, defaults)}
        toolbar={
          <>
            {mayUpload ? (
              <Button size="small" variation="primary" onClick={() => setUploadOpen(true)} data-testid="open-upload">
                Upload de ASO
              </Button>
            ) : null}
            {mayEmail ? (
              <Button size="small" onClick={() => setEmailOrigin({ kind: 'empresa' })} data-testid="open-email-empresa">
                Enviar ASO por Email
              </Button>
            ) : null}
          </>
        }
      />
      <UploadModal open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <ArquivoModal idCon={arquivoOf} onClose={() => setArquivoOf(null)} />
      {emailOrigin ? <AsoEmailModal open onClose={() => setEmailOrigin(null)} origin={emailOrigin} /> : null}
    </Flex>
  );
}
