import { Badge, Flex, Link as AmplifyLink, Loader, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDateTime, tipoDescricao, treinamentoEspecialFields } from '@ocupacional/shared';
import type { LiberacaoRow } from '@ocupacional/shared';
import { SimpleTable } from '../../../ui/simple-table';
import { useLiberacoes } from '../api/get-liberacoes';
import type { AtendimentoArea } from '../utils/area-routes';
import { arquivoLabels } from '../utils/liberacao-form-values';
import { treinamentoText } from '../utils/liberacao-history';

/** The special-training answers of a release, one per line. */
function Treinamentos({ row }: { row: LiberacaoRow }) {
  const fields = Object.entries(treinamentoEspecialFields) as [keyof typeof treinamentoEspecialFields, string][];
  const answered = fields.filter(([field]) => row[field] !== null);
  if (answered.length === 0) return null;
  return (
    <Flex direction="column" gap="0">
      {answered.map(([field, label]) => (
        <Text key={field} fontSize="small">
          {label}: {treinamentoText(row[field])}
        </Text>
      ))}
    </Flex>
  );
}

/**
 * 'Histórico de Liberação' (spec 1 §2): the consultation's release and cancellation, newest first, with who did it,
 * the aptitude and special training, the notes, the altered exams and the files (short-lived links, new tab).
 */
export function HistoricoLiberacao({ idCon, area }: { idCon: number; area: AtendimentoArea }) {
  const liberacoes = useLiberacoes(area, idCon);
  if (liberacoes.isPending) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  if (liberacoes.isError) return <Text padding="medium">Não foi possível carregar o histórico de liberação.</Text>;
  const rows = liberacoes.data.data;
  if (rows.length === 0) {
    return (
      <Text padding="medium" color="font.tertiary" data-testid="historico-liberacao-vazio">
        Nenhuma liberação registrada.
      </Text>
    );
  }
  return (
    <SimpleTable testId="historico-liberacao" head={['Data', 'Tipo', 'Status', 'Aptidão', 'Observação', 'Exames alterados', 'Arquivos', 'Usuário']}>
      {rows.map((row) => (
        <TableRow key={row.id} data-testid={`liberacao-${row.id}`} data-tipo={row.tipo}>
          <TableCell>{formatBrDateTime(row.created_at)}</TableCell>
          <TableCell>
            <Badge size="small" variation={row.tipo === 'cancelamento' ? 'error' : 'success'}>
              {row.tipo === 'cancelamento' ? 'Cancelamento' : 'Liberação'}
            </Badge>
          </TableCell>
          <TableCell>{row.tipo_status.descricao || tipoDescricao(row.tipo_status.id)}</TableCell>
          <TableCell>
            {row.aptidao?.descricao ?? '—'}
            <Treinamentos row={row} />
          </TableCell>
          <TableCell>{row.obs ?? ''}</TableCell>
          <TableCell>{row.exames_alterados.map((exame) => exame.nome).join(', ')}</TableCell>
          <TableCell>
            <Flex direction="column" gap="0">
              {row.arquivos.map((arquivo) => (
                <AmplifyLink key={arquivo.campo} href={arquivo.url} isExternal data-testid={`arquivo-${arquivo.campo}`}>
                  {arquivoLabels[arquivo.campo]}: {arquivo.nome}
                </AmplifyLink>
              ))}
            </Flex>
          </TableCell>
          <TableCell>{row.usuario.nome}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
