import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, consultaStatus, formatBrDateTime, generateConsultationConfirmation, masks } from '@ocupacional/shared';
import type { ConsultaExternaDetail, ConsultaView } from '@ocupacional/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { tenantPaths, tenantUrl } from '../../../lib/paths';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { InfoField, InfoGrid } from '../../../ui/info-field';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useConsulta } from '../api/get-consulta';
import { useConsultaExternaCredenciada } from '../api/get-consulta-externa-credenciada';
import { useIniciarAtendimento } from '../api/iniciar-atendimento';
import { consultaRef } from '../utils/consulta-ref';
import { latestReleaseKey } from '../utils/liberacao-history';
import { CancelamentoForm } from './cancelamento-form';
import { ConsultaAlerta } from './consulta-alerta';
import { AcompanhamentoTab, AsoTab, PcmsoTab } from './consulta-tabs';
import { FemoTab } from './femo-form';
import { HistoricoConsultasTable } from './historico-consultas';
import { HistoricoLiberacao } from './historico-liberacao';
import { LiberacaoForm } from './liberacao-form';
import './atendimento.css';

/** The tabs of the clinic's consultation page (spec 1 §2), by value; `aba-<value>` is each tab's test id. */
export const consultaTabs = {
  acompanhamento: 'Acompanhamento',
  historico: 'Histórico',
  pcmso: 'PCMSO',
  aso: 'ASO',
  femo: 'FEMO',
  liberacao: 'Liberação',
  cancelamento: 'Cancelamento',
} as const;
export type ConsultaTab = keyof typeof consultaTabs;


type Dados = Pick<ConsultaView, 'data_age' | 'funcionario' | 'tipo_aso' | 'funcao' | 'fdt' | 'ghe' | 'empresa' | 'tipo_status'> & {
  id_con: number | null;
};

/** The read-only data (spec 1 §2): date, employee, type, function, work front, GHE, and the company. */
function DadosConsulta({ dados, actions }: { dados: Dados; actions?: ReactNode }) {
  return (
    <Section
      title={dados.id_con ? `Consulta Nº ${dados.id_con}` : 'Consulta agendada'}
      actions={
        <>
          <StatusBadge status={dados.tipo_status} />
          {actions}
        </>
      }
      testId="consulta-dados"
    >
      <InfoGrid>
        <InfoField label="Data">{scheduleText(dados.data_age)}</InfoField>
        <InfoField label="Funcionário">
          {dados.funcionario.nome} - {applyMask(masks.cpf, dados.funcionario.cpf)}
        </InfoField>
        <InfoField label="Tipo">{dados.tipo_aso.descricao}</InfoField>
        <InfoField label="Função">{dados.funcao.nome}</InfoField>
        <InfoField label="Frente de Trabalho">{dados.fdt.descricao}</InfoField>
        <InfoField label="Setor (GHE)">{dados.ghe ? `${dados.ghe.ghe} - ${dados.ghe.descricao}` : ''}</InfoField>
        <InfoField label="Empresa">{dados.empresa.nome}</InfoField>
      </InfoGrid>
    </Section>
  );
}

function VoltarParaLista({ listUrl }: { listUrl: string }) {
  return (
    <Flex justifyContent="flex-end">
      <Button as={Link} to={listUrl}>
        Voltar para a lista
      </Button>
    </Flex>
  );
}

/**
 * The clinic's consultation (consultas/editar/{consulta}, spec 1 §2 "Accredited clinic: consultation edit"): the
 * parameter is the external consultation's id (a number opens the definitive consultation directly). Before
 * attendance starts it shows the data and 'Iniciar atendimento'; after, the data and the tabs follow-up, history,
 * PCMSO, ASO, FEMO, release and cancel. A 404 goes back to the list; a release or a cancellation reloads the
 * queries and returns to the ASO tab.
 */
export function CredenciadaConsultaPage() {
  const { tenant, consulta } = useParams();
  const listUrl = tenantUrl(tenant, tenantPaths.consultas);
  const ref = consultaRef(consulta);
  const externa = useConsultaExternaCredenciada(tenant, ref.externa ?? undefined, listUrl);
  const idCon = ref.idCon ?? externa.data?.id_con ?? null;
  const view = useConsulta('credenciada', idCon, listUrl);

  if ((ref.externa && externa.isPending) || (idCon && view.isPending)) return <PageLoader />;
  if (idCon && view.data) return <AtendimentoView consulta={view.data} listUrl={listUrl} />;
  if (externa.data && !idCon) return <AntesDoAtendimento externa={externa.data} listUrl={listUrl} />;
  return <Alert variation="error">Não foi possível carregar a consulta.</Alert>;
}

/** Before attendance (no id_con): the data and the button that starts it (status 54, not deleted). */
function AntesDoAtendimento({ externa, listUrl }: { externa: ConsultaExternaDetail; listUrl: string }) {
  const { tenant } = useParams();
  const confirmations = useConfirmations();
  const iniciar = useIniciarAtendimento(tenant);
  const podeIniciar = externa.tipo_status.id === consultaStatus.agendada && !externa.deleted_at;

  async function start() {
    const confirmed = await confirmations.custom({
      message: generateConsultationConfirmation(externa.funcionario.nome),
      confirmLabel: 'Iniciar atendimento',
    });
    // The page reads the consultation again and opens on its tabs once it has its number.
    if (confirmed) await iniciar.mutateAsync(externa.id).catch(() => undefined);
  }

  return (
    <Flex direction="column" gap="medium" data-testid="credenciada-consulta-page" data-status={externa.tipo_status.id}>
      {externa.deleted_at ? (
        <Alert variation="error" heading="Consulta excluída">
          Esta consulta foi excluída em {formatBrDateTime(externa.deleted_at)} e não pode ser alterada.
        </Alert>
      ) : null}
      <DadosConsulta dados={externa} />
      <Section>
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text>
            {podeIniciar
              ? 'O atendimento desta consulta ainda não foi iniciado. Inicie o atendimento para preencher a FEMO e liberar o ASO.'
              : 'O atendimento desta consulta não pode ser iniciado na situação atual.'}
          </Text>
          {podeIniciar ? (
            <Button
              variation="primary"
              onClick={() => void start()}
              isLoading={iniciar.isPending}
              loadingText="Iniciando..."
              data-testid="iniciar-atendimento"
            >
              Iniciar atendimento
            </Button>
          ) : null}
        </Flex>
      </Section>
      <VoltarParaLista listUrl={listUrl} />
    </Flex>
  );
}

/** The attended consultation: its data, alert and tabs. */
function AtendimentoView({ consulta, listUrl }: { consulta: ConsultaView; listUrl: string }) {
  const [tab, setTab] = useState<string>('acompanhamento');
  const releaseKey = latestReleaseKey(consulta);
  // The release the page opened with does not flash; a new one (this visit) does.
  const [openedWith] = useState(releaseKey);
  const flash = releaseKey !== null && releaseKey !== openedWith;
  // After a release or a cancellation the queries reload (the forms invalidate them) and the ASO tab shows.
  const done = () => setTab('aso');
  const label = (value: ConsultaTab, extra?: ReactNode) => (
    <span data-testid={`aba-${value}`}>
      {consultaTabs[value]}
      {extra}
    </span>
  );
  return (
    <Flex direction="column" gap="medium" data-testid="credenciada-consulta-page" data-status={consulta.tipo_status.id}>
      <ConsultaAlerta alerta={consulta.alerta} testId="consulta-alerta" />
      <DadosConsulta dados={consulta} />
      <Section>
        <Tabs
          value={tab}
          onValueChange={setTab}
          isLazy
          items={[
            { value: 'acompanhamento', label: label('acompanhamento'), content: <AcompanhamentoTab consulta={consulta} /> },
            {
              value: 'historico',
              label: label(
                'historico',
                // Keyed on the latest release: the icon flashes once after each new one (spec 1 §4).
                flash ? (
                  <span key={releaseKey ?? ''} className="oc-tab-flash" aria-hidden data-testid="historico-flash">
                    ●
                  </span>
                ) : null,
              ),
              content: (
                <Flex direction="column" gap="medium">
                  <HistoricoConsultasTable funcionarioId={consulta.funcionario.id} atual={consulta.id_con} />
                  <Flex direction="column" gap="xs">
                    <Text fontWeight="bold">Histórico de Liberação</Text>
                    <HistoricoLiberacao idCon={consulta.id_con} area="credenciada" />
                  </Flex>
                </Flex>
              ),
            },
            { value: 'pcmso', label: label('pcmso'), content: <PcmsoTab consulta={consulta} /> },
            { value: 'aso', label: label('aso'), content: <AsoTab consulta={consulta} /> },
            { value: 'femo', label: label('femo'), content: <FemoTab idCon={consulta.id_con} /> },
            {
              value: 'liberacao',
              label: label('liberacao'),
              content: <LiberacaoForm idCon={consulta.id_con} area="credenciada" onDone={done} />,
            },
            {
              value: 'cancelamento',
              label: label('cancelamento'),
              content: <CancelamentoForm idCon={consulta.id_con} area="credenciada" onDone={done} />,
            },
          ]}
        />
      </Section>
      <VoltarParaLista listUrl={listUrl} />
    </Flex>
  );
}
