import type { BadgeProps } from '@aws-amplify/ui-react';
import type { AsoUploadRow, AsoUploadSituacao } from '@ocupacional/shared';

/*
 * How uploads and pages show their state (spec 2 §4; docs/api/aso-upload.md "Upload lifecycle and statuses"):
 * 79 identified (green), 193 linked by hand (blue), 80 failed or waiting for a manual link (red), none while
 * being read.
 */

/** Whether an upload has stopped moving: done (linked or waiting for a manual link) or failed. */
export function isSettled(upload: Pick<AsoUploadRow, 'situacao'>): boolean {
  return upload.situacao === 'concluido' || upload.situacao === 'falha';
}

/** The badge colour of an upload's or a page's status. */
export function statusVariation(status: number | null | undefined): BadgeProps['variation'] {
  if (status === 79) return 'success';
  if (status === 193) return 'info';
  if (status === 80) return 'error';
  return 'warning';
}

/** What an upload without a status is doing. */
export const situacaoLabels: Readonly<Record<AsoUploadSituacao, string>> = {
  aguardando_arquivo: 'Aguardando arquivo',
  processando: 'Processando',
  concluido: 'Concluído',
  falha: 'Falha no processamento',
};

/** How a page was linked (docs/api/aso-upload.md `identificacao`). */
export const identificacaoLabels: Readonly<Record<string, string>> = {
  qr: 'QR Code',
  texto: 'Código impresso',
  cpf: 'CPF',
  formulario: 'Upload manual',
  manual: 'Vínculo manual',
  pendente: 'Aguardando vínculo',
};

/** The badge text of an upload or page: its status, else what it is doing. */
export function statusText(status: { descricao: string } | null, situacao?: AsoUploadSituacao): string {
  if (status) return status.descricao;
  return situacao ? situacaoLabels[situacao] : 'Processando';
}
