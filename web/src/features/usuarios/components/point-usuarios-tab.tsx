import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf, recordSavedMessage, recordsDeletedMessage, usuarioFormSchema, type PontoType, type UsuarioCadastro } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { knownTotal, serverListProps } from '../../../ui/data-table/server-page';
import { Form } from '../../../ui/form/form';
import { ListSearchField } from '../../../ui/list-search-field';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { usePontoUsuarios, useReenviarSenha, usuariosApi } from '../api/usuarios';
import { usuarioFormValues, type UsuarioFormValues } from '../utils/usuario-form-values';
import { UsuarioFields } from './usuario-fields';

/*
 * The 'Usuários' tab of a company, clinic or partner record (issue 14): the logins of that point's portal area. The
 * list (search by name or CPF, server pages), 'Novo Usuário' and 'Editar' in a modal, 'Reenviar senha' and
 * 'Excluir' (after the spec's confirmation). The password is never typed here: the server generates it and e-mails
 * it. Changing is for administrators (the API answers 403 otherwise): the buttons show only to them.
 */

export interface PointUsuariosTabProps {
  readonly pointType: PontoType;
  readonly pointId: string;
  readonly pointNome: string;
}

export function PointUsuariosTab({ pointType, pointId, pointNome }: PointUsuariosTabProps) {
  const session = useSession(undefined);
  const usuario = session.data?.usuario;
  const mayEdit = Boolean(usuario?.is_adm || usuario?.is_sadm);
  const list = useListState();
  const rows = usePontoUsuarios(pointType, pointId, list.query);
  const remove = usuariosApi.useDelete();
  const reenviar = useReenviarSenha();
  const confirmations = useConfirmations();
  const notify = useNotify();
  /** The user in the modal: a row to edit, 'novo', or none (closed). */
  const [editing, setEditing] = useState<UsuarioCadastro | 'novo' | null>(null);
  const page = serverListProps(rows, list);
  const total = knownTotal(rows);

  const columns = useMemo(() => {
    const col = dataTableColumns<UsuarioCadastro>();
    const deleteOne = async (row: UsuarioCadastro) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer
      );
    };
    const resend = (row: UsuarioCadastro) =>
      void reenviar.mutateAsync(row.id).then(
        (message) => notify({ message, variation: 'success', title: 'Sucesso' }),
        () => undefined,
      );
    return col.columns([
      col.accessor('nome', { header: 'Nome' }),
      col.accessor('cpf', { header: 'CPF', cell: ({ getValue }) => formatCpf(getValue()) }),
      col.accessor('usuario', { header: 'Usuário' }),
      col.accessor('email', { header: 'Email' }),
      col.display({
        id: 'perfil',
        header: 'Perfil',
        cell: ({ row }) => (row.original.is_adm || row.original.is_sadm ? 'Administrador' : 'Usuário'),
      }),
      col.display({
        id: 'ativo',
        header: 'Status',
        cell: ({ row }) => (
          <Badge size="small" variation={row.original.ativo === 1 ? 'success' : 'error'}>
            {row.original.ativo === 1 ? 'ATIVO' : 'INATIVO'}
          </Badge>
        ),
      }),
      col.display({
        id: 'acoes',
        header: 'Ações',
        cell: ({ row }) =>
          mayEdit ? (
            <Flex gap="xs" wrap="nowrap">
              <Button size="small" onClick={() => setEditing(row.original)} data-testid="point-usuarios-edit">
                Editar
              </Button>
              <Button size="small" onClick={() => resend(row.original)} data-testid="point-usuarios-reenviar">
                Reenviar senha
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="point-usuarios-delete-row">
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
  }, [mayEdit, remove.mutateAsync, reenviar.mutateAsync]);

  return (
    <Flex direction="column" gap="medium" data-testid="point-usuarios">
      <Text fontSize="small" color="font.secondary">
        Usuários com acesso à área de {pointNome}. Eles entram com o CPF, o CNPJ de {pointNome} e a senha enviada por email.
      </Text>
      <ListSearchField {...list.searchField} placeholder="Nome ou CPF" width="22rem" testId="point-usuarios-search" />
      <DataTable<UsuarioCadastro>
        testId="point-usuarios-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `point-usuarios-${row.id}`}
        emptyMessage="Nenhum usuário cadastrado"
        toolbar={
          mayEdit ? (
            <Button size="small" variation="primary" onClick={() => setEditing('novo')} data-testid="point-usuarios-new">
              Novo Usuário
            </Button>
          ) : null
        }
      />
      {total !== null ? (
        <Text fontSize="small" color="font.secondary">
          {total} usuário(s)
        </Text>
      ) : null}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'novo' ? 'Novo Usuário' : 'Editar Usuário'}
        width="min(48rem, 95vw)"
        testId="point-usuario-modal"
      >
        {editing !== null ? (
          <PointUsuarioForm
            key={editing === 'novo' ? 'novo' : editing.id}
            initial={usuarioFormValues(editing === 'novo' ? undefined : editing, { pointType, pointId })}
            pointType={pointType}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Flex>
  );
}

function PointUsuarioForm({ initial, pointType, onDone }: { initial: UsuarioFormValues; pointType: PontoType; onDone: () => void }) {
  const save = usuariosApi.useSave();
  const notify = useNotify();
  const form = useForm<UsuarioFormValues, unknown, unknown>({ resolver: zodResolver(usuarioFormSchema as never) as never, defaultValues: initial });
  return (
    <Form
      form={form}
      testId="point-usuario-form"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify({
          message: initial.id ? recordSavedMessage : `${recordSavedMessage} A senha de acesso foi enviada para o email do usuário.`,
          variation: 'success',
          title: 'Sucesso',
        });
        onDone();
      }}
    >
      <Flex direction="column" gap="medium">
        <UsuarioFields pointType={pointType} />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onDone}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="point-usuario-save">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
