import { Badge, Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDate, recordsDeletedMessage } from '@ocupacional/shared';
import type { TabelaPrecoResumo } from '@ocupacional/shared';
import { useSession } from '../../../lib/session';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { useNotify } from '../../../ui/notifications';
import { SimpleTable } from '../../../ui/simple-table';
import { useDeleteTabelasPreco } from '../api/tabelas-preco';

/** The validity as the lists show it: 'dd/mm/aaaa a dd/mm/aaaa', 'a partir de …', 'até …' or 'Sem limite'. */
export function vigenciaText(row: Pick<TabelaPrecoResumo, 'inicio' | 'fim'>): string {
  if (row.inicio && row.fim) return `${formatBrDate(row.inicio)} a ${formatBrDate(row.fim)}`;
  if (row.inicio) return `A partir de ${formatBrDate(row.inicio)}`;
  if (row.fim) return `Até ${formatBrDate(row.fim)}`;
  return 'Sem limite';
}

/** Who the table serves: every company (counter), a company's every front, or one front. */
export function abrangenciaText(row: Pick<TabelaPrecoResumo, 'id_empresa' | 'empresa_nome' | 'fdt_descricao' | 'id_fdt'>): string {
  if (!row.id_empresa) return 'Todas as empresas (balcão)';
  const empresa = row.empresa_nome ?? 'Empresa';
  return row.id_fdt ? `${empresa} — ${row.fdt_descricao ?? 'Frente'}` : `${empresa} — todas as frentes`;
}

function Situacao({ row }: { row: TabelaPrecoResumo }) {
  if (row.ativo === 0) return <Badge variation="error">INATIVA</Badge>;
  return row.vigente === 1 ? <Badge variation="success">VIGENTE</Badge> : <Badge variation="warning">FORA DA VIGÊNCIA</Badge>;
}

/**
 * A list of price tables (a clinic's, or every clinic's counter tables): name, scope, validity and whether the Nova
 * Consulta offers it today, with 'Editar' and 'Excluir' (after 'O sistema vai excluir 1 registro(s)…') for
 * administrators.
 */
export function TabelasPrecoList({
  rows,
  showClinic,
  onEdit,
  testId,
}: {
  rows: readonly TabelaPrecoResumo[];
  showClinic?: boolean;
  onEdit: (row: TabelaPrecoResumo) => void;
  testId: string;
}) {
  const session = useSession(undefined);
  const usuario = session.data?.usuario;
  const mayEdit = Boolean(usuario?.is_adm || usuario?.is_sadm);
  const remove = useDeleteTabelasPreco();
  const confirmations = useConfirmations();
  const notify = useNotify();
  const head = [...(showClinic ? ['Credenciada', 'Cidade/UF'] : []), 'Tabela', 'Abrangência', 'Vigência', 'Situação', ''];
  if (rows.length === 0) {
    return (
      <Text color="font.secondary" data-testid={`${testId}-empty`}>
        Nenhuma tabela de preço cadastrada
      </Text>
    );
  }
  return (
    <SimpleTable head={head} testId={testId}>
      {rows.map((row) => (
        <TableRow key={row.id} data-testid={`${testId}-${row.id}`}>
          {showClinic ? (
            <>
              <TableCell>{row.credenciada_nome}</TableCell>
              <TableCell>{row.credenciada_cidade ? `${row.credenciada_cidade}/${row.credenciada_uf ?? ''}` : ''}</TableCell>
            </>
          ) : null}
          <TableCell>{row.nome}</TableCell>
          <TableCell>{abrangenciaText(row)}</TableCell>
          <TableCell>{vigenciaText(row)}</TableCell>
          <TableCell>
            <Situacao row={row} />
          </TableCell>
          <TableCell>
            <Flex gap="xs" wrap="nowrap">
              <Button size="small" onClick={() => onEdit(row)} data-testid={`${testId}-edit`}>
                {mayEdit ? 'Editar' : 'Ver'}
              </Button>
              {mayEdit ? (
                <Button
                  size="small"
                  colorTheme="error"
                  data-testid={`${testId}-delete`}
                  onClick={() =>
                    void (async () => {
                      if (!(await confirmations.deleteRecords(1))) return;
                      await remove.mutateAsync([row.id]).then(
                        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
                        () => undefined,
                      );
                    })()
                  }
                >
                  Excluir
                </Button>
              ) : null}
            </Flex>
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
