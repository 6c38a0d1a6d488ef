import { Alert, Badge, Button, Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  permissions,
  recordSavedMessage,
  recordsDeletedMessage,
  tabelaDinamicaCategoriaFormSchema,
  type TabelaDinamicaCategoria,
  type TabelaDinamicaColuna,
} from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { PageLoader } from '../../../ui/page-loader';
import { Section } from '../../../ui/section';
import { SimpleTable } from '../../../ui/simple-table';
import { useCategorias, useColunas, useDeleteTabela, useSaveTabela } from '../api/tabelas-dinamicas';
import { categoriaFormValues, type CategoriaFormValues } from '../utils/tabela-form-values';
import { ColunaEditor } from './coluna-editor';

/*
 * Gerenciar Colunas (issue 15; spec 3 §2.3): the table's columns ('Inserir Nova Coluna', edit, delete) and its
 * categories ('Inserir Nova Categoria', with the warning that a category classifies a column). Inactive rows in red
 * (spec 3 §4). The insert, edit and delete buttons need permission 571.
 */

const tone = (ativo: 0 | 1) => (ativo === 0 ? 'oc-row oc-row--error' : 'oc-row');

function useDeleteOne(route: 'tabelaDinamicaColunaDeletar' | 'tabelaDinamicaCategoriaDeletar', tab: string) {
  const remove = useDeleteTabela(route, tab);
  const confirmations = useConfirmations();
  const notify = useNotify();
  return async (id: string) => {
    if (!(await confirmations.deleteRecords(1))) return;
    await remove.mutateAsync([id]).then(
      () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
      () => undefined, // the HTTP client has shown the answer
    );
  };
}

export function ColunasList({ tab, mayEdit }: { tab: string; mayEdit: boolean }) {
  const colunas = useColunas(tab);
  const categorias = useCategorias(tab);
  const [editing, setEditing] = useState<TabelaDinamicaColuna | 'nova' | null>(null);
  const deleteOne = useDeleteOne('tabelaDinamicaColunaDeletar', tab);
  if (colunas.isPending) return <PageLoader />;
  const rows = colunas.data ?? [];
  const proximaOrdem = Math.max(0, ...rows.map((coluna) => coluna.ordem + 1));
  return (
    <Section title="Colunas">
      <Flex direction="column" gap="small" data-testid="colunas-list">
        {mayEdit ? (
          <Flex justifyContent="flex-end">
            <Button size="small" variation="primary" onClick={() => setEditing('nova')} data-testid="colunas-inserir">
              Inserir Nova Coluna
            </Button>
          </Flex>
        ) : null}
        <SimpleTable head={['Ordem', 'Nome', 'Categoria', 'Tipo de campo', 'Unidade', 'Status', '']} testId="colunas-tabela">
          {rows.map((coluna) => (
            <TableRow key={coluna.id} className={tone(coluna.ativo)} data-testid={`coluna-${coluna.id}`}>
              <TableCell>{coluna.ordem}</TableCell>
              <TableCell>{coluna.nome}</TableCell>
              <TableCell>{coluna.categoria ?? ''}</TableCell>
              <TableCell>{coluna.tipo_campo}</TableCell>
              <TableCell>{coluna.unidade ?? ''}</TableCell>
              <TableCell>
                <Badge size="small" variation={coluna.ativo === 1 ? 'success' : 'error'}>
                  {coluna.ativo === 1 ? 'ATIVO' : 'INATIVO'}
                </Badge>
              </TableCell>
              <TableCell>
                {mayEdit ? (
                  <Flex gap="xs" wrap="nowrap">
                    <Button size="small" onClick={() => setEditing(coluna)} data-testid="coluna-editar">
                      Editar
                    </Button>
                    <Button size="small" colorTheme="error" onClick={() => void deleteOne(coluna.id)} data-testid="coluna-excluir">
                      Excluir
                    </Button>
                  </Flex>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
        {rows.length === 0 ? <Text fontSize="small">Nenhuma coluna cadastrada.</Text> : null}
        <ColunaEditor tab={tab} coluna={editing} categorias={categorias.data ?? []} proximaOrdem={proximaOrdem} onClose={() => setEditing(null)} />
      </Flex>
    </Section>
  );
}

function CategoriaForm({ tab, categoria, onClose }: { tab: string; categoria: TabelaDinamicaCategoria | undefined; onClose: () => void }) {
  const notify = useNotify();
  const save = useSaveTabela('tabelaDinamicaCategoriaSalvar', tab);
  const form = useForm<CategoriaFormValues>({
    resolver: zodResolver(tabelaDinamicaCategoriaFormSchema as never, undefined, { raw: true }) as never,
    defaultValues: categoriaFormValues(categoria),
  });
  return (
    <Form
      form={form}
      testId="categoria-form"
      onSubmit={async (values: CategoriaFormValues) => {
        await save.mutateAsync(values);
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        onClose();
      }}
    >
      <Flex direction="column" gap="medium">
        <TextInput name="nome" label="Nome" required maxLength={255} />
        <CheckboxInput name="ativo" label="Ativo" />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="categoria-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function CategoriasList({ tab, mayEdit }: { tab: string; mayEdit: boolean }) {
  const categorias = useCategorias(tab);
  const [editing, setEditing] = useState<TabelaDinamicaCategoria | 'nova' | null>(null);
  const deleteOne = useDeleteOne('tabelaDinamicaCategoriaDeletar', tab);
  const current = editing === 'nova' ? undefined : (editing ?? undefined);
  return (
    <Section title="Categorias">
      <Flex direction="column" gap="small" data-testid="categorias-list">
        <Alert variation="info" data-testid="categorias-aviso">
          A categoria serve para classificar uma coluna: as colunas de uma mesma categoria aparecem agrupadas na tabela.
        </Alert>
        {mayEdit ? (
          <Flex justifyContent="flex-end">
            <Button size="small" variation="primary" onClick={() => setEditing('nova')} data-testid="categorias-inserir">
              Inserir Nova Categoria
            </Button>
          </Flex>
        ) : null}
        <SimpleTable head={['Nome', 'Status', '']} testId="categorias-tabela">
          {(categorias.data ?? []).map((categoria) => (
            <TableRow key={categoria.id} className={tone(categoria.ativo)} data-testid={`categoria-${categoria.id}`}>
              <TableCell>{categoria.nome}</TableCell>
              <TableCell>
                <Badge size="small" variation={categoria.ativo === 1 ? 'success' : 'error'}>
                  {categoria.ativo === 1 ? 'ATIVO' : 'INATIVO'}
                </Badge>
              </TableCell>
              <TableCell>
                {mayEdit ? (
                  <Flex gap="xs" wrap="nowrap">
                    <Button size="small" onClick={() => setEditing(categoria)}>
                      Editar
                    </Button>
                    <Button size="small" colorTheme="error" onClick={() => void deleteOne(categoria.id)}>
                      Excluir
                    </Button>
                  </Flex>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
        <Modal open={editing !== null} onClose={() => setEditing(null)} title={current ? 'Editar Categoria' : 'Nova Categoria'} width="40rem" testId="categoria-modal">
          {editing !== null ? <CategoriaForm key={current?.id ?? 'nova'} tab={tab} categoria={current} onClose={() => setEditing(null)} /> : null}
        </Modal>
      </Flex>
    </Section>
  );
}

/** The 'Gerenciar Colunas' tab. */
export function GerenciarColunas({ tab }: { tab: string }) {
  const session = useSession(undefined);
  const mayEdit = can(session.data?.usuario, permissions.tabelaDinamica);
  return (
    <Flex direction="column" gap="large">
      <ColunasList tab={tab} mayEdit={mayEdit} />
      <CategoriasList tab={tab} mayEdit={mayEdit} />
    </Flex>
  );
}
