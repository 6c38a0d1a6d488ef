import { Alert, Badge, Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSavedMessage, empresaEmailSchema, typeLists, typeListCodes } from '@ocupacional/shared';
import type { EmpresaEmailRow } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useFdts } from '../../../lookups/api/get-fdts';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEmails } from '../api/get-emails';
import { useSaveEmail } from '../api/save-email';
import { emailListText, toEmailValues } from '../utils/meu-cadastro-values';

const setores = (typeLists[typeListCodes.setorEmail] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const col = dataTableColumns<EmpresaEmailRow>();
const noRows: EmpresaEmailRow[] = [];

/** The spec's warning on the e-mail list (spec 1 §2); the wording is ours. */
export const severalEmailsWarning =
  'Você pode cadastrar vários emails por setor: cada cadastro recebe as notificações do seu setor nas frentes de trabalho escolhidas. Para vários destinatários no mesmo cadastro, separe os emails com ponto e vírgula (;).';

/**
 * 'Emails' of Meu Cadastro (spec 1 §2, §3): the company's notification contacts per sector, with their fronts,
 * addresses (several, separated by semicolon, each validated), notes and active flag.
 */
export function EmailsTab() {
  const { tenant } = useParams();
  const emails = useEmails(tenant);
  const [editing, setEditing] = useState<EmpresaEmailRow | 'novo' | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.tipo.descricao, { id: 'setor', header: 'Setor' }),
        col.accessor((row) => (row.fdt.length ? row.fdt.map((fdt) => fdt.nome).join(', ') : 'Todas'), {
          id: 'fdt',
          header: 'Frentes de Trabalho',
        }),
        col.accessor((row) => emailListText(row.email), { id: 'email', header: 'Emails' }),
        col.accessor((row) => row.obs ?? '', { id: 'obs', header: 'Observações' }),
        col.accessor('ativo', {
          header: 'Ativo',
          cell: ({ getValue }) => (
            <Badge size="small" variation={getValue() ? 'success' : undefined}>
              {getValue() ? 'Sim' : 'Não'}
            </Badge>
          ),
        }),
        col.display({
          id: 'acoes',
          header: 'Ações',
          cell: ({ row }) => (
            <Button size="small" onClick={() => setEditing(row.original)}>
              Editar
            </Button>
          ),
        }),
      ]),
    [],
  );
  const error = loadErrorOf(emails.error);
  return (
    <Flex direction="column" gap="medium" data-testid="emails-tab">
      <Alert variation="warning" data-testid="several-emails-warning">
        {severalEmailsWarning}
      </Alert>
      <DataTable<EmpresaEmailRow>
        columns={columns}
        data={emails.data ?? noRows}
        getRowId={(row) => row.id}
        loading={emails.isPending}
        error={error}
        emptyMessage="Nenhum email cadastrado"
        toolbar={
          <Button size="small" variation="primary" onClick={() => setEditing('novo')} data-testid="new-email">
            Novo Email
          </Button>
        }
      />
      {editing !== null ? <EmailModal row={editing === 'novo' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}

function EmailModal({ row, onClose }: { row: EmpresaEmailRow | null; onClose: () => void }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const fdts = useFdts(tenant);
  const save = useSaveEmail(tenant);
  const form = useForm({ resolver: zodResolver(empresaEmailSchema), defaultValues: toEmailValues(row) });
  return (
    <Modal open onClose={onClose} title={row ? 'Editar Email' : 'Novo Email'} width="min(44rem, 95%)" testId="email-modal">
      <Form
        form={form}
        testId="email-form"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          notify({ message: emailSavedMessage, variation: 'success', title: 'Sucesso' });
          onClose();
        }}
      >
        <Flex direction="column" gap="small">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
            <SelectInput name="tipo" label="Setor" required options={setores} />
            <CheckboxInput name="ativo" label="Ativo" />
          </Grid>
          <CheckboxGroupInput
            name="fdt"
            label="Frentes de Trabalho"
            options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
            hint="Nenhuma marcada: todas as frentes de trabalho."
          />
          <TextInput name="email" label="Emails (separados por ponto e vírgula)" required rows={2} />
          <TextInput name="obs" label="Observações" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando...">
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
