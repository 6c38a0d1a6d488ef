import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyMask, empresaDesativadaSchema, masks, permissions, todayInSaoPaulo } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/format-date-time';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { serverListProps } from '../../../ui/data-table/server-page';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { TextInput } from '../../../ui/form/text-input';
import { ListSearchField } from '../../../ui/list-search-field';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { useDesativarEmpresa, useEmpresasDesativadas, useReativarEmpresas } from '../api/empresas-desativadas';
import type { EmpresaDesativadaRow } from '../api/empresas-desativadas';
import { diaBr, empresaDesativadaDefaults, reativarConfirmacao } from '../utils/empresa-desativada';
import type { EmpresaDesativadaValues } from '../utils/empresa-desativada';
import { EmpresaPicker } from './pickers';

const col = dataTableColumns<EmpresaDesativadaRow>();

function columnsFor(reativar: ((row: EmpresaDesativadaRow) => void) | null, reativando: string | null) {
  return col.columns([
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => applyMask(masks.cnpj, row.empresa.cnpj), { id: 'cnpj', header: 'CNPJ' }),
    col.accessor('data', { header: 'Desativada desde', cell: ({ getValue }) => diaBr(getValue()) }),
    col.accessor('observacao', {
      header: 'Observação',
      cell: ({ getValue }) => (
        <Text as="span" fontSize="small" style={{ whiteSpace: 'pre-wrap' }}>
          {getValue() ?? ''}
        </Text>
      ),
    }),
    col.accessor('usuario', { header: 'Usuário', cell: ({ getValue }) => getValue() ?? '' }),
    col.accessor('created_at', { header: 'Cadastrado em', cell: ({ getValue }) => (getValue() ? formatDateTime(getValue() as string) : '') }),
    ...(reativar
      ? [
          col.display({
            id: 'acoes',
            header: 'Ações',
            cell: ({ row }) => (
              <Button
                size="small"
                onClick={() => reativar(row.original)}
                isLoading={reativando === row.original.id}
                data-testid="reativar-empresa"
              >
                Reativar
              </Button>
            ),
          }),
        ]
      : []),
  ]);
}

/**
 * The companies disabled for eSocial (spec 2 §2 "Disabled-company list ('Desativar Nova Empresa', permission 310)
 * with a form"), below the automatic-sending form: from the date given, the daily check neither generates nor
 * transmits a listed company's events and 'Gerar XML' refuses it; its events already made stay on the events page.
 * 'Desativar Nova Empresa' and 'Reativar' (deletes the record) need permission 310 (administrators pass).
 */
export function EmpresasDesativadasSection() {
  const notify = useNotify();
  const confirm = useConfirm();
  const session = useSession(undefined);
  const mayManage = can(session.data?.usuario, permissions.desativarEmpresa);
  const list = useListState();
  const [formOpen, setFormOpen] = useState(false);
  const [reativando, setReativando] = useState<string | null>(null);
  const empresas = useEmpresasDesativadas(list.query);
  const reativar = useReativarEmpresas();

  async function reenable(row: EmpresaDesativadaRow) {
    if (!(await confirm({ message: reativarConfirmacao(row.empresa), confirmLabel: 'Reativar' }))) return;
    setReativando(row.id);
    await reativar.mutateAsync([row.id]).then(
      (answer) => notify({ message: answer.msg, variation: 'success', title: 'Sucesso' }),
      () => undefined, // the HTTP client has shown the API's message (the 403 included)
    );
    setReativando(null);
  }

  const columns = columnsFor(mayManage ? (row) => void reenable(row) : null, reativando);
  return (
    <Section
      title="Empresas desativadas para o eSocial"
      testId="empresas-desativadas"
      actions={
        mayManage ? (
          <Button size="small" variation="primary" onClick={() => setFormOpen(true)} data-testid="desativar-nova-empresa">
            Desativar Nova Empresa
          </Button>
        ) : null
      }
    >
      <Text fontSize="small" color="font.tertiary">
        A partir da data informada, o envio automático não gera nem transmite eventos das empresas abaixo e a geração de
        XML é recusada. Os eventos já gerados continuam disponíveis. Reative a empresa para voltar a enviá-la.
      </Text>
      <ListSearchField {...list.searchField} placeholder="Empresa ou CNPJ" testId="empresas-desativadas-search" />
      <DataTable<EmpresaDesativadaRow>
        testId="empresas-desativadas-table"
        columns={columns}
        {...serverListProps(empresas, list)}
        rowTestId={(row) => `empresa-desativada-${row.id}`}
        emptyMessage="Nenhuma empresa desativada"
      />
      <Modal open={formOpen} onClose={() => setFormOpen(false)} title="Desativar Nova Empresa" width="min(40rem, 95%)" testId="desativar-empresa-modal">
        {formOpen ? <DesativarEmpresaForm onClose={() => setFormOpen(false)} /> : null}
      </Modal>
    </Section>
  );
}

/** The form: company (the tenant's client companies), date (today by default) and the observation (the reason). */
function DesativarEmpresaForm({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const desativar = useDesativarEmpresa();
  const form = useForm<EmpresaDesativadaValues, unknown, z.output<typeof empresaDesativadaSchema>>({
    resolver: zodResolver(empresaDesativadaSchema) as never,
    defaultValues: empresaDesativadaDefaults(todayInSaoPaulo()),
  });

  async function submit(values: z.output<typeof empresaDesativadaSchema>) {
    const answer = await desativar.mutateAsync({ ...values, observacao: values.observacao || undefined });
    notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
    onClose();
  }

  return (
    <Form form={form} onSubmit={submit} testId="desativar-empresa-form">
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr' }} gap="small">
          <EmpresaPicker name="empresa" label="Empresa" required />
          <DateInput name="data" label="Desativada a partir de" required />
        </Grid>
        <TextInput name="observacao" label="Observação" rows={3} maxLength={500} placeholder="Motivo da desativação" />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variation="primary" isLoading={desativar.isPending} data-testid="salvar-desativacao">
            Desativar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
