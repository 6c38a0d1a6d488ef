import { Alert, Button, Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../ui/page-loader';
import { credenciadasApi } from '../api/credenciadas';
import { useTabelasPreco } from '../api/tabelas-preco';
import { TabelaPrecoEditor } from './tabela-preco-editor';
import { TabelasPrecoList } from './tabelas-preco-list';

/**
 * Tabela Balcão (issue 14; spec 3 §2.2 empresa/tabela-balcao): the counter price tables (walk-in prices, every
 * company) of every clinic on one screen, by clinic, each edited with the clinics' table editor; a new one is made
 * for a chosen clinic.
 */
export function TabelaBalcaoPage() {
  const tables = useTabelasPreco({ balcao: 1 });
  const clinics = credenciadasApi.useList({ pagination: 1000 });
  const session = useSession(undefined);
  const mayEdit = Boolean(session.data?.usuario?.is_adm || session.data?.usuario?.is_sadm);
  const [clinic, setClinic] = useState('');
  const [editing, setEditing] = useState<{ credenciadaId: string; id?: string } | null>(null);
  if (editing) {
    return (
      <TabelaPrecoEditor credenciadaId={editing.credenciadaId} tabelaId={editing.id} balcao onDone={() => setEditing(null)} />
    );
  }
  if (tables.isPending) return <PageLoader />;
  if (!tables.data) return <Alert variation="error">Não foi possível carregar as tabelas balcão.</Alert>;
  return (
    <Flex direction="column" gap="medium" data-testid="tabela-balcao-page">
      <Text fontSize="small" color="font.secondary">
        A tabela balcão de cada credenciada vale para toda empresa sem tabela própria na credenciada.
      </Text>
      {mayEdit ? (
        <Flex gap="small" alignItems="flex-end">
          <SelectField
            label="Credenciada"
            placeholder="Selecione a credenciada"
            value={clinic}
            onChange={(event) => setClinic(event.target.value)}
            data-testid="tabela-balcao-credenciada"
          >
            {(clinics.data?.data ?? []).map((row) => (
              <option key={row.id} value={row.id}>
                {row.nome}
              </option>
            ))}
          </SelectField>
          <Button size="small" variation="primary" isDisabled={!clinic} onClick={() => setEditing({ credenciadaId: clinic })} data-testid="tabela-balcao-new">
            Nova Tabela Balcão
          </Button>
        </Flex>
      ) : null}
      <TabelasPrecoList rows={tables.data} showClinic onEdit={(row) => setEditing({ credenciadaId: row.id_credenciada, id: row.id })} testId="tabela-balcao" />
    </Flex>
  );
}
