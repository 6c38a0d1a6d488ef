import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { applyMask, esocialMensagens, masks, recordsDeletedMessage } from '@ocupacional/shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { saveBase64File } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date-time';
import { empresaPaths, fillPath, tenantUrl, webPaths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { serverListProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { useNotify } from '../../../ui/notifications';
import { useEsocialEmpresaDaSessao } from '../../esocial/api/lookups';
import { useDeleteLotes } from '../api/delete-lotes';
import { getLoteArquivo } from '../api/get-lote-arquivo';
import { useLotes } from '../api/get-lotes';
import type { LoteFilter } from '../api/get-lotes';
import type { LoteRow } from '../api/lote-schemas';
import { activeLoteFilters } from '../utils/lote-rules';
import { hasEsocialPackage } from '../utils/package';
import { ConsultaModal } from './consulta-modal';
import { GerarLoteModal, layoutOptions } from './gerar-lote-modal';
import { LoteEmailModal } from './lote-email-modal';
import { LoteItensModal } from './lote-itens-modal';
import { EmpresaPicker, FuncionarioPicker, empresaLabel } from './pickers';
import { ProcessarModal } from './processar-modal';

const col = dataTableColumns<LoteRow>();

interface RowActions {
  email: (row: LoteRow) => void;
  processar: ((row: LoteRow) => void) | null;
  itens: (row: LoteRow) => void;
  baixar: (row: LoteRow) => void;
  excluir: (row: LoteRow) => void;
}

function columnsFor(actions: RowActions) {
  return col.columns([
    col.accessor('lote', { header: 'Lote', cell: ({ getValue }) => <Text as="span" fontWeight="bold">{getValue()}</Text> }),
    col.accessor('empresa_nome_fantasia', {
      header: 'Empresa',
      cell: ({ row }) => (
        <TwoLineCell main={row.original.empresa_nome_fantasia} detail={applyMask(masks.cnpj, row.original.empresa_cnpj)} />
      ),
    }),
    col.accessor('layout', {
      header: 'Layout',
      cell: ({ row }) => `${row.original.layout}${row.original.avulso ? ' (avulso)' : ''}`,
    }),
    col.accessor('eventos', {
      header: 'Eventos',
      cell: ({ row }) => (
        <Flex direction="column" gap="0">
          <Text as="span">{row.original.eventos}</Text>
          {row.original.mensagem ? (
            <Text as="span" fontSize="small" color={row.original.status === 201 ? 'font.success' : 'font.warning'}>
              {row.original.mensagem}
            </Text>
          ) : null}
        </Flex>
      ),
    }),
    col.accessor('arquivo', {
      header: 'Arquivo',
      cell: ({ row }) =>
        row.original.arquivo ? (
          <Button variation="link" size="small" padding="0" onClick={() => actions.baixar(row.original)} data-testid="baixar-lote">
            {row.original.arquivo}
          </Button>
        ) : (
          ''
        ),
    }),
    col.accessor('updated_at', { header: 'Atualizado em', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="wrap">
          <Button size="small" onClick={() => actions.itens(row.original)} data-testid="itens-lote">
            Itens
          </Button>
          <Button size="small" onClick={() => actions.email(row.original)} data-testid="email-lote">
            E-mail
          </Button>
          {/* Package 30 (spec 2 §6). */}
          {actions.processar ? (
            <Button size="small" onClick={() => actions.processar?.(row.original)} data-testid="processar-lote">
              Processar
            </Button>
          ) : null}
          <Button
            size="small"
            colorTheme="error"
            isDisabled={!row.original.pode_deletar}
            title={row.original.pode_deletar ? undefined : esocialMensagens.loteComProcessos}
            onClick={() => actions.excluir(row.original)}
            data-testid="excluir-lote"
          >
            Excluir
          </Button>
        </Flex>
      ),
    }),
  ]);
}

/** The path of the lote screen in this area, with or without a lote (its items open). */
function lotesUrl(tenant: string | undefined, lote?: string): string {
  return tenant ? tenantUrl(tenant, empresaPaths.esocialLotes, { lote }) : `/${fillPath(webPaths.esocialLotes, { lote })}`;
}

/** What the list showed when a lote was asked for: its total (null under a filter) and its newest row. */
interface LoteListMark {
  total: number | null;
  newest: string | null;
}

/** Whether the asked-for lote shows: a bigger total or, with no total, another newest row. */
function loteArrived(before: LoteListMark, now: LoteListMark): boolean {
  if (before.total !== null && now.total !== null) return now.total > before.total;
  return now.newest !== null && now.newest !== before.newest;
}

/**
 * The lotes (spec 2 §2 "Batch list"; web esocial/lotes/:lote?, empresa esocial/gerar-lote/:lote?): columns lote,
 * empresa, layout, eventos, arquivo, updated_at; filters Empresa, Trabalhador, Layout; 'Gerar Novo Lote'; per row
 * the items, the e-mail, processing (package 30), the file and the delete (not with processes); and 'Consultar
 * Informações no eSocial' (package 30). The `lote` parameter opens that lote's items.
 */
export function LotesPage() {
  const { tenant, lote: loteParam } = useParams();
  const navigate = useNavigate();
  const session = useSession(tenant);
  const notify = useNotify();
  const confirmations = useConfirmations();
  const [filter, setFilter] = useState<LoteFilter>({});
  const paging = useListState();
  const [gerarOpen, setGerarOpen] = useState(false);
  const [consultaOpen, setConsultaOpen] = useState(false);
  const [emailOf, setEmailOf] = useState<LoteRow | null>(null);
  const [processarOf, setProcessarOf] = useState<LoteRow | null>(null);
  // After 'Gerar Novo Lote' the list looks again every few seconds until a lote arrives (or for two minutes).
  const [watching, setWatching] = useState<LoteListMark | null>(null);
  const { page, pagination, cursor } = paging.query;
  const list = useLotes(tenant, { page, pagination, cursor, filter }, watching !== null);
  const remove = useDeleteLotes(tenant);
  const pacote = hasEsocialPackage(session.data);
  const total = list.data?.pagination.total ?? null;
  const newest = list.data?.data[0]?.id ?? null;

  useEffect(() => {
    if (watching === null) return;
    const stop = setTimeout(() => setWatching(null), 120_000);
    return () => clearTimeout(stop);
  }, [watching]);
  useEffect(() => {
    if (watching !== null && list.data && loteArrived(watching, { total, newest })) setWatching(null);
  }, [list.data, total, newest, watching]);

  const columns = useMemo(
    () =>
      columnsFor({
        email: setEmailOf,
        processar: pacote ? setProcessarOf : null,
        itens: (row) => void navigate(lotesUrl(tenant, row.id)),
        baixar: (row) =>
          void getLoteArquivo(tenant, row.id).then(saveBase64File, () => notify({ message: esocialMensagens.downloadFalhou })),
        excluir: (row) => void excluir(row),
      }),
    [pacote, tenant, navigate, notify],
  );

  async function excluir(row: LoteRow) {
    if (!(await confirmations.deleteRecords(1))) return;
    await remove.mutateAsync([row.id]).then(
      () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
      () => undefined, // the HTTP client has shown the API's message
    );
  }

  return (
    <Flex direction="column" gap="medium" data-testid="lotes-page">
      <DataTable<LoteRow>
        testId="lotes-table"
        columns={columns}
        {...serverListProps(list, paging)}
        rowTestId={(row) => `lote-${row.lote}`}
        rowTone={(row) => (row.status === 201 ? 'success' : row.status !== null && !row.em_andamento && row.status !== 0 ? 'warning' : undefined)}
        emptyMessage="Nenhum lote encontrado"
        filters={
          <LoteFiltersForm
            value={filter}
            onApply={(next) => {
              setFilter(next);
              paging.toFirstPage();
            }}
          />
        }
        activeFilters={activeLoteFilters(filter)}
        toolbar={
          <>
            {pacote ? (
              <Button size="small" onClick={() => setConsultaOpen(true)} data-testid="open-consulta">
                Consultar Informações no eSocial
              </Button>
            ) : null}
            <Button size="small" variation="primary" onClick={() => setGerarOpen(true)} data-testid="open-gerar-lote">
              Gerar Novo Lote
            </Button>
          </>
        }
      />
      <GerarLoteModal open={gerarOpen} onClose={() => setGerarOpen(false)} onGenerated={() => setWatching({ total, newest })} />
      <LoteEmailModal lote={emailOf} onClose={() => setEmailOf(null)} />
      {pacote ? <ProcessarModal lote={processarOf} onClose={() => setProcessarOf(null)} /> : null}
      {pacote ? <ConsultaModal open={consultaOpen} onClose={() => setConsultaOpen(false)} /> : null}
      <LoteItensModal loteId={loteParam ?? null} onClose={() => void navigate(lotesUrl(tenant))} />
    </Flex>
  );
}

/** The list filters Empresa, Trabalhador and Layout (spec 2 §2). */
function LoteFiltersForm({ value, onApply }: { value: LoteFilter; onApply: (filter: LoteFilter) => void }) {
  const empresaDaSessao = useEsocialEmpresaDaSessao();
  const form = useForm<Required<LoteFilter>>({
    defaultValues: { id_empresa: value.id_empresa ?? '', id_funcionario: value.id_funcionario ?? '', layout: value.layout ?? '' },
  });
  const empresa = useWatch({ control: form.control, name: 'id_empresa' });
  // In the empresa area the list is the company's anyway: its employees are the ones to pick.
  const empresaDosFuncionarios = empresaDaSessao?.id ?? empresa;
  return (
    <Form form={form} onSubmit={(values) => onApply(values)} testId="lote-filters">
      <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr auto' }} gap="small" alignItems="end">
        {empresaDaSessao === undefined ? (
          <EmpresaPicker name="id_empresa" label="Empresa" onPick={() => form.setValue('id_funcionario', '')} />
        ) : (
          <Text>{empresaDaSessao ? empresaLabel(empresaDaSessao) : ''}</Text>
        )}
        <FuncionarioPicker name="id_funcionario" label="Trabalhador" empresaId={empresaDosFuncionarios} disabled={!empresaDosFuncionarios} />
        <SelectInput name="layout" label="Layout" options={layoutOptions} placeholder="Todos" />
        <Flex gap="xs">
          <Button
            size="small"
            onClick={() => {
              form.reset({ id_empresa: '', id_funcionario: '', layout: '' });
              onApply({});
            }}
          >
            Limpar
          </Button>
          <Button size="small" type="submit" variation="primary" data-testid="apply-lote-filters">
            Filtrar
          </Button>
        </Flex>
      </Grid>
    </Form>
  );
}
