import { Alert, Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { clinicCardName } from '@ocupacional/shared';
import type { TabelaPrecoEntry } from '@ocupacional/shared';
import { Money } from '../../../ui/money';
import { cardExams, examSituation, examsToDo, incompleteReason } from '../utils/price-table';

export interface PriceTableCardProps {
  entry: TabelaPrecoEntry;
  chosen: boolean;
  onChoose: () => void;
  onOpen: () => void;
}

/**
 * A clinic's price table for the consultation (spec 1 §2): the clinic's name cut to 50 characters, its address,
 * how many exams it will do, the total in 'R$' whole and cents, and the buttons to see the table and choose it.
 */
export function PriceTableCard({ entry, chosen, onChoose, onOpen }: PriceTableCardProps) {
  const { credenciada } = entry;
  const reused = cardExams(entry).filter((item) => examSituation(item) !== 'realizar' && examSituation(item) !== 'sem-preco').length;
  const problem = incompleteReason(entry);
  const address = [entry.credenciada_end, entry.credenciada_num].filter(Boolean).join(', ');
  return (
    <Card
      variation="outlined"
      className={chosen ? 'oc-price-card oc-price-card--chosen' : 'oc-price-card'}
      data-testid="price-card"
      data-chosen={chosen}
    >
      <Flex direction="column" gap="xs" height="100%">
        <Flex justifyContent="space-between" alignItems="flex-start" gap="xs">
          <Heading level={6} title={credenciada.nome} data-testid="price-card-name">
            {clinicCardName(credenciada.nome)}
          </Heading>
          <Flex gap="xxs">
            {credenciada.padrao ? (
              <Badge size="small" variation="info">
                Padrão
              </Badge>
            ) : null}
            {chosen ? (
              <Badge size="small" variation="success">
                Selecionada
              </Badge>
            ) : null}
          </Flex>
        </Flex>
        <Text fontSize="small" color="font.secondary">
          {address ? `${address} - ` : ''}
          {entry.credenciada_cidade}/{entry.credenciada_uf}
        </Text>
        {credenciada.telefone ? (
          <Text fontSize="small" color="font.secondary">
            Tel.: {credenciada.telefone}
          </Text>
        ) : null}
        <Text fontSize="small">
          {examsToDo(entry)} exame(s) a realizar
          {reused ? `, ${reused} reaproveitado(s) ou demonstrativo(s)` : ''}
        </Text>
        <Flex direction="column" gap="0" marginTop="auto">
          <Text fontSize="small" color="font.tertiary">
            Total dos exames
          </Text>
          <Text fontSize="xl" fontWeight="bold" className="oc-price-card__total">
            <Money cents={entry.total_exames_realizar} testId="price-card-total" />
          </Text>
        </Flex>
        {problem ? (
          <Alert variation="warning" fontSize="small" padding="xs">
            {problem}
          </Alert>
        ) : null}
        <Flex gap="xs">
          <Button size="small" onClick={onOpen} data-testid="open-price-table">
            Ver Tabela de Preço
          </Button>
          <Button
            size="small"
            variation={chosen ? 'primary' : undefined}
            isDisabled={problem !== null}
            onClick={onChoose}
            data-testid="choose-price-table"
          >
            {chosen ? 'Selecionada' : 'Selecionar'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
