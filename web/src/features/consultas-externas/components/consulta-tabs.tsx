import { Flex, Loader, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { formatBrDate, formatBrDateTime } from '@ocupacional/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Money } from '../../../ui/money';
import { SimpleTable } from '../../../ui/simple-table';
import { useAcompanhamento } from '../api/get-acompanhamento';
import { useExames } from '../api/get-exames';
import { useRiscos } from '../api/get-riscos';
import { StatusBadge } from './status-badge';

/** A tab's table: loading, failure, empty, or the rows. */
function TabTable({
  loading,
  failed,
  empty,
  head,
  children,
  testId,
}: {
  loading: boolean;
  failed: boolean;
  empty: string | null;
  head: readonly string[];
  children: ReactNode;
  testId: string;
}) {
  if (loading) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  if (failed) return <Text padding="medium">Não foi possível carregar as informações.</Text>;
  if (empty) return <Text padding="medium" color="font.tertiary">{empty}</Text>;
  return (
    <SimpleTable head={head} testId={testId}>
      {children}
    </SimpleTable>
  );
}

/** The exams tab: each exam with its partner, whether it is done, reused or demonstrative, and its value. */
export function ExamesTab({ id }: { id: string }) {
  const { tenant } = useParams();
  const exames = useExames(tenant, id);
  const rows = exames.data ?? [];
  const total = rows.reduce((sum, exame) => sum + exame.valor, 0);
  return (
    <TabTable
      testId="exames-tab"
      loading={exames.isPending}
      failed={exames.isError}
      empty={rows.length ? null : 'Nenhum exame nesta consulta.'}
      head={['Exame', 'Parceiro', 'Situação', 'Data do exame', 'Valor']}
    >
      {rows.map((exame) => (
        <TableRow key={exame.id_exa}>
          <TableCell>{exame.nome}</TableCell>
          <TableCell>{exame.parceiro?.nome ?? 'A própria credenciada'}</TableCell>
          <TableCell>
            {exame.id_con_rea
              ? `Reaproveitado da consulta Nº ${exame.id_con_rea}`
              : exame.id_con_dem
                ? `Demonstrativo (consulta Nº ${exame.id_con_dem})`
                : 'A realizar'}
          </TableCell>
          <TableCell>{formatBrDate(exame.dt_exame) || '—'}</TableCell>
          <TableCell>{exame.valor ? <Money cents={exame.valor} /> : 'Não cobrado'}</TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell colSpan={4}>
          <Text fontWeight="bold" textAlign="end">
            Total
          </Text>
        </TableCell>
        <TableCell>
          <Text fontWeight="bold">
            <Money cents={total} />
          </Text>
        </TableCell>
      </TableRow>
    </TabTable>
  );
}

/** The risks tab: the risks of the consultation's GHE (the new GHE in a function change). */
export function RiscosTab({ id }: { id: string }) {
  const { tenant } = useParams();
  const riscos = useRiscos(tenant, id);
  const rows = riscos.data ?? [];
  return (
    <TabTable
      testId="riscos-tab"
      loading={riscos.isPending}
      failed={riscos.isError}
      empty={rows.length ? null : 'Nenhum risco cadastrado para o setor desta consulta.'}
      head={['Categoria', 'Risco']}
    >
      {rows.map((risco, index) => (
        <TableRow key={`${risco.categoria.id}-${index}`}>
          <TableCell>{risco.categoria.descricao}</TableCell>
          <TableCell>{risco.descricao}</TableCell>
        </TableRow>
      ))}
    </TabTable>
  );
}

/** The tracking tab: the status history, oldest first. */
export function AcompanhamentoTab({ id }: { id: string }) {
  const { tenant } = useParams();
  const history = useAcompanhamento(tenant, id);
  const rows = history.data ?? [];
  return (
    <TabTable
      testId="acompanhamento-tab"
      loading={history.isPending}
      failed={history.isError}
      empty={rows.length ? null : 'Nenhum acompanhamento registrado.'}
      head={['Data', 'Status', 'Consulta', 'Observação', 'Usuário']}
    >
      {rows.map((item) => (
        <TableRow key={item.id}>
          <TableCell>{formatBrDateTime(item.created_at)}</TableCell>
          <TableCell>
            <StatusBadge status={item.tipo_status} />
          </TableCell>
          <TableCell>{item.id_con ?? '—'}</TableCell>
          <TableCell>{item.obs ?? ''}</TableCell>
          <TableCell>{item.usuario ?? ''}</TableCell>
        </TableRow>
      ))}
    </TabTable>
  );
}
