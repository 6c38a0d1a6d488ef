import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { CredenciadaCadastro } from '@ocupacional/shared';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../ui/page-loader';
import { useTabelasPreco } from '../api/tabelas-preco';
import { TabelaPrecoEditor } from './tabela-preco-editor';
import { TabelasPrecoList } from './tabelas-preco-list';

/**
 * The clinic's 'Tabelas de Preço' tab (issue 14): its tables (for one company's front, every front of a company,
 * or every company: the counter table), and the editor of one.
 */
export function TabelasPrecoTab({ credenciada }: { credenciada: CredenciadaCadastro }) {
  const tables = useTabelasPreco({ id_credenciada: credenciada.id });
  const session = useSession(undefined);
  const mayEdit = Boolean(session.data?.usuario?.is_adm || session.data?.usuario?.is_sadm);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  if (editing) return <TabelaPrecoEditor credenciadaId={credenciada.id} tabelaId={editing.id} onDone={() => setEditing(null)} />;
  if (tables.isPending) return <PageLoader />;
  if (!tables.data) return <Alert variation="error">Não foi possível carregar as tabelas de preço.</Alert>;
  return (
    <Flex direction="column" gap="medium" data-testid="tabelas-preco-tab">
      {mayEdit ? (
        <Flex justifyContent="flex-end">
          <Button size="small" variation="primary" onClick={() => setEditing({})} data-testid="tabela-preco-new">
            Nova Tabela de Preço
          </Button>
        </Flex>
      ) : null}
      <TabelasPrecoList rows={tables.data} onEdit={(row) => setEditing({ id: row.id })} testId="tabelas-preco" />
    </Flex>
  );
}
