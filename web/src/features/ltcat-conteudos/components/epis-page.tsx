import { Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { epiCategorias, epiFormSchema, fieldLimits, recordSavedMessage, type Epi } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { episApi } from '../api/ltcat-conteudos';
import { epiFormValues } from '../utils/catalogo-form-values';
import { CatalogoTable } from './catalogo-table';

/** The EPI catalogue is changed with 567 (shared/src/routes/ltcat-conteudos.ts epiPermission). */
const permission = 567;
const categorias = Object.entries(epiCategorias).map(([value, label]) => ({ value, label: `${value} — ${label}` }));
const col = dataTableColumns<Epi>();
const columns = col.columns([
  col.accessor('ca', { header: 'CA' }),
  col.accessor((row) => (row.categoria ? `${row.categoria} — ${epiCategorias[row.categoria]}` : ''), { id: 'categoria', header: 'Categoria (NR-6)' }),
]);

/**
 * LTCAT › EPI (web route ltcat/epi; spec 3 §3 "epi with nome, ca, categoria"): the catalogue a GHE measurement's
 * equipment list picks from, with the CA (Certificado de Aprovação) S-2240 reports; modal Novo EPI / Editar EPI.
 */
export function EpisPage() {
  const session = useSession(undefined);
  return (
    <CatalogoTable<Epi>
      testId="epis"
      columns={columns}
      useList={episApi.useList}
      useDelete={episApi.useDelete}
      mayEdit={can(session.data?.usuario, permission)}
      newLabel="Novo EPI"
      searchPlaceholder="Nome ou número do CA"
      emptyMessage="Nenhum EPI encontrado"
      totalLabel={(total) => `${total} EPI(s)`}
      modal={(row, close) => <EpiModal row={row} onClose={close} />}
    />
  );
}

function EpiModal({ row, onClose }: { row: Epi | null; onClose: () => void }) {
  const notify = useNotify();
  const save = episApi.useSave();
  const form = useForm({ resolver: zodResolver(epiFormSchema), defaultValues: epiFormValues(row) });
  return (
    <Modal open onClose={onClose} title={row ? 'Editar EPI' : 'Novo EPI'} width="min(44rem, 95%)" testId="epi-modal">
      <Form
        form={form}
        testId="epi-form"
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
          onClose();
        }}
      >
        <Flex direction="column" gap="small">
          <TextInput name="nome" label="Nome" required maxLength={fieldLimits.name} />
          <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
            <TextInput name="ca" label="Número do CA" required maxLength={12} />
            <SelectInput name="categoria" label="Categoria (NR-6, Anexo I)" options={categorias} />
          </Grid>
          <CheckboxInput name="ativo" label="Ativo" />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="epi-salvar">
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}
