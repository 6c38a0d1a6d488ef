import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { esocialMensagens, permissions } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useArea } from '../../../lib/area-context';
import { ApiError } from '../../../lib/api-client';
import { saveBase64File } from '../../../lib/download-file';
import { empresaPaths, fillPath, tenantUrl, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import type { ServerPageProps } from '../../../ui/data-table/server-page';
import { useNotify } from '../../../ui/notifications';
import { getEventoXml, useDeletarEventos, useGerarXml } from '../api/eventos';
import type { EventoRow } from '../api/eventos';
import { AtualizarUidModal } from './atualizar-uid-modal';
import { ConflitosIndicator, EmpresaCell, EventoStatusBadge, FuncaoCell, FuncionarioCell, Identificador, PrazoCell } from './evento-cells';
import { EventoLogModal } from './evento-log-modal';

const col = dataTableColumns<EventoRow>();

/** The question before deleting an accepted event, which sends an S-3000 (ours). */
export const exclusaoConfirmacao =
  'Este evento já foi aceito pelo eSocial. Será enviado um evento de exclusão (S-3000) para o eSocial. Deseja continuar?';

/** Which table: a layout's (spec 2 §2 "a table per layout"), the manual events' or the CAT's. */
export type EventosVariant = 'S-2210' | 'S-2220' | 'S-2240' | 'S-3000' | 'avulso';

interface RowHandlers {
  openLog: (row: EventoRow) => void;
  openUid: (row: EventoRow) => void;
  download: (row: EventoRow) => void;
  gerarXml: (row: EventoRow) => void;
  remove: (row: EventoRow) => void;
  edit?: (row: EventoRow) => void;
  loteUrl: string;
  busy: string | null;
  /** Permission 586 (or administrator): deleting an event the web service accepted. */
  mayDeleteSent: boolean;
}

/** The columns that matter for each table (spec 2 §3 "Event file"). */
function columnsFor(variant: EventosVariant, handlers: RowHandlers) {
  const layout = col.accessor('layout', { header: 'Layout' });
  const empresa = col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa', cell: ({ row }) => <EmpresaCell row={row.original} /> });
  const funcionario = col.accessor((row) => row.funcionario.nome, {
    id: 'funcionario',
    header: 'Trabalhador',
    cell: ({ row }) => <FuncionarioCell row={row.original} />,
  });
  const funcao = col.accessor((row) => row.funcionario.funcao ?? '', {
    id: 'funcao',
    header: 'Função / FDT',
    cell: ({ row }) => <FuncaoCell row={row.original} />,
  });
  const consulta = col.accessor((row) => row.id_con ?? '', { id: 'id_con', header: 'Consulta', cell: ({ getValue }) => (getValue() === '' ? '—' : String(getValue())) });
  const excluido = col.accessor((row) => row.parent ?? '', { id: 'parent', header: 'Evento excluído', cell: ({ getValue }) => <Identificador value={getValue()} /> });
  const uid = col.accessor((row) => row.uid ?? '', { id: 'uid', header: 'UID', cell: ({ getValue }) => <Identificador value={getValue()} /> });
  const recibo = col.accessor((row) => row.recibo ?? '', { id: 'recibo', header: 'Recibo', cell: ({ getValue }) => <Identificador value={getValue()} /> });
  const status = col.accessor((row) => row.tipo_status.descricao, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <EventoStatusBadge status={row.original.tipo_status} />,
  });
  // The deadline to send (issue 13 item 9): what is due and what is late.
  const prazo = col.accessor((row) => row.prazo?.data ?? '', { id: 'prazo', header: 'Prazo', cell: ({ row }) => <PrazoCell prazo={row.original.prazo} /> });
  const lote = col.accessor((row) => row.lote?.numero ?? '', { id: 'lote', header: 'Lote', cell: ({ getValue }) => (getValue() === '' ? '—' : String(getValue())) });
  const conflitos = col.accessor((row) => row.conflitos.total, {
    id: 'conflitos',
    header: 'Conflitos',
    cell: ({ row }) => <ConflitosIndicator conflitos={row.original.conflitos} onClick={() => handlers.openLog(row.original)} />,
  });
  const acoes = col.display({ id: 'acoes', header: 'Ações', cell: ({ row }) => <RowActions row={row.original} handlers={handlers} /> });
  switch (variant) {
    case 'S-2220':
      return col.columns([empresa, funcionario, funcao, consulta, uid, recibo, status, prazo, lote, conflitos, acoes]);
    case 'S-3000':
      return col.columns([empresa, funcionario, excluido, uid, recibo, status, lote, conflitos, acoes]);
    case 'avulso':
      return col.columns([layout, empresa, funcionario, funcao, uid, recibo, status, prazo, lote, conflitos, acoes]);
    default:
      return col.columns([empresa, funcionario, funcao, uid, recibo, status, prazo, lote, conflitos, acoes]);
  }
}

/** The row's actions as the API allows them (`acoes`, spec 2 §4); the log always. */
function RowActions({ row, handlers }: { row: EventoRow; handlers: RowHandlers }) {
  const { acoes } = row;
  const busy = handlers.busy === row.id;
  return (
    <Flex gap="xxs" wrap="wrap" data-testid="evento-acoes">
      <Button size="small" onClick={() => handlers.openLog(row)} data-testid="acao-log">
        Log
      </Button>
      {handlers.edit && editavel(row) ? (
        <Button size="small" onClick={() => handlers.edit?.(row)} data-testid="acao-editar">
          Editar
        </Button>
      ) : null}
      {handlers.edit && retificavel(row) ? (
        <Button size="small" onClick={() => handlers.edit?.(row)} data-testid="acao-retificar" title="Corrigir e enviar a retificação (ALT)">
          Retificar
        </Button>
      ) : null}
      {acoes.atualizar_uid ? (
        <Button size="small" onClick={() => handlers.openUid(row)} data-testid="acao-atualizar-uid" title="Atualizar dados do evento">
          UID / Recibo
        </Button>
      ) : null}
      {acoes.baixar_xml ? (
        <Button size="small" onClick={() => handlers.download(row)} data-testid="acao-baixar-xml">
          Baixar XML
        </Button>
      ) : null}
      {acoes.atualizar_xml ? (
        <Button size="small" onClick={() => handlers.gerarXml(row)} isLoading={busy} data-testid="acao-atualizar-xml">
          Atualizar XML
        </Button>
      ) : null}
      {acoes.gerar_xml ? (
        <Button size="small" onClick={() => handlers.gerarXml(row)} isLoading={busy} data-testid="acao-gerar-xml">
          Gerar XML
        </Button>
      ) : null}
      {acoes.novo_lote ? (
        <Button as={Link} size="small" to={handlers.loteUrl} data-testid="acao-novo-lote">
          Novo Lote
        </Button>
      ) : null}
      {acoes.deletar && row.layout !== 'S-3000' && (!row.recibo || handlers.mayDeleteSent) ? (
        <Button size="small" colorTheme="error" onClick={() => handlers.remove(row)} data-testid="acao-excluir">
          Excluir
        </Button>
      ) : null}
    </Flex>
  );
}

/** A manual event or CAT may be edited until it has a receipt or waits for the web service. */
export function editavel(row: EventoRow): boolean {
  return (row.origem === 'avulso' || row.origem === 'cat') && !row.recibo && row.tipo_status.id !== 330 && row.tipo_status.id !== 380;
}

/**
 * An event typed in a form that the web service accepted (a receipt), not waiting for it (330) nor excluded (380):
 * editing it sends its rectification (issue 13 item 6; the API's retificavel rule).
 */
export function retificavel(row: EventoRow): boolean {
  return (row.origem === 'avulso' || row.origem === 'cat') && Boolean(row.recibo) && row.tipo_status.id !== 330 && row.tipo_status.id !== 380;
}

export interface EventosListProps {
  variant: EventosVariant;
  /** The page the API answered and where the list is (`serverListProps(rows, list)`). */
  rows: ServerPageProps<EventoRow>;
  filters?: ReactNode;
  activeFilters?: number;
  toolbar?: ReactNode;
  /** Manual events and CAT: reopen the form. */
  onEdit?: (row: EventoRow) => void;
  emptyMessage?: string;
  testId?: string;
}

/**
 * An events table with its row actions and modals: the item log, 'Atualizar dados do evento', the XML download,
 * refresh/generate XML and delete (with the per-row answer: 'Evento excluído com sucesso.' or 'Evento de exclusão
 * enviado para o eSocial.').
 */
export function EventosList(props: EventosListProps) {
  const area = useArea();
  const { tenant } = useParams();
  const notify = useNotify();
  const confirmations = useConfirmations();
  const gerar = useGerarXml();
  const deletar = useDeletarEventos();
  const [logOf, setLogOf] = useState<string | null>(null);
  const [uidOf, setUidOf] = useState<EventoRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const session = useSession(tenant);
  const mayDeleteSent = can(session.data?.usuario, permissions.deletarEventoEsocial);
  const loteUrl = area === 'empresa' ? tenantUrl(tenant, empresaPaths.esocialLotes) : `/${fillPath(webPaths.esocialLotes)}`;

  async function download(id: string) {
    try {
      saveBase64File(await getEventoXml(id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) notify({ message: esocialMensagens.downloadFalhou, variation: 'error' });
    }
  }

  const handlers: RowHandlers = {
    openLog: (row) => setLogOf(row.id),
    openUid: setUidOf,
    download: (row) => void download(row.id),
    gerarXml: (row) => {
      setBusy(row.id);
      gerar.mutateAsync({ layout: row.layout, body: { ids: [row.id] } }).then(
        (answer) => notify({ message: answer.msg, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer
      ).finally(() => setBusy(null));
    },
    remove: (row) => {
      void (async () => {
        // An accepted event is not deleted here: an S-3000 goes to the web service (spec 2 §4).
        const confirmed = row.recibo
          ? await confirmations.custom({ message: exclusaoConfirmacao, danger: true, confirmLabel: 'Enviar exclusão' })
          : await confirmations.deleteRecords(1);
        if (!confirmed) return;
        await deletar.mutateAsync({ layout: row.layout, ids: [row.id] }).then(
          (answer) => notify({ message: answer.msg, variation: 'success', title: 'Sucesso' }),
          () => undefined,
        );
      })();
    },
    edit: props.onEdit,
    loteUrl,
    busy,
    mayDeleteSent,
  };
  // The handlers change with `busy` only; the columns follow.
  const columns = useMemo(() => columnsFor(props.variant, handlers), [props.variant, busy, props.onEdit, loteUrl, mayDeleteSent]);

  return (
    <>
      <DataTable<EventoRow>
        testId={props.testId ?? 'eventos-table'}
        columns={columns}
        {...props.rows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `evento-${row.id}`}
        emptyMessage={props.emptyMessage ?? 'Nenhum evento encontrado'}
        filters={props.filters}
        activeFilters={props.activeFilters}
        toolbar={props.toolbar}
      />
      <Text fontSize="small" color="font.tertiary">
        Conflitos: vermelho com erros, laranja só com pontos de atenção. Clique no número para ver o log.
      </Text>
      <EventoLogModal id={logOf} onClose={() => setLogOf(null)} onDownload={(id) => void download(id)} />
      <AtualizarUidModal evento={uidOf} onClose={() => setUidOf(null)} />
    </>
  );
}
