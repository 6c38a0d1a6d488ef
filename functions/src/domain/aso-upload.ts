import { documentTypes, fileLimits, uploadStatus, uploadStatusEnvioEmail } from '@ocupacional/shared';

/*
 * The ASO upload's rules (spec 2 §3–§5; docs/api/aso-upload.md), without I/O: object keys, page ids, what an upload's
 * counters say about it, which pages make a consultation's medical record, which pages are preselected for e-mail.
 */

// Object keys

/** Where the browser's file goes: under the tenant's upload folder, in the upload's own folder. */
export function browserUploadKey(tenant: string, uploadId: string, fileName: string): string {
  return `upload/${tenant}/${uploadId}/${safeFileName(fileName)}`;
}

/**
 * The upload id a browser upload's key names ('upload/{tenant}/{uploadId}/{file}' → uploadId), or undefined for any
 * other key below the tenant's folder (such a file is handled like a dropped one).
 */
export function uploadIdOfBrowserKey(name: string): string | undefined {
  const match = /^([0-9A-HJKMNP-TV-Z]{26})\/[^/]+$/.exec(name);
  return match?.[1];
}

/** A page's own PDF, under the tenant's prefix of the files bucket. */
export function pageObjectKey(tenant: string, uploadId: string, pagina: number): string {
  return `arquivos/${tenant}/upload/${uploadId}/${pagina}.pdf`;
}

/** The medical record of a consultation: one PDF rebuilt from its pages (see {@link prontuarioPages}). */
export function prontuarioObjectKey(tenant: string, idCon: number): string {
  return `arquivos/${tenant}/consulta/${String(idCon).padStart(10, '0')}/prontuario.pdf`;
}

/**
 * A file name fit for an object key and a download: accents dropped, anything but letters, digits, '.', '-' and
 * '_' turned into '-', at most 100 characters, always ending '.pdf'.
 *
 * @example safeFileName('ASOs de março (2).PDF') // 'ASOs-de-marco-2-.pdf'
 */
export function safeFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 96);
  return `${base || 'arquivo'}.pdf`;
}

// Page ids

/** A page's id in the API: '<upload id>-<page>'. */
export function uploadPageId(uploadId: string, pagina: number): string {
  return `${uploadId}-${pagina}`;
}

/** The upload and page a page id names, or undefined when malformed. */
export function parseUploadPageId(id: string): { uploadId: string; pagina: number } | undefined {
  const match = /^([0-9A-Za-z]{16,40})-(\d{1,5})$/.exec(id.trim());
  if (!match) return undefined;
  const pagina = Number(match[2]);
  return pagina >= 1 ? { uploadId: match[1] as string, pagina } : undefined;
}

// File checks the S3 policy also makes (spec 2 §5: PDF up to 25 MB)

/** The reason a file over the limit is refused, or undefined when it fits. */
export function oversizeReason(bytes: number): string | undefined {
  if (bytes <= fileLimits.asoPdfBytes) return undefined;
  const megabytes = (bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `O arquivo tem ${megabytes} MB; o limite do upload de ASO é 25 MB. Divida o arquivo e envie as partes.`;
}

/**
 * The reason kept on an upload whose processing failed on every delivery (then the message goes to the DLQ). The
 * error's own text (English, technical) goes to the log and `lastError`, never to the screen (issue 12 item 9).
 */
export const processingFailedReason = "Não foi possível processar o arquivo. Use 'Reprocessar' para tentar novamente.";

/**
 * The reason an upload ends with when its file never came: the browser's presigned POST expired long before and the
 * object is not in S3 (the sweep closes it, issue 12 item 9).
 */
export const uploadNeverSentReason = 'O arquivo não foi enviado: o envio não foi concluído dentro do prazo. Faça um novo upload.';

/** What an upload being retried shows while its next attempt runs. */
export const retryingReason = 'Nova tentativa em andamento.';

/** The reason kept on a page that could not be read on any delivery (the error itself is in the log). */
export const pageUnreadableReason = 'Não foi possível ler a página; vincule-a manualmente ou reprocesse o upload.';

// What an upload's counters say

/** The counters of an upload's pages. */
export interface UploadCounters {
  readonly paginas?: number | undefined;
  readonly identificadas: number;
  readonly vinculadas: number;
  readonly pendentes: number;
}

/** How an upload looks in the history: its situation, its status (spec 2 §4) and the line the operator reads. */
export interface UploadSummary {
  readonly situacao: 'aguardando_arquivo' | 'processando' | 'concluido' | 'falha';
  readonly tipoStatus: number | null;
  readonly obs: string | null;
}

/**
 * The upload's situation and status: a failed file is 80 with its reason; while pages are being read there is no
 * status; once every page is counted, 80 when any waits for a manual link (so it can be reprocessed, spec 2 §4),
 * else 193 when any was linked by hand, else 79.
 */
export function uploadSummary(
  upload: { readonly status: string; readonly tipoStatus?: number | undefined; readonly obs?: string | undefined },
  counters: UploadCounters,
): UploadSummary {
  if (upload.status === 'falha') return { situacao: 'falha', tipoStatus: uploadStatus.falha, obs: upload.obs ?? null };
  if (upload.status === 'aguardando_arquivo') return { situacao: 'aguardando_arquivo', tipoStatus: null, obs: null };
  if (upload.status !== 'identificado') return { situacao: 'processando', tipoStatus: null, obs: upload.obs ?? null };
  const tipoStatus =
    counters.pendentes > 0 ? uploadStatus.falha : counters.vinculadas > 0 ? uploadStatus.vinculadoManualmente : uploadStatus.processado;
  return { situacao: 'concluido', tipoStatus, obs: outcomeText(counters) };
}

/** 'N páginas: X identificadas, Y vinculadas manualmente, Z aguardando vínculo manual'. */
export function outcomeText(counters: UploadCounters): string {
  const total = counters.paginas ?? counters.identificadas + counters.vinculadas + counters.pendentes;
  const parts = [
    counters.identificadas > 0 ? `${counters.identificadas} identificada${plural(counters.identificadas)}` : '',
    counters.vinculadas > 0 ? `${counters.vinculadas} vinculada${plural(counters.vinculadas)} manualmente` : '',
    counters.pendentes > 0 ? `${counters.pendentes} aguardando vínculo manual` : '',
  ].filter(Boolean);
  return `${total} página${plural(total)}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

function plural(n: number): string {
  return n === 1 ? '' : 's';
}

/** Statuses of pages that allow sending e-mail (spec 2 §4). */
export function pageAllowsEmail(tipoStatus: number | undefined | null): boolean {
  return (uploadStatusEnvioEmail as readonly (number | undefined | null)[]).includes(tipoStatus);
}

// A consultation's documents

/** A linked page as the document rules need it. */
export interface LinkedPage {
  readonly uploadId: string;
  readonly pagina: number;
  readonly tipoDocumento?: number | undefined;
  readonly tipoStatus?: number | undefined;
  readonly juntar?: boolean | undefined;
  readonly sendEmailAt?: string | undefined;
  readonly deletedAt?: string | undefined;
}

/** Pages in document order: by upload (ids sort by creation), then page. */
export function documentOrder<P extends LinkedPage>(pages: readonly P[]): P[] {
  // Stryker disable next-line EqualityOperator: equal upload ids are ordered by page before this comparison is reached
  return [...pages].sort((a, b) => (a.uploadId === b.uploadId ? a.pagina - b.pagina : a.uploadId < b.uploadId ? -1 : 1));
}

/** The live, linked pages of one document type, in document order. */
export function documentPages<P extends LinkedPage>(pages: readonly P[], tipoDocumento: number): P[] {
  return documentOrder(pages.filter((page) => !page.deletedAt && page.tipoDocumento === tipoDocumento && pageAllowsEmail(page.tipoStatus)));
}

/**
 * The pages of a consultation's medical record (spec 2 §2 'Juntar Arquivo'): an upload without 'Juntar' replaces the
 * record, one with it is appended; so the record is the last upload sent without 'Juntar' and every later one.
 * Deterministic, so rebuilding the file twice gives the same file.
 */
export function prontuarioPages<P extends LinkedPage>(pages: readonly P[]): P[] {
  const ordered = documentPages(pages, documentTypes.prontuario);
  let start = 0;
  ordered.forEach((page, index) => {
    // The first page has no previous one, so it starts an upload too.
    if (!page.juntar && ordered[index - 1]?.uploadId !== page.uploadId) start = index;
  });
  return ordered.slice(start);
}

/** The 1-based pages of a document preselected for e-mail: those not sent yet (spec 2 §3 select_pages). */
export function selectPages(pages: readonly LinkedPage[]): number[] {
  return pages.flatMap((page, index) => (page.sendEmailAt ? [] : [index + 1]));
}
