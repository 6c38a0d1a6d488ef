import { Alert, Badge, Flex, Loader, SelectField, Table, TableBody, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { aproveitamentoEscolhaLabels, formatBrDate } from '@ocupacional/shared';
import type { AproveitamentoEscolha, AproveitamentoExame, AproveitamentoSituacao } from '@ocupacional/shared';
import { Money } from '../../../ui/money';
import { TableHeader } from '../../../ui/simple-table';
import { chargedTotal, choiceOf, situacaoLabels } from '../utils/aproveitamento-form';
import type { Escolhas } from '../utils/aproveitamento-form';

const situacaoTone: Readonly<Record<AproveitamentoSituacao, 'success' | 'warning' | 'error' | 'info' | undefined>> = {
  valido: 'success',
  periodo: 'warning',
  vencido: 'error',
  alterado: 'error',
  sem_resultado: undefined,
  clinico: 'info',
};

export interface ExamesAproveitamentoProps {
  exames: readonly AproveitamentoExame[];
  escolhas: Readonly<Escolhas>;
  onChoose?: (idExa: string, escolha: AproveitamentoEscolha) => void;
  /** The partner chosen per exam to do (id_exa → id_par), when the table allows one. */
  parceiros?: Readonly<Record<string, string>>;
  onPartner?: (idExa: string, idPar: string) => void;
  /** Whether the prices of a table are shown (a table was chosen). */
  comPrecos: boolean;
  disabled?: boolean;
}

/**
 * The exams the PCMSO asks with the employee's last result of each (date, consultation number, validity), where it
 * stands, its price and the choice: do again, reuse (only while valid) or demonstrative (spec 1 §2, §3, §4). The
 * server refuses any choice the exam does not allow; the select only offers the allowed ones.
 */
export function ExamesAproveitamento({ exames, escolhas, onChoose, parceiros = {}, onPartner, comPrecos, disabled }: ExamesAproveitamentoProps) {
  return (
    <Flex direction="column" gap="small">
      <Table size="small" variation="bordered" data-testid="aproveitamento-exames">
        <TableHeader titles={['Exame', 'Último resultado', 'Validade', 'Situação', 'Valor', 'Escolha']} />
        <TableBody>
          {exames.map((exame) => {
            const escolha = choiceOf(exame, escolhas);
            return (
              <TableRow key={exame.id_exa} data-testid={`aproveitamento-exame-${exame.id_exa}`}>
                <TableCell>{exame.exame}</TableCell>
                <TableCell>
                  {exame.ultimo ? (
                    <Flex direction="column" gap="0">
                      <Text as="span">{formatBrDate(exame.ultimo.data)}</Text>
                      <Text as="span" fontSize="small" color="font.tertiary">
                        Consulta nº {exame.ultimo.id_con}
                      </Text>
                    </Flex>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{exame.ultimo?.validade ? formatBrDate(exame.ultimo.validade) : '—'}</TableCell>
                <TableCell>
                  <Badge size="small" variation={situacaoTone[exame.situacao]} data-testid="aproveitamento-situacao">
                    {situacaoLabels[exame.situacao]}
                  </Badge>
                </TableCell>
                <TableCell>
                  {!comPrecos ? (
                    '—'
                  ) : exame.valor_total === null ? (
                    <Text as="span" color="font.error" fontSize="small">
                      {exame.erro}
                    </Text>
                  ) : escolha === 'realizar' ? (
                    <Money cents={exame.valor_total} />
                  ) : (
                    <Money cents={0} />
                  )}
                </TableCell>
                <TableCell>
                  <Flex direction="column" gap="xs">
                    <SelectField
                      label="Escolha"
                      labelHidden
                      size="small"
                      value={escolha}
                      isDisabled={disabled || exame.opcoes.length === 1 || !onChoose}
                      onChange={(event) => onChoose?.(exame.id_exa, event.target.value as AproveitamentoEscolha)}
                      data-testid={`aproveitamento-escolha-${exame.id_exa}`}
                    >
                      {exame.opcoes.map((opcao) => (
                        <option key={opcao} value={opcao}>
                          {aproveitamentoEscolhaLabels[opcao]}
                        </option>
                      ))}
                    </SelectField>
                    {escolha === 'realizar' && exame.parceiros.length > 0 && onPartner ? (
                      <SelectField
                        label="Parceiro"
                        labelHidden
                        size="small"
                        value={parceiros[exame.id_exa] ?? ''}
                        isDisabled={disabled}
                        onChange={(event) => onPartner(exame.id_exa, event.target.value)}
                      >
                        <option value="">Na credenciada</option>
                        {exame.parceiros.map((parceiro) => (
                          <option key={parceiro.id} value={parceiro.id}>
                            {parceiro.nome}
                          </option>
                        ))}
                      </SelectField>
                    ) : null}
                  </Flex>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {comPrecos ? (
        <Flex justifyContent="flex-end" gap="small" alignItems="baseline">
          <Text>Total a realizar:</Text>
          <Money cents={chargedTotal(exames, escolhas)} testId="aproveitamento-total" />
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The plan's loading and failure states around the table. */
export function PlanoState({ pending, error }: { pending: boolean; error: string | null }) {
  if (error) {
    return (
      <Alert variation="error" data-testid="aproveitamento-erro">
        {error}
      </Alert>
    );
  }
  if (pending) {
    return (
      <Flex justifyContent="center" alignItems="center" gap="small" padding="medium">
        <Loader ariaLabel="Carregando os exames..." />
        <Text>Carregando os exames...</Text>
      </Flex>
    );
  }
  return null;
}
