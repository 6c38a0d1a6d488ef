import { asoNotReleasedText, isAsoPrintable, isGuidePrintable } from '@ocupacional/shared';

/*
 * What the Guide/ASO modal shows (spec 1 §2 "Guide/ASO modal"): the guide prints at status 54; the ASO at 66 or
 * 67 (the generated PDF, opened in a new tab from the row's `aso.url`); any other status shows the ASO as not yet released, with the e-mail note and the clinic's name and phone
 * when present.
 */

export interface PrintSubject {
  readonly tipo_status: { readonly id: number; readonly descricao: string };
  readonly credenciada: { readonly nome: string; readonly telefone?: string | null };
  /** The generated ASO's link, which the API sets when the ASO prints (docs/api/aso-upload.md). */
  readonly aso?: { readonly url: string } | null;
}

export type AsoPanel =
  | { readonly kind: 'liberado'; readonly url: string }
  /** Released, but the API handed out no link (a deleted row, or one not generated yet). */
  | { readonly kind: 'indisponivel'; readonly text: string }
  | { readonly kind: 'nao-liberado'; readonly text: string; readonly clinica: { nome: string; telefone: string | null } | null };

export interface PrintPanels {
  readonly guia: { readonly printable: boolean; readonly text: string | null };
  readonly aso: AsoPanel;
}

/** Why the guide does not print (ours). */
export function guideNotPrintableText(status: string): string {
  return `A guia de encaminhamento só pode ser impressa com a consulta agendada. Situação atual: ${status}.`;
}

/** A released ASO: what the tab says above the print button (ours). */
export const asoReleasedText = 'O ASO dessa consulta foi liberado e pode ser impresso.';

/** Released, but without a link to print (ours). */
export const asoUnavailableText =
  'O ASO dessa consulta foi liberado, mas não está disponível para impressão pelo portal; solicite o documento à credenciada.';

export function printPanels(subject: PrintSubject): PrintPanels {
  const status = subject.tipo_status.id;
  const guidePrintable = isGuidePrintable(status);
  const clinic = subject.credenciada.nome
    ? { nome: subject.credenciada.nome, telefone: subject.credenciada.telefone ?? null }
    : null;
  return {
    guia: { printable: guidePrintable, text: guidePrintable ? null : guideNotPrintableText(subject.tipo_status.descricao) },
    aso: !isAsoPrintable(status)
      ? { kind: 'nao-liberado', text: asoNotReleasedText, clinica: clinic }
      : subject.aso
        ? { kind: 'liberado', url: subject.aso.url }
        : { kind: 'indisponivel', text: asoUnavailableText },
  };
}

/** The consultation's number as the screens show it: its id_con once generated, else the end of its id. */
export function consultaNumero(row: { readonly id: string; readonly id_con: number | null }): string {
  return row.id_con ? String(row.id_con) : row.id.slice(-8);
}
