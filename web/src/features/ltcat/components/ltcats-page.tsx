import { Button, Flex, Grid, Link as AmplifyLink, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { formatBrDate, formatBrDateTime, packages, permissions, recordsDeletedMessage } from '@ocupacional/shared';
import type { LtcatLinha } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { fillPath, webPaths } from '../../../lib/paths';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { ListSearchField } from '../../../ui/list-search-field';
import { useNotify } from '../../../ui/notifications';
import { empresasApi } from '../../empresas/api/empresas';
import { ltcatApi } from '../api/ltcat';

/*
 * LTCAT (issue 15; spec 3 §2.3 "LTCAT list"): the tenant's LTCATs by expiry (soonest first), filtered by company and
 * an expiry range, searched by company, front or observation; columns company, front, revision type, expiry, last
 * update; edit and delete (567, after the spec's confirmation). 'Inserir Novo LTCAT' shows only when the client has
 * package 27 (and the user may create: 567).
 */

const editUrl = (row: Pick<LtcatLinha, 'id'>) => `/${fillPath(webPaths.ltcatEditar, { id: row.id })}`;

/** Whether the session may create an LTCAT: package 27 (the client's contract) and permission 567. */
export function mayCreateLtcat(session: { cliente: { pacotes: readonly number[] }; usuario: Parameters<typeof can>[0] } | null | undefined): boolean {
  return Boolean(session && session.cliente.pacotes.includes(packages.ltcat) && can(session.usuario, permissions.ltcat));
}

export function LtcatsPage() {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.ltcat);
  const list = useListState();
  const [empresa, setEmpresa] = useState('');
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');
  const rows = ltcatApi.useList({ ...list.query, id_empresa: empresa || undefined, vencimento: [inicio || null, fim || null] });
  const empresas = empresasApi.useList({ pagination: 1000 });
  const remove = ltcatApi.useDelete();
  const confirmations = useConfirmations();
  const notify = useNotify();
  const total = knownTotal(rows);

  const columns = useMemo(() => {
    const col = dataTableColumns<LtcatLinha>();
    const deleteOne = async (row: LtcatLinha) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer
      );
    };
    return col.columns([
      col.display({
        id: 'empresa',
        header: 'Empresa',
        cell: ({ row }) => (
          <AmplifyLink as={Link} to={editUrl(row.original)}>
            {row.original.empresa}
          </AmplifyLink>
        ),
      }),
      col.accessor('fdt', { header: 'Frente de Trabalho' }),
      col.display({ id: 'revisao', header: 'Tipo de Revisão', cell: ({ row }) => `${row.original.tipo_revisao} (rev. ${row.original.rev})` }),
      col.accessor('vencimento', { header: 'Vencimento', cell: ({ getValue }) => formatBrDate(getValue()) }),
      col.accessor('updated_at', { header: 'Última Atualização', cell: ({ getValue }) => formatBrDateTime(getValue()) }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) => (
          <Flex gap="xs" wrap="nowrap">
            <Button as={Link} size="small" to={editUrl(row.original)} data-testid="ltcats-edit">
              {mayEdit ? 'Editar' : 'Abrir'}
            </Button>
            {mayEdit ? (
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="ltcats-delete-row">
                Excluir
              </Button>
            ) : null}
          </Flex>
        ),
      }),
    ]);
  }, [mayEdit, remove.mutateAsync]);

  const filterChanged = (set: (value: string) => void) => (value: string) => {
    set(value);
    list.toFirstPage();
  };

  return (
    <Flex direction="column" gap="medium" data-testid="ltcats-page">
      <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr 1fr' }} gap="small" alignItems="end">
        <ListSearchField {...list.searchField} placeholder="Empresa, frente ou observação" testId="ltcats-search" />
        <SelectField
          label="Empresa"
          placeholder="Todas"
          value={empresa}
          onChange={(event) => filterChanged(setEmpresa)(event.target.value)}
          data-testid="ltcats-empresa"
        >
          {(empresas.data?.data ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.nome}
            </option>
          ))}
        </SelectField>
        <TextField type="date" label="Vencimento de" value={inicio} onChange={(event) => filterChanged(setInicio)(event.target.value)} data-testid="ltcats-vencimento-inicio" />
        <TextField type="date" label="até" value={fim} onChange={(event) => filterChanged(setFim)(event.target.value)} data-testid="ltcats-vencimento-fim" />
      </Grid>
      <DataTable<LtcatLinha>
        testId="ltcats-table"
        columns={columns}
        {...serverListProps(rows, list)}
        rowTestId={(row) => `ltcats-${row.id}`}
        emptyMessage="Nenhum LTCAT encontrado"
        toolbar={
          mayCreateLtcat(session.data) ? (
            <Button as={Link} size="small" variation="primary" to={`/${webPaths.ltcatNovo}`} data-testid="ltcats-new">
              Inserir Novo LTCAT
            </Button>
          ) : null
        }
      />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {total} LTCAT(s)
        </Text>
      ) : null}
    </Flex>
  );
}
