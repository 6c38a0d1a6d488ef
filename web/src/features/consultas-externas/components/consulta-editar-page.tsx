import { Alert, Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDateTime, masks } from '@ocupacional/shared';
import type { ConsultaExternaDetail, EditTab } from '@ocupacional/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { Money } from '../../../ui/money';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { InfoField, InfoGrid } from '../../../ui/info-field';
import { useConsultaExterna } from '../api/get-consulta-externa';
import { consultaNumero } from '../utils/print-panels';
import { scheduleText } from '../utils/schedule-text';
import { AcompanhamentoTab, ExamesTab, RiscosTab } from './consulta-tabs';
import { HistoricoModal } from './historico-modal';
import { AsoPanel, GuidePanel } from './print-modal';
import { StatusBadge } from './status-badge';

const tabLabels: Record<EditTab, string> = {
  exames: 'Exames',
  riscos: 'Riscos',
  acompanhamento: 'Acompanhamento',
  guia: 'Guia / ASO',
};


/** The consultation's data at the top of its page. */
function Summary({ data }: { data: ConsultaExternaDetail }) {
  const periodicidade = data.periodicidade > 0 ? ` (${data.periodicidade} meses)` : '';
  return (
    <Section
      title={`Consulta Nº ${consultaNumero(data)}`}
      actions={<StatusBadge status={data.tipo_status} />}
      testId="consulta-summary"
    >
      <InfoGrid>
        <InfoField label="Funcionário">
          {data.funcionario.nome} - {applyMask(masks.cpf, data.funcionario.cpf)}
        </InfoField>
        <InfoField label="Frente de Trabalho">{data.fdt.descricao}</InfoField>
        <InfoField label="Função">{data.funcao.nome}</InfoField>
        <InfoField label="Setor (GHE)">{data.ghe ? `${data.ghe.ghe} - ${data.ghe.descricao}` : ''}</InfoField>
        <InfoField label="Tipo da Consulta">{`${data.tipo_aso.descricao}${periodicidade}`}</InfoField>
        <InfoField label="Agendamento">{scheduleText(data.data_age)}</InfoField>
        <InfoField label="Credenciada">
          {data.credenciada.nome}
          {data.credenciada.endereco ? (
            <Text fontSize="small" color="font.secondary">
              {data.credenciada.endereco}
            </Text>
          ) : null}
          {data.credenciada.telefone ? (
            <Text fontSize="small" color="font.secondary">
              Tel.: {data.credenciada.telefone}
            </Text>
          ) : null}
        </InfoField>
        <InfoField label="Total dos exames">
          <Money cents={data.total} />
        </InfoField>
        {data.mudanca_funcao ? (
          <>
            <InfoField label="Nova Frente de Trabalho">{data.mudanca_funcao.fdt?.nome}</InfoField>
            <InfoField label="Nova Função">{data.mudanca_funcao.funcao?.nome}</InfoField>
            <InfoField label="Novo Setor (GHE)">{data.mudanca_funcao.ghe?.nome}</InfoField>
          </>
        ) : null}
        <InfoField label="Cadastrada em">{formatBrDateTime(data.created_at)}</InfoField>
        {data.obs ? <InfoField label="Observações">{data.obs}</InfoField> : null}
      </InfoGrid>
    </Section>
  );
}

/**
 * An external consultation of the company (consultas/editar/{consulta}, spec 1 §2): its data and the tabs exams
 * (default), risks, tracking and guide. Status 194 shows the wait alert and 195 'Erro ao registrar a consulta'
 * with the info text; both leave exams and risks out and open on tracking (spec 1 §4). A 404 goes back to the list.
 */
export function ConsultaEditarPage() {
  const { tenant, consulta } = useParams();
  const listUrl = tenantUrl(tenant, empresaPaths.consultas);
  const detail = useConsultaExterna(tenant, consulta, listUrl);
  const [historicoOpen, setHistoricoOpen] = useState(false);
  if (detail.isPending) return <PageLoader />;
  if (!detail.data) return <Alert variation="error">Não foi possível carregar a consulta.</Alert>;
  const data = detail.data;
  const id = data.id;
  const content: Record<EditTab, ReactNode> = {
    exames: <ExamesTab id={id} />,
    riscos: <RiscosTab id={id} />,
    acompanhamento: <AcompanhamentoTab id={id} />,
    guia: (
      <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="medium">
        <Section title="Guia de Encaminhamento">
          <GuidePanel id={id} subject={data} />
        </Section>
        <Section title="ASO">
          <AsoPanel subject={data} />
        </Section>
      </Grid>
    ),
  };
  return (
    <Flex direction="column" gap="medium" data-testid="consulta-editar-page" data-status={data.tipo_status.id}>
      {data.deleted_at ? (
        <Alert variation="error" heading="Consulta excluída">
          Esta consulta foi excluída em {formatBrDateTime(data.deleted_at)} e não pode ser alterada.
        </Alert>
      ) : null}
      {data.alerta ? (
        <Alert variation={data.alerta.tipo === 'erro' ? 'error' : 'info'} heading={data.alerta.titulo} data-testid="consulta-alerta">
          {data.alerta.texto}
        </Alert>
      ) : null}
      <Summary data={data} />
      <Section>
        <Tabs
          // A new status (194 → 54 in the background) brings its own tabs and first tab.
          key={data.tipo_status.id}
          isLazy
          defaultValue={data.aba_inicial}
          items={data.abas.map((aba) => ({ value: aba, label: tabLabels[aba], content: content[aba] }))}
        />
      </Section>
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        <Button onClick={() => setHistoricoOpen(true)} data-testid="open-historico">
          Histórico de Consultas
        </Button>
        {data.id_con ? (
          // The generated consultation's actions screen: print the ASO and the clinical form, release, cancel.
          <Button
            as={Link}
            variation="primary"
            to={tenantUrl(tenant, empresaPaths.consultaAcoes, { consulta: data.id_con })}
            data-testid="open-consulta-acoes"
          >
            Abrir consulta Nº {data.id_con}
          </Button>
        ) : null}
        <Button as={Link} to={listUrl}>
          Voltar para a lista
        </Button>
      </Flex>
      <HistoricoModal
        funcionario={historicoOpen ? { id: data.funcionario.id, nome: data.funcionario.nome } : null}
        onClose={() => setHistoricoOpen(false)}
      />
    </Flex>
  );
}
