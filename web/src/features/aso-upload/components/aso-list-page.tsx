import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { applyMask, formatBrDate, masks, permissions } from '@ocupacional/shared';
import type { AsoConsultaRow } from '@ocupacional/shared';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { can } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { DataTable, dataTableColumns } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { ListSearchField } from '../../../ui/list-search-field';
import { AsoEmailModal } from '../../mail/components/aso-email-modal';
import type { AsoEmailOrigin } from '../../mail/components/aso-email-modal';
import { asoRowTone, documentLabels } from '../utils/aso-row';
import { useLiberacaoList } from '../hooks/use-liberacao-list';
import { defaultLiberacaoFilters } from '../utils/liberacao-filters';
import { ArquivoModal } from './arquivo-modal';
import { ConsultaStatusBadge } from './consulta-status-badge';
import { LiberacaoFiltersForm } from './liberacao-filters-form';
import { UploadModal } from './upload-modal';

const col = dataTableColumns<AsoConsultaRow>();

interface RowActions {
  openArquivo?: (idCon: number) => void;
  openEmail?: (idCon: number) => void;
}

function columnsFor({ openArquivo, openEmail }: RowActions) {
  return col.columns([
    col.accessor('codigo', {
      header: 'Consulta',
      cell: ({ row }) => (
        <TwoLineCell main={row.original.id_con} detail={row.original.codigo} strong />
      ),
    }),
    col.accessor((row) => row.empresa.nome, { id: 'empresa', header: 'Empresa' }),
    col.accessor((row) => row.funcionario.nome, {
      id: 'funcionario',
      header: 'Funcionário',
      cell: ({ row }) => (
        <TwoLineCell main={row.original.funcionario.nome} detail={applyMask(masks.cpf, row.original.funcionario.cpf)} />
      ),
    }),
    col.accessor('funcao', {
      header: 'Função',
      cell: ({ row }) => (
        <TwoLineCell main={row.original.funcao} detail={row.original.tipo_aso.descricao} />
      ),
    }),
    col.accessor('data_age', { header: 'Agendamento', cell: ({ getValue }) => formatBrDate(getValue().slice(0, 10)) }),
    col.accessor('created_at', { header: 'Cadastro', cell: ({ getValue }) => formatDateTime(getValue()) }),
    col.display({ id: 'status', header: 'Status', cell: ({ row }) => <ConsultaStatusBadge status={row.original.tipo_status} /> }),
    col.display({
      id: 'arquivos',
      header: 'Arquivos',
      cell: ({ row }) => {
        const labels = documentLabels(row.original);
        return labels.length ? (
          <Flex gap="xxs" wrap="wrap">
            {labels.map((label) => (
              <Badge key={label} size="small" variation="info">
                {label}
              </Badge>
            ))}
          </Flex>
        ) : (
          <Text as="span" color="font.tertiary">
            -
          </Text>
        );
      },
    }),
    col.display({
      id: 'acoes',
      header: 'Ações',
      cell: ({ row }) => (
        <Flex gap="xs" wrap="nowrap">
          {row.original.aso ? (
            // The generated ASO of a released consultation, in a new tab with the session cookie (spec 2 §7).
            <Button as="a" size="small" href={row.original.aso.url} target="_blank" rel="noopener" data-testid="print-aso">
              Imprimir ASO
            </Button>
          ) : null}
          {openArquivo ? (
            <Button size="small" onClick={() => openArquivo(row.original.id_con)} data-testid="open-arquivo">
              Arquivos
            </Button>
          ) : null}
          {openEmail ? (
            <Button size="small" onClick={() => openEmail(row.original.id_con)} data-testid="open-email">
              Email
            </Button>
          ) : null}
        </Flex>
      ),
    }),
  ]);
}

/**
 * The back office's ASO list (spec 2 §2): consultations waiting for their ASO (68) or release (69), created 60
 * days back to 1 day ahead by default, searched by consultation code only; 'Upload de ASO' (permission 553) and
 * 'Enviar ASO por Email' (561); per row the generated ASO's print, the file detail and the e-mail modal.
 */
export function AsoListPage() {
  const session = useSession(undefined);
  const aso = useLiberacaoList(undefined, defaultLiberacaoFilters);
  const [empresaLabel, setEmpresaLabel] = useState('');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [arquivoOf, setArquivoOf] = useState<number | null>(null);
  const [emailOrigin, setEmailOrigin] = useState<AsoEmailOrigin | null>(null);
  const usuario = session.data?.usuario;
  const mayUpload = can(usuario, permissions.uploadAso);
  const mayEmail = can(usuario, permissions.enviarAsoPorEmail);
  const columns = useMemo(
    () =>
      columnsFor({
        openArquivo: mayUpload ? setArquivoOf : undefined,
        openEmail: mayEmail ? (idCon) => setEmailOrigin({ kind: 'consulta', consultaId: String(idCon) }) : undefined,
      }),
    [mayUpload, mayEmail],
  );

  return (
    <Flex direction="column" gap="medium" data-testid="aso-list-page">
      <ListSearchField {...aso.list.searchField} placeholder="Código da consulta (OCP-…) ou número" testId="aso-search" />
      <DataTable<AsoConsultaRow>
        testId="aso-table"
        columns={columns}
        {...aso.tableProps}
        rowTestId={(row) => `aso-${row.id_con}`}
        rowTone={asoRowTone}
        emptyMessage="Nenhuma consulta encontrada"
        filters={
          <LiberacaoFiltersForm
            key={aso.filtersKey}
            value={aso.filters}
            defaults={aso.defaults}
            empresaLabel={empresaLabel}
            onEmpresaLabel={setEmpresaLabel}
            onApply={aso.applyFilters}
          />
        }
        toolbar={
          <>
            {mayUpload ? (
              <Button size="small" variation="primary" onClick={() => setUploadOpen(true)} data-testid="open-upload">
                Upload de ASO
              </Button>
            ) : null}
            {mayEmail ? (
              <Button size="small" onClick={() => setEmailOrigin({ kind: 'empresa' })} data-testid="open-email-empresa">
                Enviar ASO por Email
              </Button>
            ) : null}
          </>
        }
      />
      <UploadModal open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <ArquivoModal idCon={arquivoOf} onClose={() => setArquivoOf(null)} />
      {emailOrigin ? <AsoEmailModal open onClose={() => setEmailOrigin(null)} origin={emailOrigin} /> : null}
    </Flex>
  );
}
