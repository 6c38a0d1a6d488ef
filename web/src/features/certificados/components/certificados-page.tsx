import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, masks } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListState } from '../../../lib/use-list-state';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { DeleteSelectedButton, useDeleteSelected } from '../../../ui/data-table/delete-selected';
import { serverListProps } from '../../../ui/data-table/server-page';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import type { CertificadoRow } from '../api/certificado-schemas';
import { useDeleteCertificados } from '../api/delete-certificados';
import { useCertificados } from '../api/get-certificados';
import { daysLeftText, formatDay } from '../utils/certificate-file';
import { CertificadoModal } from './certificado-modal';
import { VinculosModal } from './vinculos-modal';

const col = dataTableColumns<CertificadoRow>();

function columnsFor(edit: (row: CertificadoRow) => void, link: (row: CertificadoRow) => void) {
  return col.columns([
    col.accessor('titular', {
      header: 'Titular',
      cell: ({ row }) => (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <TwoLineCell main={row.original.titular} detail={row.original.tipo_certificado_nome} />
          {row.original.aviso_titular ? (
            <Text as="span" fontSize="small" color="font.warning" data-testid="certificado-aviso-titular">
              {row.original.aviso_titular}
            </Text>
          ) : null}
        </Flex>
      ),
    }),
    col.accessor((row) => (row.cnpj ? applyMask(masks.cnpj, row.cnpj) : row.cpf ? applyMask(masks.cpf, row.cpf) : ''), {
      id: 'cnpj',
      header: 'CNPJ',
    }),
    col.accessor('validade', {
      header: 'Validade',
      cell: ({ row }) => `${formatDay(row.original.validade_inicio)} a ${formatDay(row.original.validade)}`,
    }),
    col.accessor('dias_restantes', {
      header: 'Dias restantes',
      cell: ({ row }) => (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <Text as="span">{daysLeftText(row.original.dias_restantes)}</Text>
          {row.original.aviso ? (
            <Badge size="small" variation={row.original.dias_restantes < 0 ? 'error' : 'warning'} data-testid="certificado-aviso">
              {row.original.aviso}
            </Badge>
          ) : null}
        </Flex>
      ),
    }),
    col.accessor((row) => row.empresa.nome, {
      id: 'empresa',
      header: 'Empresa',
      cell: ({ row }) => (
        <TwoLineCell main={row.original.empresa.nome} detail={applyMask(masks.cnpj, row.original.empresa.cnpj)} />
      ),
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          <Button size="small" onClick={() => edit(row.original)} data-testid="edit-certificado">
            Editar
          </Button>
          {/* Only the owner company links clients (spec 2 §2). */}
          {row.original.pode_vincular ? (
            <Button size="small" onClick={() => link(row.original)} data-testid="link-certificado">
              Vincular Clientes
            </Button>
          ) : (
            // Everyone who sees a certificate sees its links, and removes those it may (issue 12 item 4).
            <Button size="small" onClick={() => link(row.original)} data-testid="vinculos-certificado">
              Vínculos
            </Button>
          )}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The A1 certificates (spec 2 §2 "Certificates"; web esocial/certificados, empresa esocial/certificado): holder,
 * CNPJ, validity, days left with the near-expiry warning, owner company; the 'Certificado' modal, the
 * link-to-clients dialog for the owner company, and multi-delete.
 */
export function CertificadosPage() {
  const { tenant } = useParams();
  const list = useListState();
  const [modal, setModal] = useState<{ editing: CertificadoRow | null } | null>(null);
  const [linking, setLinking] = useState<CertificadoRow | null>(null);
  const certificados = useCertificados(tenant, list.query);
  const selected = useDeleteSelected(useDeleteCertificados(tenant));
  const page = serverListProps(certificados, list);
  const columns = useMemo(() => columnsFor((row) => setModal({ editing: row }), setLinking), []);

  return (
    <Flex direction="column" gap="medium" data-testid="certificados-page">
      <ListSearchField {...list.searchField} placeholder="Titular, empresa ou CNPJ" testId="certificados-search" />
      <DataTable<CertificadoRow>
        testId="certificados-table"
        columns={columns}
        {...page}
        rowTestId={(row) => `certificado-${row.id}`}
        onPaginationChange={selected.clearOnPageChange(page.onPaginationChange)}
        rowTone={(row) => (row.dias_restantes < 0 ? 'error' : row.aviso_vencimento ? 'warning' : undefined)}
        selectable={() => true}
        {...selected.tableProps}
        emptyMessage="Nenhum certificado encontrado"
        toolbar={
          <>
            <DeleteSelectedButton selected={selected} testId="delete-certificados" />
            <Button size="small" variation="primary" onClick={() => setModal({ editing: null })} data-testid="new-certificado">
              Novo Certificado
            </Button>
          </>
        }
      />
      <CertificadoModal open={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
      <VinculosModal certificado={linking} onClose={() => setLinking(null)} />
    </Flex>
  );
}
