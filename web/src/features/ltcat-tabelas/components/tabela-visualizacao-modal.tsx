import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { permiteAdicionarLinhas, temEditorDeValores, tipoCampo, type TabelaDinamica, type TabelaDinamicaColuna } from '@ocupacional/shared';
import { Modal } from '../../../ui/modal';
import { PageLoader } from '../../../ui/page-loader';
import { useColunas } from '../api/tabelas-dinamicas';

/*
 * 'Ver Tabela' (issue 15; spec 3 §2.3): the table as a measurement fills it: its active columns under their
 * categories, each with its unit and reference range, and what a measurement enters in it (a text, a number, a date,
 * hh:mm, yes/no, or one of the column's active value lines; 217 lets the measurement add lines).
 */

/** What a measurement enters in a column, in words. */
export function entradaDaColuna(coluna: Pick<TabelaDinamicaColuna, 'id_tipo_campo' | 'tabela_valores' | 'mascara'>): string {
  const linhas = coluna.tabela_valores.filter((linha) => linha.ativo === 1).map((linha) => linha.nome);
  if (temEditorDeValores(coluna.id_tipo_campo)) {
    const opcoes = linhas.join(' / ');
    return permiteAdicionarLinhas(coluna.id_tipo_campo) ? `${opcoes} (+ linhas)` : opcoes;
  }
  switch (coluna.id_tipo_campo) {
    case tipoCampo.numerico:
      return coluna.mascara ? `Número (${coluna.mascara})` : 'Número';
    case tipoCampo.data:
      return 'dd/mm/aaaa';
    case tipoCampo.hora:
      return 'hh:mm';
    case tipoCampo.simNao:
      return 'Sim / Não';
    default:
      return coluna.mascara ? `Texto (${coluna.mascara})` : 'Texto';
  }
}

const faixa = (coluna: TabelaDinamicaColuna) =>
  coluna.valor_ref_min === null && coluna.valor_ref_max === null ? '' : `ref. ${coluna.valor_ref_min ?? '—'} a ${coluna.valor_ref_max ?? '—'}`;

/** The categories in the columns' order, each with how many columns it spans (null: no category). */
function grupos(colunas: readonly TabelaDinamicaColuna[]) {
  const spans: { categoria: string | null; span: number }[] = [];
  for (const coluna of colunas) {
    const last = spans[spans.length - 1];
    if (last && last.categoria === coluna.categoria) last.span += 1;
    else spans.push({ categoria: coluna.categoria, span: 1 });
  }
  return spans;
}

export function TabelaVisualizacaoView({ colunas }: { colunas: readonly TabelaDinamicaColuna[] }) {
  if (colunas.length === 0) return <Alert variation="info">Essa tabela ainda não tem colunas ativas.</Alert>;
  return (
    <div className="oc-data-table__scroll" data-testid="tabela-visualizacao">
      <Table size="small" variation="bordered">
        <TableHead>
          <TableRow>
            {grupos(colunas).map((grupo, index) => (
              <TableCell as="th" key={`${grupo.categoria ?? ''}-${index}`} colSpan={grupo.span}>
                {grupo.categoria ?? ''}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {colunas.map((coluna) => (
              <TableCell as="th" key={coluna.id}>
                {coluna.nome}
                {coluna.obrigatorio === 1 ? ' *' : ''}
                {coluna.unidade ? ` (${coluna.unidade})` : ''}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {colunas.map((coluna) => (
              <TableCell key={coluna.id} data-testid={`tabela-visualizacao-${coluna.id}`}>
                <Text fontSize="small">{entradaDaColuna(coluna)}</Text>
                {faixa(coluna) ? (
                  <Text fontSize="xs" color="font.tertiary">
                    {faixa(coluna)}
                  </Text>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

export function TabelaVisualizacaoModal({ tabela, onClose }: { tabela: TabelaDinamica | null; onClose: () => void }) {
  const colunas = useColunas(tabela?.id, true);
  return (
    <Modal open={tabela !== null} onClose={onClose} title={tabela ? `Tabela: ${tabela.nome}` : ''} testId="tabela-visualizacao-modal">
      {colunas.isPending ? <PageLoader /> : <TabelaVisualizacaoView colunas={colunas.data ?? []} />}
    </Modal>
  );
}
