import { Alert, Badge, Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSavedMessage, empresaEmailSchema, recordsDeletedMessage, typeListCodes, typeLists, type EmpresaEmailRow } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../lib/session';
import { useFdts } from '../../back-office-consultas/api/get-pcmso-lookups';
import { useConfirmations } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useDeleteEmpresaEmails, useEmpresaEmails, useSaveEmpresaEmail } from '../api/empresa-emails';
import { emailListText, empresaEmailValues } from '../utils/empresa-email-values';

/** The sectors of list 196 (ASO, eSocial, Financeiro): the mail features send ASO notices to the ASO ones. */
const setores = (typeLists[typeListCodes.setorEmail] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const noRows: EmpresaEmailRow[] = [];

export const empresaEmailsHint =
  'Cada contato recebe as notificações do seu setor nas frentes de trabalho marcadas (nenhuma: todas). Os contatos ativos do setor ASO recebem os ASOs liberados e são os destinatários sugeridos no envio de ASO por e-mail. Para vários endereços no mesmo contato, separe-os com ponto e vírgula (;).';

/**
 * 'E-mails' of the company's record in the back office (issue 14; spec 1 §3 "Company e-mail contact"): the contacts by
 * sector with their name, fronts, addresses (several, each validated), notes and active flag. Administrators create,
 * edit and delete (after the spec's confirmation); other users read.
 */
export function EmpresaEmailsTab({ empresaId }: { readonly empresaId: string }) {
  const session = useSession(undefined);
  const usuario = session.data?.usuario;
  const mayEdit = Boolean(usuario?.is_adm || usuario?.is_sadm);
  const emails = useEmpresaEmails(empresaId);
  const remove = useDeleteEmpresaEmails(empresaId);
  const confirmations = useConfirmations();
  const notify = useNotify();
  const [editing, setEditing] = useState<EmpresaEmailRow | 'novo' | null>(null);

  const columns = useMemo(() => {
    const col = dataTableColumns<EmpresaEmailRow>();
    const deleteOne = async (row: EmpresaEmailRow) => {
      if (!(await confirmations.deleteRecords(1))) return;
      await remove.mutateAsync([row.id]).then(
        () => notify({ message: recordsDeletedMessage, variation: 'success', title: 'Sucesso' }),
        () => undefined, // the HTTP client has shown the answer (a 403 with the spec's delete message)
      );
    };
    return col.columns([
      col.accessor((row) => row.nome ?? '', { id: 'nome', header: 'Nome' }),
      col.accessor((row) => row.tipo.descricao, { id: 'setor', header: 'Setor' }),
      col.accessor((row) => (row.fdt.length ? row.fdt.map((fdt) => fdt.nome).join(', ') : 'Todas'), { id: 'fdt', header: 'Frentes de Trabalho' }),
      col.accessor((row) => emailListText(row.email), { id: 'email', header: 'E-mails' }),
      col.accessor((row) => row.obs ?? '', { id: 'obs', header: 'Observações' }),
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
              <Button size="small" onClick={() => setEditing(row.original)} data-testid="empresa-emails-edit">
                Editar
              </Button>
              <Button size="small" colorTheme="error" onClick={() => void deleteOne(row.original)} data-testid="empresa-emails-delete-row">
                Excluir
              </Button>
            </Flex>
          ) : null,
      }),
    ]);
  }, [mayEdit, remove.mutateAsync]);

  return (
    <Flex direction="column" gap="medium" data-testid="empresa-emails-tab">
      <Alert variation="info" data-testid="empresa-emails-hint">
        {empresaEmailsHint}
      </Alert>
      <DataTable<EmpresaEmailRow>
        testId="empresa-emails-table"
        columns={columns}
        data={emails.data ?? noRows}
        getRowId={(row) => row.id}
        rowTestId={(row) => `empresa-emails-${row.id}`}
        loading={emails.isPending}
        error={loadErrorOf(emails.error)}
        emptyMessage="Nenhum e-mail cadastrado"
        toolbar={
          mayEdit ? (
            <Button size="small" variation="primary" onClick={() => setEditing('novo')} data-testid="empresa-emails-new">
              Novo E-mail
            </Button>
          ) : undefined
        }
      />
      {editing !== null ? <EmpresaEmailModal empresaId={empresaId} row={editing === 'novo' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}

/** The contact's form: sector, name, fronts of the company, addresses, notes, active. */
function EmpresaEmailModal({ empresaId, row, onClose }: { empresaId: string; row: EmpresaEmailRow | null; onClose: () => void }) {
  const notify = useNotify();
  const fdts = useFdts(empresaId);
  const save = useSaveEmpresaEmail(empresaId);
  const form = useForm({ resolver: zodResolver(empresaEmailSchema), defaultValues: empresaEmailValues(row) });
  return (
    <Modal open onClose={onClose} title={row ? 'Editar E-mail' : 'Novo E-mail'} width="min(44rem, 95%)" testId="empresa-email-modal">
      <Form
        form={form}
        testId="empresa-email-form"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          notify({ message: emailSavedMessage, variation: 'success', title: 'Sucesso' });
          onClose();
        }}
      >
        <Flex direction="column" gap="small">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
            <TextInput name="nome" label="Nome do contato" maxLength={255} />
            <SelectInput name="tipo" label="Setor" required options={setores} />
          </Grid>
          <CheckboxGroupInput
            name="fdt"
            label="Frentes de Trabalho"
            options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
            hint="Nenhuma marcada: todas as frentes de trabalho."
          />
          <TextInput name="email" label="E-mails (separados por ponto e vírgula)" required rows={2} />
          <TextInput name="obs" label="Observações" rows={2} maxLength={500} />
          <CheckboxInput name="ativo" label="Ativo" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="empresa-email-salvar">
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
