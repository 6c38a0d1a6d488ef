import {
  apiRoute,
  asoTypeLabels,
  buildPath,
  consultaStatusGroups,
  documentTypes,
  tipoDescricao,
  type AsoConsultaRow,
  type AsoDocumento,
  type AsoType,
  type AsoUploadPagina,
  type AsoUploadRow,
} from '@ocupacional/shared';
import {
  documentPages,
  pageAllowsEmail,
  parseUploadPageId,
  prontuarioPages,
  retryingReason,
  selectPages,
  uploadPageId,
  uploadSummary,
} from '../../domain/aso-upload';
import type { ConsultaItem } from '../../data/entities/consulta';
import type { UploadItem } from '../../data/entities/upload';
import type { UploadPaginaItem } from '../../data/entities/upload-pagina';
import { formatConsultationCode } from '../../pdf/consultation-code';

/*
 * The ASO documents as the screens read them (shared/src/schemas/aso-upload.ts): uploads, pages and consultations
 * with the spec's field names, type ids with their labels, and the API paths of the files.
 */

/** A type id with its label. */
export function tipoRef(id: number): { id: number; descricao: string } {
  return { id, descricao: tipoDescricao(id) ?? String(id) };
}

/** A row of the history, and the head of the page detail. */
export function uploadView(item: UploadItem): AsoUploadRow {
  const counters = {
    paginas: item.paginas,
    identificadas: item.paginasIdentificadas ?? 0,
    vinculadas: item.paginasVinculadas ?? 0,
    pendentes: item.paginasPendentes ?? 0,
  };
  const summary = uploadSummary(item, counters);
  return {
    id: item.uploadId,
    lote: item.lote ?? null,
    arquivo: item.name.split('/').at(-1) ?? item.name,
    origem: item.source === 'drop' ? 'drop' : 'upload',
    tipo_upload: tipoRef(item.tipo ?? 86),
    tipo_documento: tipoRef(item.documento ?? documentTypes.aso),
    juntar: item.juntar ? 1 : 0,
    tipo_status: summary.tipoStatus === null ? null : tipoRef(summary.tipoStatus),
    situacao: summary.situacao,
    // lastError is the worker's own (English) text, for operators and the log; the screen reads pt-BR only.
    obs: summary.obs ?? (item.lastError && summary.situacao === 'processando' ? retryingReason : null),
    tamanho: item.size ?? null,
    paginas: item.paginas ?? null,
    paginas_processadas: item.paginasFeitas?.length ?? 0,
    paginas_identificadas: counters.identificadas,
    paginas_vinculadas: counters.vinculadas,
    paginas_pendentes: counters.pendentes,
    empresa: item.empresaId ? { id: item.empresaId, nome: item.empresaNome ?? '' } : null,
    funcionario: item.funcionarioId ? { id: item.funcionarioId, nome: item.funcionarioNome ?? '' } : null,
    id_con: item.idCon ?? null,
    usuario: item.usuarioNome ?? null,
    created_at: item.createdAt,
    updated_at: item.updatedAt ?? null,
    pode_reprocessar: summary.tipoStatus === 80,
  };
}

/** The API path of a page's PDF. */
export function pageFilePath(uploadId: string, pagina: number): string {
  return buildPath(apiRoute('asoUploadPaginaArquivo'), { id: uploadPageId(uploadId, pagina) });
}

/** A page of the upload page detail. */
export function pageView(item: UploadPaginaItem): AsoUploadPagina {
  const linked = item.idCon > 0;
  return {
    id: uploadPageId(item.uploadId, item.pagina),
    upload: item.uploadId,
    page: item.pagina,
    pages: item.paginas,
    empresa: linked && item.empresaId ? { id: item.empresaId, nome: item.empresaNome ?? '' } : null,
    funcionario: linked && item.funcionarioId ? { id: item.funcionarioId, nome: item.funcionarioNome ?? '' } : null,
    id_con: linked ? item.idCon : null,
    tipo_documento: item.tipoDocumento ? tipoRef(item.tipoDocumento) : null,
    tipo_status: item.tipoStatus ? tipoRef(item.tipoStatus) : null,
    identificacao: item.identificacao ?? 'pendente',
    motivo: item.motivo ?? null,
    send_email_at: item.sendEmailAt ?? null,
    usuario: item.usuarioNome ?? null,
    updated_at: item.updatedAt ?? null,
    versao: item.versao ?? 0,
    arquivo: pageFilePath(item.uploadId, item.pagina),
    pode_enviar_email: pageAllowsEmail(item.tipoStatus),
  };
}

/** A page id of the path, or undefined. */
export function pageKeyOf(id: string | undefined): { uploadId: string; pagina: number } | undefined {
  return id ? parseUploadPageId(id) : undefined;
}

/** One of a consultation's documents, or null when it has no page of that type. */
export function documentView(idCon: number, pages: readonly UploadPaginaItem[], tipoDocumento: number): AsoDocumento | null {
  const chosen = tipoDocumento === documentTypes.prontuario ? prontuarioPages(pages) : documentPages(pages, tipoDocumento);
  if (chosen.length === 0) return null;
  return {
    pages: chosen.length,
    select_pages: selectPages(chosen),
    paginas: chosen.map((page) => ({
      id: uploadPageId(page.uploadId, page.pagina),
      upload: page.uploadId,
      pagina: page.pagina,
      tipo_status: tipoRef(page.tipoStatus ?? 79),
      send_email_at: page.sendEmailAt ?? null,
      usuario: page.usuarioNome ?? null,
      updated_at: page.updatedAt ?? null,
      arquivo: pageFilePath(page.uploadId, page.pagina),
    })),
    arquivo: buildPath(apiRoute('asoArquivoPdf'), { idcon: idCon, documento: tipoDocumento }),
  };
}

/** Whether a consultation's ASO can be printed (spec 1 §2: 66 or 67). */
export function isPrintable(tipoStatus: number): boolean {
  return (consultaStatusGroups.asoImprimivel as readonly number[]).includes(tipoStatus);
}

/**
 * A consultation row. `pages` are its linked pages (omit them for the company area, which sees no upload files);
 * `asoPath` the path of its generated ASO when printable.
 */
export function consultaView(
  tenant: string,
  item: ConsultaItem,
  pages: readonly UploadPaginaItem[] | undefined,
  asoLink: { hash: string; url: string } | undefined,
): AsoConsultaRow {
  const live = (pages ?? []).filter((page) => !page.deletedAt && pageAllowsEmail(page.tipoStatus));
  const types = [...new Set(live.map((page) => page.tipoDocumento).filter((type): type is number => type !== undefined))].sort();
  return {
    id_con: item.idCon,
    codigo: formatConsultationCode({ kind: 'consulta', tenant, idCon: item.idCon }),
    empresa: { id: item.empresaId, nome: item.empresaNome },
    funcionario: { id: item.funcionarioId, nome: item.funcionarioNome, cpf: item.funcionarioCpf },
    funcao: item.funcaoNome,
    tipo_aso: { id: item.tipoAso, descricao: asoTypeLabels[item.tipoAso as AsoType] ?? String(item.tipoAso) },
    tipo_status: tipoRef(item.tipoStatus),
    data_age: item.dataAge,
    created_at: item.dtCad,
    liberada_em: item.liberadaEm ?? null,
    arquivo: live.length > 0,
    tipo_documento: types.map(tipoRef),
    arquivo_aso: pages ? documentView(item.idCon, pages, documentTypes.aso) : null,
    arquivo_prontuario: pages ? documentView(item.idCon, pages, documentTypes.prontuario) : null,
    aso: asoLink ?? null,
  };
}

/** A PDF answer, shown in the browser (a new tab). */
export function pdfResponse(bytes: Uint8Array, fileName: string) {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
