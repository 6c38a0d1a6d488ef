import { Alert, Button, Flex, Link as UiLink } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, formatBrDateTime, masks } from '@ocupacional/shared';
import type { ParceiroExame } from '@ocupacional/shared';
import { Link, useParams } from 'react-router-dom';
import { tenantPaths, tenantUrl } from '../../../lib/paths';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { InfoField, InfoGrid } from '../../../ui/info-field';
import { useParceiroExame } from '../api/get-parceiro-exame';
import { RealizarForm } from './realizar-form';
import { SituacaoBadge } from './situacao-badge';


/** A schedule as the screens show it: 'dd/mm/aaaa', with the time when it has one. */
function agendamento(dataAge: string): string {
  const time = /T(\d{2}:\d{2})/.exec(dataAge)?.[1];
  return `${formatBrDate(dataAge.slice(0, 10))}${time ? ` ${time}` : ''}`;
}

/** The exam and its consultation, read-only. */
function Resumo({ exame }: { exame: ParceiroExame }) {
  return (
    <Section
      title={`${exame.exame.nome} - Consulta Nº ${exame.id_con}`}
      actions={<SituacaoBadge situacao={exame.situacao} {...(exame.realizado_em ? { data: exame.data } : {})} />}
      testId="parceiro-exame-resumo"
    >
      <InfoGrid>
        <InfoField label="Funcionário">
          {exame.funcionario.nome}
          {exame.funcionario.cpf ? ` - ${applyMask(masks.cpf, exame.funcionario.cpf)}` : ''}
        </InfoField>
        <InfoField label="Empresa">{exame.empresa.nome}</InfoField>
        <InfoField label="Função">{exame.consulta.funcao}</InfoField>
        <InfoField label="Tipo da Consulta">{exame.consulta.tipo_aso.descricao}</InfoField>
        <InfoField label="Credenciada">{exame.credenciada.nome}</InfoField>
        <InfoField label="Agendamento">{agendamento(exame.consulta.data_age)}</InfoField>
        <InfoField label="Status da Consulta" testId="parceiro-exame-status">
          {exame.consulta.tipo_status.descricao}
        </InfoField>
        <InfoField label="Data do Exame" testId="parceiro-exame-data">
          {formatBrDate(exame.data)}
        </InfoField>
        {exame.realizado_em ? (
          <InfoField label="Marcado como realizado em" testId="parceiro-exame-realizado-em">
            {formatBrDateTime(exame.realizado_em)}
          </InfoField>
        ) : null}
        {exame.arquivo ? (
          <InfoField label="Resultado">
            {/* Same origin: the session cookie opens it in the new tab, no token in the address. */}
            <UiLink href={exame.arquivo.url} isExternal data-testid="exame-arquivo-link">
              {exame.arquivo.nome}
            </UiLink>
          </InfoField>
        ) : null}
        {exame.obs ? <InfoField label="Observações">{exame.obs}</InfoField> : null}
      </InfoGrid>
    </Section>
  );
}

/** The exam's screen once loaded: its data and what the partner may do now. */
export function ExameView({ exame, listUrl }: { exame: ParceiroExame; listUrl: string }) {
  return (
    <Flex direction="column" gap="medium" data-testid="parceiro-exame-page" data-situacao={exame.situacao}>
      <Resumo exame={exame} />
      {exame.pode_realizar && exame.data_minima > exame.data_maxima ? (
        // Scheduled for a day still to come: the day done cannot be before it nor after today.
        <Alert variation="info" data-testid="parceiro-exame-aguardando">
          O exame poderá ser marcado como realizado a partir de {formatBrDate(exame.data_minima)}.
        </Alert>
      ) : exame.pode_realizar ? (
        <Section title={exame.realizado_em ? 'Substituir Resultado' : 'Marcar como Realizado'} testId="parceiro-exame-realizar">
          {exame.realizado_em ? (
            <Alert variation="info" marginBottom="small" data-testid="parceiro-exame-substituir">
              Este exame já foi marcado como realizado. Enviar um novo arquivo substitui o resultado enquanto a consulta não for
              liberada.
            </Alert>
          ) : null}
          <RealizarForm key={exame.realizado_em ?? 'primeira'} exame={exame} />
        </Section>
      ) : (
        <Alert variation={exame.situacao === 'cancelada' ? 'error' : 'info'} data-testid="parceiro-exame-motivo">
          {exame.motivo}
        </Alert>
      )}
      <Flex>
        <Button as={Link} to={listUrl} data-testid="voltar">
          Voltar
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * One exam assigned to the partner (consultas/editar/{consulta}, where {consulta} is the exam's id): its data and
 * consultation, the stored result file, and 'Marcar como realizado' with the result upload — offered the first time,
 * and again to replace the file until the consultation is released; never for a cancelled consultation. A 404 goes
 * back to the list.
 */
export function ParceiroExamePage() {
  const { tenant, consulta } = useParams();
  const listUrl = tenantUrl(tenant, tenantPaths.consultas);
  const detail = useParceiroExame(tenant, consulta, listUrl);
  if (detail.isPending) return <PageLoader />;
  if (!detail.data) return <Alert variation="error">Não foi possível carregar o exame.</Alert>;
  return <ExameView exame={detail.data} listUrl={listUrl} />;
}
