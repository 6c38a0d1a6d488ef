import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { modoProcessoLabels } from '@ocupacional/shared';
import type { ModoProcesso } from '@ocupacional/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import type { LoteRow, ProcessoRow } from '../api/lote-schemas';
import { useConsultarProcesso, useEnviarLote, useProcessos } from '../api/processos';
import { confirmacaoEnvio, modoBotoes, semConsultaPendente } from '../utils/lote-rules';
import { XmlModal } from './xml-viewer';

const col = dataTableColumns<ProcessoRow>();
const noRows: ProcessoRow[] = [];

function columnsFor(consultar: (row: ProcessoRow) => void, consultando: string | null) {
  return col.columns([
    col.accessor('id', { header: 'Id', cell: ({ getValue }) => <Text as="span" fontSize="small">{getValue().slice(-8)}</Text> }),
    col.accessor('modo', { header: 'Modo', cell: ({ getValue }) => modoProcessoLabels[getValue() as ModoProcesso] ?? getValue() }),
    col.accessor('status', { header: 'Status' }),
    col.accessor('mensagem', {
      header: 'Mensagem',
      cell: ({ row }) => (
        <Text as="span" color={row.original.processado ? 'font.success' : undefined}>
          {row.original.mensagem ?? ''}
        </Text>
      ),
    }),
    col.accessor('protocolo', { header: 'Protocolo', cell: ({ getValue }) => getValue() ?? '' }),
    col.accessor('data_recepcao', { header: 'Recepção', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() as string) : '') }),
    col.accessor('data_envio', { header: 'Envio', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() as string) : '') }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Button size="small" onClick={() => consultar(row.original)} isLoading={consultando === row.original.id} data-testid="consultar-processo">
          Consultar
        </Button>
      ),
    }),
  ]);
}

/**
 * Process batch (spec 2 §2 "Batch modals", §4; package 30): the processing table (id, mode, status, message,
 * protocol, reception and send dates), the transmission buttons Inclusão / Alteração / Exclusão enabled by the
 * API's mode rules and each confirmed first, and per process a 'Consultar' that polls the web service now (a process
 * still waiting) or shows its last answer kept by the API (a finished process), as XML.
 */
export function ProcessarModal({ lote, onClose }: { lote: LoteRow | null; onClose: () => void }) {
  return (
    <Modal open={lote !== null} onClose={onClose} title={lote ? `Processar Lote ${lote.lote} — ${lote.layout}` : 'Processar Lote'} testId="processar-modal">
      {lote ? <ProcessarBody key={lote.id} lote={lote} /> : null}
    </Modal>
  );
}

function ProcessarBody({ lote }: { lote: LoteRow }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const confirm = useConfirm();
  const processos = useProcessos(tenant, lote.id);
  const enviar = useEnviarLote(tenant, lote.id);
  const consultar = useConsultarProcesso(tenant, lote.id);
  const [xml, setXml] = useState<{ xml: string; title: string } | null>(null);
  const [consultando, setConsultando] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);

  async function send(modo: ModoProcesso) {
    if (!(await confirm({ message: confirmacaoEnvio(modo, lote.lote), confirmLabel: modoProcessoLabels[modo] }))) return;
    setFalha(null);
    await enviar.mutateAsync(modo).then(
      (answer) => notify({ message: answer.msg, variation: 'success', title: 'Sucesso' }),
      (error: unknown) => setFalha(error instanceof ApiError ? error.msg : null),
    );
  }

  async function consult(row: ProcessoRow) {
    setConsultando(row.id);
    setFalha(null);
    await consultar.mutateAsync(row.id).then(
      (answer) => {
        const status = answer.processo?.status ?? row.status;
        // The API polls only a process still waiting (101); a finished one answers the last response kept.
        if (answer.xml) setXml({ xml: answer.xml, title: status === 101 ? 'XML da Consulta do Lote' : 'Último retorno do eSocial (processamento concluído)' });
        // Nothing kept: the lote never reached the web service (status 0, or a failure before it answered).
        else notify({ message: semConsultaPendente(status), variation: 'info' });
      },
      (error: unknown) => setFalha(error instanceof ApiError ? error.msg : null),
    );
    setConsultando(null);
  }

  const data = processos.data;
  const error = loadErrorOf(processos.error);
  const ultimo = data?.processos[0];
  return (
    <Flex direction="column" gap="medium">
      {processos.isPending ? (
        <Flex justifyContent="center" padding="medium">
          <Loader ariaLabel="Carregando..." />
        </Flex>
      ) : null}
      {data ? (
        <>
          <Flex gap="small" wrap="wrap" alignItems="center" data-testid="modos">
            {modoBotoes(lote.layout, data.modos).map((botao) => (
              <Button
                key={botao.modo}
                variation={botao.modo === 'INC' ? 'primary' : undefined}
                colorTheme={botao.modo === 'EXC' ? 'error' : undefined}
                isDisabled={!botao.enabled || enviar.isPending}
                onClick={() => void send(botao.modo)}
                data-testid={`modo-${botao.modo}`}
              >
                {botao.label}
              </Button>
            ))}
            {data.em_andamento ? (
              <Flex alignItems="center" gap="xs">
                <Loader size="small" ariaLabel="Aguardando o eSocial" />
                <Text fontSize="small">Aguardando o retorno do eSocial…</Text>
              </Flex>
            ) : null}
          </Flex>
          {ultimo && !ultimo.processado && ultimo.mensagem && !data.em_andamento ? (
            <Alert variation="warning" data-testid="processo-aviso">
              {ultimo.mensagem}
            </Alert>
          ) : null}
        </>
      ) : null}
      {falha ? (
        <Alert variation="error" heading="Atenção" isDismissible onDismiss={() => setFalha(null)} data-testid="processo-falha">
          {falha}
        </Alert>
      ) : null}
      <DataTable<ProcessoRow>
        testId="processos-table"
        columns={columnsFor((row) => void consult(row), consultando)}
        data={data?.processos ?? noRows}
        getRowId={(row) => row.id}
        error={error}
        emptyMessage="Nenhum processamento para este lote"
      />
      {ultimo ? <Detalhamento processo={ultimo} /> : null}
      <XmlModal xml={xml?.xml ?? null} title={xml?.title ?? 'XML da Consulta do Lote'} onClose={() => setXml(null)} />
    </Flex>
  );
}

/** What the web service answered for the latest process: lote occurrences and each event's result. */
function Detalhamento({ processo }: { processo: ProcessoRow }) {
  if (processo.ocorrencias.length === 0 && processo.log_retorno.length === 0) return null;
  return (
    <Section title="Detalhamento do processamento" testId="processo-detalhamento">
      {processo.ocorrencias.map((ocorrencia, index) => (
        <Text key={`o${index}`} fontSize="small" color="font.error">
          {[ocorrencia.codigo, ocorrencia.descricao, ocorrencia.localizacao].filter(Boolean).join(' — ')}
        </Text>
      ))}
      {processo.log_retorno.map((retorno, index) => (
        <Flex key={`r${index}`} direction="column" gap="0">
          <Text fontSize="small">
            <strong>{retorno.cdResposta}</strong> {retorno.descResposta}
            {retorno.recibo ? ` · recibo ${retorno.recibo}` : ''}
            {retorno.uid ? ` · ${retorno.uid}` : ''}
          </Text>
          {(retorno.ocorrencias ?? []).map((ocorrencia, inner) => (
            <Text key={inner} fontSize="small" color="font.error" paddingLeft="medium">
              {[ocorrencia.codigo, ocorrencia.descricao, ocorrencia.localizacao].filter(Boolean).join(' — ')}
            </Text>
          ))}
        </Flex>
      ))}
    </Section>
  );
}
