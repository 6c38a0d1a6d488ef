import { Button, CheckboxField, Flex, Loader, Table, TableBody, TableCell, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { formatBrDate, formatBrDateTime, todayInSaoPaulo } from '@ocupacional/shared';
import type { HistoricoConsulta } from '@ocupacional/shared';
import { Fragment, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Modal } from '../../../ui/modal';
import { TableHeader } from '../../../ui/simple-table';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import { useHistoricoConsultas } from '../api/get-historico-consultas';
import { exameDataEditavel, exameDataShown, historicoWindow } from '../utils/historico';

/** How the exam of a history row is marked: reused or demonstrative exams keep their date (spec 1 §2). */
function origem(exame: HistoricoConsulta['exames'][number]): string {
  if (exame.id_con_rea) return `Reaproveitado da consulta Nº ${exame.id_con_rea}`;
  if (exame.id_con_dem) return `Demonstrativo (consulta Nº ${exame.id_con_dem})`;
  return '';
}

/**
 * The employee's consultation history (spec 1 §2 "Consultation history modal"): the clinic's consultations of the
 * last 5 years to 30 days ahead, newest first, each with its exams sub-table. Exam dates can be adjusted for the
 * printout, except a reused or demonstrative exam's; 'Imprimir com datas em branco' disables them all.
 */
export function HistoricoConsultasTable({ funcionarioId, atual }: { funcionarioId: string; atual?: number }) {
  const { tenant } = useParams();
  const historico = useHistoricoConsultas(tenant, {
    id_funcionario: funcionarioId,
    created_at: historicoWindow(todayInSaoPaulo()),
  });
  const [emBranco, setEmBranco] = useState(false);
  const [datas, setDatas] = useState<Record<string, string>>({});
  if (historico.isPending) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  if (historico.isError) return <Text padding="medium">Não foi possível carregar o histórico.</Text>;
  const rows = historico.data.data;
  return (
    <Flex direction="column" gap="small" data-testid="historico-consultas" className="oc-print-area">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <CheckboxField
          name="datas_em_branco"
          label="Imprimir com datas em branco"
          checked={emBranco}
          onChange={(event) => setEmBranco(event.target.checked)}
          data-testid="datas-em-branco"
        />
        <Button size="small" onClick={() => window.print()} data-testid="imprimir-historico">
          Imprimir
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Text color="font.tertiary">Nenhuma consulta no período.</Text>
      ) : (
        <div className="oc-data-table__scroll">
          <Table size="small" variation="bordered">
            <TableHeader titles={['Consulta', 'Cadastro', 'Agendamento', 'Tipo', 'Status', 'Credenciada']} />
            <TableBody>
              {rows.map((consulta) => (
                <Fragment key={consulta.id_con}>
                  <TableRow data-testid={`historico-${consulta.id_con}`} data-atual={consulta.id_con === atual ? 'sim' : undefined}>
                    <TableCell>
                      <Text as="span" fontWeight={consulta.id_con === atual ? 'bold' : 'normal'}>
                        {consulta.id_con}
                      </Text>
                    </TableCell>
                    <TableCell>{formatBrDateTime(consulta.dt_cad)}</TableCell>
                    <TableCell>{scheduleText(consulta.data_age)}</TableCell>
                    <TableCell>{consulta.tipo_aso.descricao}</TableCell>
                    <TableCell>
                      <StatusBadge status={consulta.tipo_status} />
                    </TableCell>
                    <TableCell>{consulta.credenciada.nome}</TableCell>
                  </TableRow>
                  {consulta.exames.length ? (
                    <TableRow>
                      <TableCell colSpan={6} padding="0 0 0 large">
                        <Table size="small" variation="striped" data-testid={`historico-exames-${consulta.id_con}`}>
                          <TableHeader titles={['Exame', 'Data', 'Origem']} />
                          <TableBody>
                            {consulta.exames.map((exame) => (
                              <TableRow key={exame.id}>
                                <TableCell>{exame.nome}</TableCell>
                                <TableCell>
                                  <TextField
                                    type="date"
                                    size="small"
                                    label={`Data de ${exame.nome}`}
                                    labelHidden
                                    name={`data-${exame.id}`}
                                    value={exameDataShown(exame.data, datas[exame.id], emBranco)}
                                    isDisabled={!exameDataEditavel(exame, emBranco)}
                                    title={exame.data ? formatBrDate(exame.data) : undefined}
                                    onChange={(event) => setDatas((current) => ({ ...current, [exame.id]: event.target.value }))}
                                    data-testid={`historico-data-${exame.id}`}
                                  />
                                </TableCell>
                                <TableCell>{origem(exame)}</TableCell>
                              </TableRow>
                            ))}
                          </TableBody>
                        </Table>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Flex>
  );
}

/** The history as a modal (the list's 'Opções › Histórico de consultas'). */
export function HistoricoConsultasModal({
  funcionario,
  onClose,
}: {
  funcionario: { id: string; nome: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={funcionario !== null}
      onClose={onClose}
      title={`Histórico de Consultas${funcionario ? ` - ${funcionario.nome}` : ''}`}
      testId="historico-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {funcionario ? <HistoricoConsultasTable funcionarioId={funcionario.id} /> : null}
    </Modal>
  );
}
