import { Modal } from '../../../ui/modal';

/** What the 'Enviar ASO por Email' modal was opened from (spec 2 §2). */
export type AsoEmailOrigin =
  /** The upload page / ASO list, per company of an upload: `asoUploadEnviar`, `asoUploadEmails`. */
  | { kind: 'upload'; uploadId: string }
  /** A consultation: company and consultation locked, `asoConsultaEmailCadastrar`, `asoConsultaEmails`. */
  | { kind: 'consulta'; consultaId: string }
  /** The ASO list's button: pick a company, then its consultations or 'Selecionar Todas as Consultas' (tipo 2). */
  | { kind: 'empresa' };

export interface AsoEmailModalProps {
  open: boolean;
  onClose: () => void;
  origin: AsoEmailOrigin;
}

/** Placeholder until the mail feature builds the modal (tabs 'Enviar novo Email' / 'Histórico de Envio de Emails'). */
export function AsoEmailModal({ open, onClose }: AsoEmailModalProps) {
  return <Modal open={open} onClose={onClose} title="Enviar ASO por Email" testId="aso-email-modal" />;
}
