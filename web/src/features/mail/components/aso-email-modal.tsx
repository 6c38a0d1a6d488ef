import { Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { DataTable } from '../../../ui/data-table/data-table';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { getAsoConsultaEmailsQueryOptions, getAsoEmpresaEmailsQueryOptions, getAsoUploadEmailsQueryOptions } from '../api/get-aso-emails';
import { hasNewerEntry } from '../utils/aso-email-values';
import { ConsultaSendForm, UploadSendForm } from './aso-email-send-forms';
import { EmailHistoryTable } from './email-history-table';
import { EmailBodyModal, emailLogColumns } from './email-log-table';
import type { EmailLogRow } from './email-log-table';
import './mail.css';

/** What the 'Enviar ASO por Email' modal was opened from (spec 2 §2). */
export type AsoEmailOrigin =
  /** The upload page / ASO list, per company of an upload: `asoUploadEnviar`, `asoUploadEmails`. */
  | { kind: 'upload'; uploadId: string }
  /** A consultation: company and consultation locked, `asoConsultaEmailCadastrar`, `asoConsultaEmails`. */
  | { kind: 'consulta'; consultaId: string }
  /** The ASO list's button: pick a company (then `asoEmpresaEmails`), its consultations or 'Selecionar Todas as Consultas' (tipo 2). */
  | { kind: 'empresa' };

export interface AsoEmailModalProps {
  open: boolean;
  onClose: () => void;
  origin: AsoEmailOrigin;
}

/** Spec 2 §7: the e-mail history loads 500 ms after the modal opens. */
const historyDelayMs = 500;
/** While open, the history is read again now and then, so the situation ('Aguardando envio' → 'Enviado') moves. */
const historyRefreshMs = 15_000;
const noLogRows: EmailLogRow[] = [];

/**
 * 'Enviar ASO por Email' (spec 2 §2): tabs 'Enviar novo Email' and 'Histórico de Envio de Emails'. From an upload,
 * one block per company; from a consultation, its company and consultation locked (tipo 1); from the ASO list, a
 * company to pick and its consultations (tipo 2). The history tab's icon flashes while the history holds a send
 * newer than the last time the tab was looked at (a send made here, or by someone else meanwhile).
 */
export function AsoEmailModal({ open, onClose, origin }: AsoEmailModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Enviar ASO por Email" testId="aso-email-modal">
      {open ? <AsoEmailContent origin={origin} /> : null}
    </Modal>
  );
}

function AsoEmailContent({ origin }: { origin: AsoEmailOrigin }) {
  const [tab, setTab] = useState('enviar');
  const [ready, setReady] = useState(false);
  const [seenAt, setSeenAt] = useState(() => new Date().toISOString());
  const [empresaId, setEmpresaId] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), historyDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const uploadId = origin.kind === 'upload' ? origin.uploadId : '';
  const consultaId = origin.kind === 'consulta' ? origin.consultaId : '';
  const uploadEmails = useQuery({
    ...getAsoUploadEmailsQueryOptions(uploadId),
    enabled: ready && origin.kind === 'upload',
    refetchInterval: historyRefreshMs,
  });
  const consultaEmails = useQuery({
    ...getAsoConsultaEmailsQueryOptions(consultaId),
    enabled: ready && origin.kind === 'consulta',
    refetchInterval: historyRefreshMs,
  });
  // From the ASO list: the chosen company's default recipients and ASO e-mails (the messages of point 'aso').
  const empresaEmails = useQuery({
    ...getAsoEmpresaEmailsQueryOptions(empresaId ?? ''),
    enabled: ready && origin.kind === 'empresa' && empresaId !== null,
    refetchInterval: historyRefreshMs,
  });

  // A history cached from an earlier opening is read again once ready: enabling the query alone leaves it as it was.
  useEffect(() => {
    if (!ready) return;
    const query = origin.kind === 'upload' ? uploadEmails : origin.kind === 'consulta' ? consultaEmails : empresaEmails;
    if (query.data) void query.refetch({ cancelRefetch: false });
    // When the delay ends, and for each company picked.
  }, [ready, empresaId]);

  const historyDates = useMemo(() => {
    if (origin.kind === 'upload') return uploadEmails.data?.historico;
    if (origin.kind === 'consulta') return consultaEmails.data?.historico;
    return empresaEmails.data?.historico;
  }, [origin.kind, uploadEmails.data, consultaEmails.data, empresaEmails.data]);
  const flashing = tab !== 'historico' && hasNewerEntry(historyDates, seenAt);

  const sendTab =
    origin.kind === 'upload' ? (
      <UploadSendForm uploadId={origin.uploadId} emails={uploadEmails.data} />
    ) : origin.kind === 'consulta' ? (
      consultaEmails.data ? (
        <ConsultaSendForm
          consultaId={origin.consultaId}
          empresa={consultaEmails.data.empresa}
          destinatario={consultaEmails.data.destinatario}
         
        />
      ) : consultaEmails.error ? (
        <Text variation="error">{consultaEmails.error instanceof ApiError ? consultaEmails.error.msg : 'Erro ao carregar a consulta.'}</Text>
      ) : (
        <Text>Carregando...</Text>
      )
    ) : (
      <ConsultaSendForm onEmpresa={setEmpresaId} destinatario={empresaId ? empresaEmails.data?.destinatario : undefined} />
    );

  const historyTab =
    origin.kind === 'empresa' ? (
      empresaId ? (
        <EmpresaLogTable
          rows={empresaEmails.data?.historico ?? noLogRows}
          loading={!ready || empresaEmails.isPending}
          error={loadErrorOf(empresaEmails.error)}
        />
      ) : (
        <Text>Escolha a empresa na aba &apos;Enviar novo Email&apos; para ver o histórico.</Text>
      )
    ) : origin.kind === 'upload' ? (
      <EmailHistoryTable historico={uploadEmails.data?.historico} loading={!ready || uploadEmails.isPending} error={loadErrorOf(uploadEmails.error)} />
    ) : (
      <EmailHistoryTable
        historico={consultaEmails.data?.historico}
        loading={!ready || consultaEmails.isPending}
        error={loadErrorOf(consultaEmails.error)}
      />
    );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        if (value === 'historico') setSeenAt(new Date().toISOString());
      }}
      items={[
        { value: 'enviar', label: 'Enviar novo Email', content: sendTab },
        {
          value: 'historico',
          label: (
            <span data-testid="aso-email-history-tab" data-flashing={flashing ? 'true' : 'false'}>
              <span className={`oc-mail-tab-icon${flashing ? ' oc-mail-tab-icon--flash' : ''}`} aria-hidden="true">
                ✉
              </span>
              Histórico de Envio de Emails
            </span>
          ),
          content: historyTab,
        },
      ]}
    />
  );
}

function EmpresaLogTable({ rows, loading, error }: { rows: EmailLogRow[]; loading: boolean; error: { status: number; msg: string } | null }) {
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useMemo(() => emailLogColumns(setViewing), []);
  return (
    <>
      <DataTable<EmailLogRow> columns={columns} data={rows} getRowId={(row) => row.id} loading={loading} error={error} emptyMessage="Nenhum email enviado" />
      {viewing ? <EmailBodyModal id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
