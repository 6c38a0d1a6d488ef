import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, asoNotReleasedText, formatBrDateTime, masks } from '@ocupacional/shared';
import type { ConsultaView } from '@ocupacional/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useArea } from '../../../lib/area-context';
import { empresaPaths, tenantUrl, webPaths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { InfoField, InfoGrid } from '../../../ui/info-field';
import { apiBaseOf, CancelamentoForm, ConsultaAlerta, documentUrl, LiberacaoModal, useConsulta } from '../../atendimento';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { acoesTabLabels, acoesTabs, type AcoesTab } from '../utils/acoes-tabs';

/** A document opened in a new tab; the session cookie goes with it (same origin). */
function DocumentButton({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <Button as="a" href={href} target="_blank" rel="noopener" variation="primary" alignSelf="flex-start" data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * The consultation actions screen of the company and the back office (consultas/consulta/{id_con}, spec 1 §2):
 * tabs Imprimir ASO, Imprimir Ficha Clínica, Liberar ASO (the release modal with 'Histórico de Liberação') and
 * Cancelar Consulta (not at 66, 57, 58). 66 shows 'Essa consulta foi LIBERADA em {date}' and prints; 57/58 show
 * that no change can be made and only the Back button. Release and cancel reload it and return to the ASO tab.
 */
export function ConsultaAcoesPage() {
  const { tenant, consulta } = useParams();
  const area = useArea();
  const idCon = Number(consulta) || null;
  const listUrl = area === 'empresa' ? tenantUrl(tenant, empresaPaths.consultas) : `/${webPaths.consultasExternas}`;
  const view = useConsulta('acoes', idCon, listUrl);
  const [tab, setTab] = useState<string>('aso');
  const [liberando, setLiberando] = useState(false);
  if (view.isPending) return <PageLoader />;
  if (!view.data) return <Alert variation="error">Não foi possível carregar a consulta.</Alert>;
  const data = view.data;
  const tabs = acoesTabs(data.tipo_status.id);
  const back = (
    <Button as={Link} to={listUrl} data-testid="acoes-voltar">
      Voltar
    </Button>
  );
  const apiBase = apiBaseOf(area === 'empresa' ? tenant : undefined);
  const content: Record<AcoesTab, ReactNode> = {
    aso: <AsoTab data={data} apiBase={apiBase} />,
    ficha: (
      <Flex direction="column" gap="small" padding="small" data-testid="acoes-ficha">
        {data.femo_pdf ? (
          <>
            <Text>A ficha clínica (FEMO) preenchida no atendimento.</Text>
            <DocumentButton href={documentUrl(data.femo_pdf, apiBase)} label="Imprimir Ficha Clínica" testId="print-ficha" />
          </>
        ) : (
          <Alert variation="info">A ficha clínica (FEMO) dessa consulta ainda não foi preenchida pela credenciada.</Alert>
        )}
      </Flex>
    ),
    liberar: (
      <Flex direction="column" gap="small" padding="small" data-testid="acoes-liberar">
        {data.acoes.pode_liberar ? (
          <Text>Registre o resultado do ASO com os arquivos do atendimento.</Text>
        ) : (
          <Alert variation="info">Essa consulta não pode ser liberada na situação atual ({data.tipo_status.descricao}).</Alert>
        )}
        <Button variation="primary" alignSelf="flex-start" onClick={() => setLiberando(true)} data-testid="open-liberacao">
          {data.acoes.pode_liberar ? 'Liberar ASO' : 'Histórico de Liberação'}
        </Button>
      </Flex>
    ),
    cancelar: (
      <Flex direction="column" gap="small" padding="small" data-testid="acoes-cancelar">
        <CancelamentoForm
          idCon={data.id_con}
          area="acoes"
          onDone={() => {
            setTab('aso');
            void view.refetch();
          }}
        />
      </Flex>
    ),
  };

  return (
    <Flex direction="column" gap="medium" data-testid="consulta-acoes-page" data-status={data.tipo_status.id}>
      <ConsultaAlerta alerta={data.alerta} testId="acoes-alerta" />
      <Section title={`Consulta Nº ${data.id_con}`} actions={<StatusBadge status={data.tipo_status} />} testId="acoes-resumo">
        <InfoGrid>
          <InfoField label="Empresa">{data.empresa.nome}</InfoField>
          <InfoField label="Funcionário">
            {data.funcionario.nome} - {applyMask(masks.cpf, data.funcionario.cpf)}
          </InfoField>
          <InfoField label="Função">{data.funcao.nome}</InfoField>
          <InfoField label="Tipo da Consulta">{data.tipo_aso.descricao}</InfoField>
          <InfoField label="Frente de Trabalho">{data.fdt.descricao}</InfoField>
          <InfoField label="Setor (GHE)">{data.ghe ? `${data.ghe.ghe} - ${data.ghe.descricao}` : ''}</InfoField>
          <InfoField label="Agendamento">{scheduleText(data.data_age)}</InfoField>
          <InfoField label="Credenciada">{data.credenciada.nome}</InfoField>
          <InfoField label="Atendimento iniciado em">{formatBrDateTime(data.dt_cad)}</InfoField>
          {data.liberada_em ? <InfoField label="Liberada em">{formatBrDateTime(data.liberada_em)}</InfoField> : null}
          {data.cancelada_em ? <InfoField label="Cancelada em">{formatBrDateTime(data.cancelada_em)}</InfoField> : null}
        </InfoGrid>
      </Section>
      {tabs.length > 0 ? (
        <Section>
          <Tabs
            value={tabs.includes(tab as AcoesTab) ? tab : 'aso'}
            onValueChange={setTab}
            isLazy
            items={tabs.map((value) => ({ value, label: acoesTabLabels[value], content: content[value] }))}
          />
        </Section>
      ) : null}
      <Flex justifyContent="flex-end">{back}</Flex>
      <LiberacaoModal
        idCon={liberando ? data.id_con : null}
        area="acoes"
        onClose={() => setLiberando(false)}
        onDone={() => {
          setTab('aso');
          void view.refetch();
        }}
      />
    </Flex>
  );
}

/** 'Imprimir ASO': the generated ASO once released (66, 67); otherwise not released yet. */
function AsoTab({ data, apiBase }: { data: ConsultaView; apiBase: string }) {
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="acoes-aso">
      {data.aso ? (
        <>
          <Text>O ASO dessa consulta foi liberado e pode ser impresso.</Text>
          <DocumentButton href={documentUrl(data.aso.url, apiBase)} label="Imprimir ASO" testId="print-aso" />
        </>
      ) : (
        <Alert variation="warning" heading="ASO não liberado">
          {asoNotReleasedText}
        </Alert>
      )}
    </Flex>
  );
}
