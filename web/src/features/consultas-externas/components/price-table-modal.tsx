import { Alert, Button, Flex, SelectField, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDate } from '@ocupacional/shared';
import type { TabelaPrecoEntry, TabelaPrecoItem } from '@ocupacional/shared';
import { Modal } from '../../../ui/modal';
import { Money } from '../../../ui/money';
import { examSituation, incompleteReason, situationText, valuesMayChangeNote } from '../utils/price-table';

export interface PriceTableModalProps {
  entry: TabelaPrecoEntry | null;
  /** The partner chosen per exam (id_exa → id_par; absent = the clinic itself). */
  parceiros: Readonly<Record<string, string>>;
  onPartner: (idExa: string, idPar: string) => void;
  onChoose: () => void;
  onClose: () => void;
}

function ExamRow({ item, parceiro, onPartner }: { item: TabelaPrecoItem; parceiro: string; onPartner: (id: string) => void }) {
  const situation = examSituation(item);
  const note = situationText(item);
  return (
    <TableRow className={situation === 'realizar' ? undefined : `oc-exam--${situation}`} data-testid="price-exam">
      <TableCell>
        <Text as="span" fontWeight="bold">
          {item.exame}
        </Text>
        {note ? (
          <Text fontSize="small" color={situation === 'sem-preco' ? 'font.error' : 'font.secondary'} data-testid="price-exam-note">
            {note}
          </Text>
        ) : null}
      </TableCell>
      <TableCell>{formatBrDate(item.dt_exame) || '—'}</TableCell>
      <TableCell>{formatBrDate(item.validade_exame) || `${item.validade_pcmso} dias`}</TableCell>
      <TableCell>
        {situation === 'realizar' && item.parceiros.length ? (
          <SelectField
            label="Parceiro"
            labelHidden
            size="small"
            value={parceiro}
            onChange={(event) => onPartner(event.target.value)}
            data-testid="exam-partner"
          >
            <option value="">A própria credenciada</option>
            {item.parceiros.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.nome}
              </option>
            ))}
          </SelectField>
        ) : (
          <Text as="span" color="font.tertiary">
            {situation === 'realizar' ? 'A própria credenciada' : '—'}
          </Text>
        )}
      </TableCell>
      <TableCell textAlign="end">
        {situation === 'realizar' ? <Money cents={item.valor_total} /> : <Text as="span" color="font.tertiary">Não cobrado</Text>}
      </TableCell>
    </TableRow>
  );
}

/**
 * A clinic's price table (spec 1 §2): each exam with the date of its last consultation, its validity and value
 * ('R$' whole and cents), reused and demonstrative exams marked as such, a partner per exam, the total, and the
 * note that values may change with exam validity.
 */
export function PriceTableModal({ entry, parceiros, onPartner, onChoose, onClose }: PriceTableModalProps) {
  const problem = entry ? incompleteReason(entry) : null;
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      width="min(64rem, 95%)"
      testId="price-table-modal"
      title={entry ? `Tabela de Preço - ${entry.credenciada.nome}` : ''}
      footer={
        <>
          <Button onClick={onClose}>Fechar</Button>
          <Button variation="primary" isDisabled={problem !== null} onClick={onChoose} data-testid="choose-in-modal">
            Selecionar esta credenciada
          </Button>
        </>
      }
    >
      {entry ? (
        <Flex direction="column" gap="small">
          <Text color="font.secondary">
            {[entry.credenciada_end, entry.credenciada_num, entry.credenciada.bairro].filter(Boolean).join(', ')}
            {' - '}
            {entry.credenciada_cidade}/{entry.credenciada_uf}
            {entry.credenciada.telefone ? ` - Tel.: ${entry.credenciada.telefone}` : ''}
          </Text>
          <div className="oc-data-table__scroll">
            <Table size="small" variation="striped">
              <TableHead>
                <TableRow>
                  <TableCell as="th">Exame</TableCell>
                  <TableCell as="th">Última consulta</TableCell>
                  <TableCell as="th">Validade</TableCell>
                  <TableCell as="th">Parceiro</TableCell>
                  <TableCell as="th" textAlign="end">
                    Valor
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entry.exames.consulta.map((item) => (
                  <ExamRow
                    key={item.id_exa}
                    item={item}
                    parceiro={parceiros[item.id_exa] ?? ''}
                    onPartner={(idPar) => onPartner(item.id_exa, idPar)}
                  />
                ))}
                {entry.exames.demonstrativo.length ? (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Text fontWeight="bold" fontSize="small">
                        Exames demonstrativos (ainda válidos, não serão realizados)
                      </Text>
                    </TableCell>
                  </TableRow>
                ) : null}
                {entry.exames.demonstrativo.map((item) => (
                  <ExamRow key={`dem-${item.id_exa}`} item={item} parceiro="" onPartner={() => undefined} />
                ))}
              </TableBody>
            </Table>
          </div>
          <Flex justifyContent="flex-end" alignItems="baseline" gap="small">
            <Text>Total dos exames:</Text>
            <Text fontSize="xl" fontWeight="bold">
              <Money cents={entry.total_exames_realizar} testId="price-table-total" />
            </Text>
          </Flex>
          {examSituationCount(entry) ? (
            <Text fontSize="small" color="font.secondary" textAlign="end">
              Sem reaproveitamento seria <Money cents={entry.total_exames} />
            </Text>
          ) : null}
          {problem ? <Alert variation="warning">{problem}</Alert> : null}
          <Alert variation="info" data-testid="values-note">
            {valuesMayChangeNote}
          </Alert>
        </Flex>
      ) : null}
    </Modal>
  );
}

/** Whether some exam is not charged, so the full-price total differs. */
function examSituationCount(entry: TabelaPrecoEntry): boolean {
  return entry.total_exames !== entry.total_exames_realizar;
}
