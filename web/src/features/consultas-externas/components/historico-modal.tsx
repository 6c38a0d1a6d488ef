import { Button, Flex, Loader, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDate, formatBrDateTime, todayInSaoPaulo } from '@ocupacional/shared';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { Modal } from '../../../ui/modal';
import { TableHeader } from '../../../ui/simple-table';
import { useHistoricoConsultas } from '../api/get-historico-consultas';
import { scheduleText } from '../utils/schedule-text';
import { StatusBadge } from './status-badge';

/** How an exam's origin reads in the history: done here, reused from or shown from another consultation. */
function origem(exame: { id_con_rea: number | null; id_con_dem: number | null }): string {
  if (exame.id_con_rea) return `Reaproveitado da consulta ${exame.id_con_rea}`;
  if (exame.id_con_dem) return `Demonstrativo da consulta ${exame.id_con_dem}`;
  return 'Realizado na consulta';
}

/**
 * The employee's consultation history (spec 1 §2 "Consultation history modal", §7 GET consulta): the company's
 * consultations of the last 10 years to 30 days ahead, each with its exams; a consultation opens its actions
 * screen.
 */
export function HistoricoModal({ funcionario, onClose }: { funcionario: { id: string; nome: string } | null; onClose: () => void }) {
  const { tenant } = useParams();
  const historico = useHistoricoConsultas(tenant, funcionario?.id ?? null, todayInSaoPaulo());
  const rows = historico.data?.data ?? [];
  return (
    <Modal
      open={funcionario !== null}
      onClose={onClose}
      title={`Histórico de Consultas${funcionario ? ` - ${funcionario.nome}` : ''}`}
      testId="historico-consultas-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {historico.isPending && funcionario ? (
        <Flex justifyContent="center" padding="large">
          <Loader size="large" ariaLabel="Carregando..." />
        </Flex>
      ) : rows.length === 0 ? (
        <Text data-testid="historico-vazio">Nenhuma consulta encontrada nos últimos 10 anos.</Text>
      ) : (
        <Table size="small" data-testid="historico-consultas">
          <TableHeader titles={['Consulta', 'Atendimento', 'Agendamento', 'Tipo', 'Credenciada', 'Status']} />
          <TableBody>
            {rows.map((consulta) => (
              <Fragment key={consulta.id_con}>
                <TableRow data-testid={`historico-${consulta.id_con}`}>
                  <TableCell>
                    <Link to={tenantUrl(tenant, empresaPaths.consultaAcoes, { consulta: consulta.id_con })} onClick={onClose}>
                      {consulta.id_con}
                    </Link>
                  </TableCell>
                  <TableCell>{formatBrDateTime(consulta.dt_cad)}</TableCell>
                  <TableCell>{scheduleText(consulta.data_age)}</TableCell>
                  <TableCell>{consulta.tipo_aso.descricao}</TableCell>
                  <TableCell>{consulta.credenciada.nome}</TableCell>
                  <TableCell>
                    <StatusBadge status={consulta.tipo_status} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6}>
                    <Table size="small" variation="striped" data-testid={`historico-exames-${consulta.id_con}`}>
                      <TableHeader titles={['Exame', 'Data', 'Origem']} />
                      <TableBody>
                        {consulta.exames.map((exame) => (
                          <TableRow key={exame.id}>
                            <TableCell>{exame.nome}</TableCell>
                            <TableCell>{exame.data ? formatBrDate(exame.data.slice(0, 10)) : '—'}</TableCell>
                            <TableCell>{origem(exame)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Modal>
  );
}
