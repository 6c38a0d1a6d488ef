import { Alert, Button, Flex, Grid, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, formatBrDateTime, masks, outdatedPcmsoMessage } from '@ocupacional/shared';
import type { BackOfficeConsultaDetail } from '@ocupacional/shared';
import type { ReactNode } from 'react';
import { Modal } from '../../../ui/modal';
import { Money } from '../../../ui/money';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { consultaNumero } from '../../consultas-externas/utils/print-panels';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useBackOfficeConsulta } from '../api/get-consulta-externa';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="0">
      <Text fontSize="small" color="font.tertiary">
        {label}
      </Text>
      <Text as="div">{children || '—'}</Text>
    </Flex>
  );
}

export interface DetalheModalProps {
  id: string | null;
  onClose: () => void;
  /** The generate button (spec 1 §4): opens the consultation when generated. */
  onGerar: (detail: BackOfficeConsultaDetail) => void;
  onAlterar: (detail: BackOfficeConsultaDetail) => void;
  mayEdit: boolean;
}

/** The back office's detail of an external consultation (spec 1 §2 "list with detail modal"): its data and exams. */
export function DetalheModal({ id, onClose, onGerar, onAlterar, mayEdit }: DetalheModalProps) {
  const detail = useBackOfficeConsulta(id);
  const data = detail.data;
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      title={`Consulta Nº ${data ? consultaNumero(data) : ''}`}
      testId="detalhe-modal"
      footer={
        <>
          {data && mayEdit && data.id_con === null && !data.deleted_at && data.tipo_status.id === 54 ? (
            <Button onClick={() => onAlterar(data)} data-testid="detalhe-alterar-pcmso">
              Alterar PCMSO
            </Button>
          ) : null}
          {data?.pode_gerar ? (
            <Button variation="primary" onClick={() => onGerar(data)} data-testid="detalhe-gerar">
              {data.id_con ? 'Abrir consulta' : 'Gerar consulta'}
            </Button>
          ) : null}
          <Button onClick={onClose}>Fechar</Button>
        </>
      }
    >
      {!data ? (
        <Flex justifyContent="center" padding="large">
          {detail.isError ? <Text>Não foi possível carregar a consulta.</Text> : <Loader size="large" ariaLabel="Carregando..." />}
        </Flex>
      ) : (
        <Flex direction="column" gap="medium" data-testid="detalhe-consulta" data-status={data.tipo_status.id}>
          {data.deleted_at ? <Alert variation="error">Consulta excluída em {formatBrDateTime(data.deleted_at)}.</Alert> : null}
          {data.pcmso_desatualizado && data.id_con === null ? (
            <Alert variation="warning" data-testid="detalhe-pcmso-desatualizado">
              {outdatedPcmsoMessage}
            </Alert>
          ) : null}
          {data.alerta ? (
            <Alert variation={data.alerta.tipo === 'erro' ? 'error' : 'info'} heading={data.alerta.titulo}>
              {data.alerta.texto}
            </Alert>
          ) : null}
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: 'repeat(4, 1fr)' }} gap="small">
            <Info label="Empresa">{data.empresa.nome}</Info>
            <Info label="Funcionário">
              {data.funcionario.nome} - {applyMask(masks.cpf, data.funcionario.cpf)}
            </Info>
            <Info label="Credenciada">
              {data.credenciada.nome}
              {data.credenciada.padrao ? ' (padrão)' : ''}
              {data.credenciada.telefone ? ` - Tel.: ${data.credenciada.telefone}` : ''}
            </Info>
            <Info label="Status">
              <StatusBadge status={data.tipo_status} />
            </Info>
            <Info label="Frente de Trabalho">{data.fdt.descricao}</Info>
            <Info label="Setor (GHE)">{data.ghe ? `${data.ghe.ghe} - ${data.ghe.descricao}` : ''}</Info>
            <Info label="Função">{data.funcao.nome}</Info>
            <Info label="Tipo da Consulta">{data.tipo_aso.descricao}</Info>
            <Info label="Agendamento">{scheduleText(data.data_age)}</Info>
            <Info label="Revisão do PCMSO">{data.revisao !== null ? String(data.revisao) : ''}</Info>
            <Info label="Cadastrada em">{formatBrDateTime(data.created_at)}</Info>
            <Info label="Total dos exames">
              <Money cents={data.total} />
            </Info>
            {data.obs ? <Info label="Observações">{data.obs}</Info> : null}
          </Grid>
          <Table size="small" variation="striped" data-testid="detalhe-exames">
            <TableHead>
              <TableRow>
                <TableCell as="th">Exame</TableCell>
                <TableCell as="th">Parceiro</TableCell>
                <TableCell as="th">Situação</TableCell>
                <TableCell as="th">Valor</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.exames.map((exame) => (
                <TableRow key={exame.id_exa}>
                  <TableCell>{exame.nome}</TableCell>
                  <TableCell>{exame.parceiro?.nome ?? '—'}</TableCell>
                  <TableCell>
                    {exame.id_con_rea
                      ? `Reaproveitado da consulta ${exame.id_con_rea}${exame.dt_exame ? ` (${formatBrDate(exame.dt_exame)})` : ''}`
                      : exame.id_con_dem
                        ? `Demonstrativo da consulta ${exame.id_con_dem}${exame.dt_exame ? ` (${formatBrDate(exame.dt_exame)})` : ''}`
                        : 'A realizar'}
                  </TableCell>
                  <TableCell>
                    <Money cents={exame.valor} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Flex>
      )}
    </Modal>
  );
}
