import { Badge, Button, Flex } from '@aws-amplify/ui-react';
import { ltcatConteudoTipos, type LtcatConteudo } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { useLtcatModelo } from '../api/ltcat-conteudos';
import { LtcatConteudoEditor } from './ltcat-conteudo-editor';
import { VisibilidadeSwitches } from './visibilidade-switches';

/** Spec 3 §6: 569 LTCAT model contents. */
export const ltcatModeloPermission = 569;
const noRows: LtcatConteudo[] = [];

/**
 * LTCAT › Conteúdos do Modelo (web route ltcat/modelo; spec 3 §2.3 "list and editor with preview; visibility
 * switches"): the model's sections in document order, each with its type, its switches and the editor.
 */
export function LtcatModeloPage() {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, ltcatModeloPermission);
  const modelo = useLtcatModelo();
  const [aberto, setAberto] = useState<LtcatConteudo | null>(null);

  const columns = useMemo(() => {
    const col = dataTableColumns<LtcatConteudo>();
    return col.columns([
      col.accessor('ordem', { header: 'Ordem' }),
      col.accessor('titulo', { header: 'Título' }),
      col.display({
        id: 'tipo',
        header: 'Tipo',
        cell: ({ row }) =>
          row.original.tipo === ltcatConteudoTipos.texto ? (
            <Badge size="small" variation="info">Texto editável</Badge>
          ) : (
            <Badge size="small">Gerado pelo sistema</Badge>
          ),
      }),
      col.display({ id: 'visibilidade', header: 'No documento', cell: ({ row }) => <VisibilidadeSwitches conteudo={row.original} mayEdit={mayEdit} /> }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) => (
          <Button size="small" onClick={() => setAberto(row.original)} data-testid="ltcat-modelo-abrir">
            {mayEdit && row.original.tipo === ltcatConteudoTipos.texto ? 'Editar' : 'Visualizar'}
          </Button>
        ),
      }),
    ]);
  }, [mayEdit]);

  return (
    <Flex direction="column" gap="medium" data-testid="ltcat-modelo-page">
      <DataTable<LtcatConteudo>
        testId="ltcat-modelo-table"
        columns={columns}
        data={modelo.data?.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `ltcat-modelo-${row.chave ?? row.id}`}
        loading={modelo.isPending}
        error={loadErrorOf(modelo.error)}
        emptyMessage="Nenhum conteúdo no modelo"
      />
      {aberto ? <LtcatConteudoEditor conteudo={aberto} mayEdit={mayEdit} onClose={() => setAberto(null)} /> : null}
    </Flex>
  );
}
