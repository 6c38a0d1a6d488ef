import { documentTypes } from '@ocupacional/shared';
import type { AsoConsultaRow, AsoUploadPagina, EmailAsoLog } from '@ocupacional/shared';
import { formatDateTime } from '../../../lib/format-date-time';

/*
 * Pure rules of the 'Enviar ASO por Email' modal (spec 2 §2, §3 "E-mail send form", §5).
 */

/** A consultation can be chosen only when it has an ASO document (type 82, spec 2 §5). */
export function hasAsoDocument(row: Pick<AsoConsultaRow, 'tipo_documento' | 'arquivo_aso'>): boolean {
  return row.tipo_documento.some((tipo) => tipo.id === documentTypes.aso) && (row.arquivo_aso?.pages ?? 0) > 0;
}

/** One consultation of an upload's company, as the upload's pages describe it. */
export interface UploadConsulta {
  id_con: number;
  funcionario: string;
  /** The upload's pages of this consultation that are ASO pages (type 82) and may be sent (79, 193). */
  paginasAso: number[];
}

export interface UploadEmpresa {
  id: string;
  nome: string;
  consultas: UploadConsulta[];
}

/**
 * The companies of an upload with their consultations, in page order, from the upload's pages (the companies the
 * send form has one block for). Pages without a consultation are left out.
 */
export function uploadCompanies(paginas: readonly AsoUploadPagina[]): UploadEmpresa[] {
  const empresas = new Map<string, UploadEmpresa>();
  for (const pagina of paginas) {
    if (!pagina.empresa || !pagina.id_con) continue;
    let empresa = empresas.get(pagina.empresa.id);
    if (!empresa) {
      empresa = { id: pagina.empresa.id, nome: pagina.empresa.nome, consultas: [] };
      empresas.set(empresa.id, empresa);
    }
    let consulta = empresa.consultas.find((item) => item.id_con === pagina.id_con);
    if (!consulta) {
      consulta = { id_con: pagina.id_con, funcionario: pagina.funcionario?.nome ?? '', paginasAso: [] };
      empresa.consultas.push(consulta);
    }
    if (pagina.tipo_documento?.id === documentTypes.aso && pagina.pode_enviar_email) consulta.paginasAso.push(pagina.page);
  }
  return [...empresas.values()];
}

/**
 * The pages preselected for a consultation's ASO: those not e-mailed yet (`select_pages`), or every page when all
 * were sent already (the operator ticked the consultation to send it again).
 *
 * @example preselectedPages({ pages: 3, select_pages: [] }) // [1, 2, 3]
 */
export function preselectedPages(documento: { pages: number; select_pages: readonly number[] } | null | undefined): number[] {
  if (!documento || documento.pages === 0) return [];
  if (documento.select_pages.length > 0) return [...documento.select_pages];
  return Array.from({ length: documento.pages }, (_, index) => index + 1);
}

/** Whether the history has a row newer than `since` (ISO instant): the history tab icon flashes (spec 2 §2). */
export function hasNewerEntry(historico: readonly Pick<EmailAsoLog, 'created_at'>[] | undefined, since: string): boolean {
  const limit = Date.parse(since);
  return (historico ?? []).some((row) => Date.parse(row.created_at) > limit);
}

/** The chosen pages of the chosen consultations, as the send bodies' `select_pages`. */
export function selectPagesOf(
  consultas: readonly number[],
  pages: Readonly<Record<string, readonly number[] | undefined>>,
): Record<string, number[]> {
  const selected: Record<string, number[]> = {};
  for (const idCon of consultas) {
    const chosen = pages[String(idCon)];
    if (chosen) selected[String(idCon)] = [...chosen].sort((a, b) => a - b);
  }
  return selected;
}

/**
 * A day as dd/mm/aaaa: a plain date ('2026-03-10') as it is, an instant in São Paulo time.
 *
 * @example formatDay('2026-03-10') // '10/03/2026'
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  return formatDateTime(value).slice(0, 10);
}
