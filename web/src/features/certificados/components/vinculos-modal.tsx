import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, esocialMensagens, masks, recordSavedMessage } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { serverListProps } from '../../../ui/data-table/server-page';
import { Form } from '../../../ui/form/form';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import type { CertificadoRow, VinculoRow } from '../api/certificado-schemas';
import { useDeleteVinculos } from '../api/delete-vinculos';
import { useVinculos } from '../api/get-vinculos';
import { useSaveVinculo } from '../api/save-vinculo';
import { EmpresaPicker } from '../../esocial/components/pickers';

const col = dataTableColumns<VinculoRow>();
const columns = col.columns([
  col.accessor((row) => row.empresa.nome_fantasia ?? row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
  col.accessor((row) => applyMask(masks.cnpj, row.empresa.cnpj), { id: 'cnpj', header: 'CNPJ' }),
  col.accessor((row) => (row.automatico ? 'Automático' : 'Manual'), { id: 'tipo', header: 'Vínculo' }),
  col.accessor((row) => row.aviso_titular ?? '', {
    id: 'aviso_titular',
    header: 'Titular do certificado',
    cell: ({ getValue }) =>
      getValue() ? (
        <Text as="span" fontSize="small" color="font.warning" data-testid="vinculo-aviso-titular">
          {getValue()}
        </Text>
      ) : (
        '—'
      ),
  }),
  col.accessor((row) => (row.created_at ? formatDateTime(row.created_at) : ''), { id: 'created_at', header: 'Vinculado em' }),
]);

/** The API says which links this session may remove (the automatic one of a `vincular` certificate never). */
const removable = (row: VinculoRow) => row.removivel === 1;

/** Links are listed 20 per page (spec 2 §7). */
const vinculosPageSize = 20;

/**
 * The link-to-clients dialog (spec 2 §2 "Certificate-company links"): the companies linked to a certificate, a
 * company picker to add one (the owner only) and a multi-delete of the links this session may remove: all in the
 * back office, the owner's, and a linked company's own (issue 12 item 4). The automatic link of the owner cannot
 * be removed while the certificate's `vincular` is on (spec 2 §5).
 */
export function VinculosModal({ certificado, onClose }: { certificado: CertificadoRow | null; onClose: () => void }) {
  return (
    <Modal
      open={certificado !== null}
      onClose={onClose}
      title={certificado ? `Vincular Clientes — ${certificado.titular}` : 'Vincular Clientes'}
      testId="vinculos-modal"
    >
      {certificado ? <VinculosBody key={certificado.id} certificado={certificado} /> : null}
    </Modal>
  );
}

function VinculosBody({ certificado }: { certificado: CertificadoRow }) {
  const { tenant } = useParams();
  const notify = useNotify();
  const paging = useListState(vinculosPageSize);
  const { page, pagination, cursor } = paging.query;
  const list = useVinculos(tenant, certificado.id, { page, pagination, cursor });
  const table = serverListProps(list, paging);
  const add = useSaveVinculo(tenant, certificado.id);
  const selected = useDeleteSelected(useDeleteVinculos(tenant, certificado.id));
  const form = useForm<{ empresa: string }>({ defaultValues: { empresa: '' } });
  const podeVincular = list.data?.pode_vincular ?? certificado.pode_vincular;

  async function addLink(values: { empresa: string }) {
    // Spec 2 §5: the company is required, with the module's own alert.
    if (!values.empresa) {
      notify({ message: esocialMensagens.camposObrigatorios });
      return;
    }
    const answer = await add.mutateAsync(values.empresa).catch(() => null);
    if (!answer) return;
    notify({ message: answer.msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
    form.reset({ empresa: '' });
  }

  return (
    <Flex direction="column" gap="medium">
      {podeVincular ? (
        <Form form={form} onSubmit={addLink} testId="vinculo-form">
          <Flex alignItems="flex-end" gap="small" wrap="wrap">
            <Flex direction="column" flex="1" minWidth="18rem">
              <EmpresaPicker name="empresa" label="Empresa a vincular" required lockedToSession={false} />
            </Flex>
            <Button type="submit" variation="primary" isLoading={add.isPending} data-testid="add-vinculo">
              Vincular
            </Button>
          </Flex>
        </Form>
      ) : (
        <Text fontSize="small">Somente a empresa dona do certificado pode vincular clientes, pela administração.</Text>
      )}
      <DataTable<VinculoRow>
        testId="vinculos-table"
        columns={columns}
        {...table}
        rowTestId={(row) => `vinculo-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(table.onPaginationChange)}
        selectable={removable}
        {...selected.tableProps}
        emptyMessage="Nenhuma empresa vinculada"
        toolbar={<DeleteSelectedButton selected={selected} testId="delete-vinculos" />}
      />
    </Flex>
  );
}
