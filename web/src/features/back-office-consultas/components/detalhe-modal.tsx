import { Alert, Button, Flex, Loader, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, formatBrDateTime, masks, outdatedPcmsoMessage } from '@ocupacional/shared';
import type { BackOfficeConsultaDetail } from '@ocupacional/shared';
import { Modal } from '../../../ui/modal';
import { Money } from '../../../ui/money';
import { InfoField, InfoGrid } from '../../../ui/info-field';
import { TableHeader } from '../../../ui/simple-table';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { consultaNumero } from '../../consultas-externas/utils/print-panels';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useBackOfficeConsulta } from '../api/get-consulta-externa';


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
          <InfoGrid>
            <InfoField label="Empresa">{data.empresa.nome}</InfoField>
            <InfoField label="Funcionário">
              {data.funcionario.nome} - {applyMask(masks.cpf, data.funcionario.cpf)}
            </InfoField>
            <InfoField label="Credenciada">
              {data.credenciada.nome}
              {data.credenciada.padrao ? ' (padrão)' : ''}
              {data.credenciada.telefone ? ` - Tel.: ${data.credenciada.telefone}` : ''}
            </InfoField>
            <InfoField label="Status">
              <StatusBadge status={data.tipo_status} />
            </InfoField>
            <InfoField label="Frente de Trabalho">{data.fdt.descricao}</InfoField>
            <InfoField label="Setor (GHE)">{data.ghe ? `${data.ghe.ghe} - ${data.ghe.descricao}` : ''}</InfoField>
            <InfoField label="Função">{data.funcao.nome}</InfoField>
            <InfoField label="Tipo da Consulta">{data.tipo_aso.descricao}</InfoField>
            <InfoField label="Agendamento">{scheduleText(data.data_age)}</InfoField>
            <InfoField label="Revisão do PCMSO">{data.revisao !== null ? String(data.revisao) : ''}</InfoField>
            <InfoField label="Cadastrada em">{formatBrDateTime(data.created_at)}</InfoField>
            <InfoField label="Total dos exames">
              <Money cents={data.total} />
            </InfoField>
            {data.obs ? <InfoField label="Observações">{data.obs}</InfoField> : null}
          </InfoGrid>
          <Table size="small" variation="striped" data-testid="detalhe-exames">
            <TableHeader titles={['Exame', 'Parceiro', 'Situação', 'Valor']} />
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
