import { documentTypes, uploadStatus } from '@ocupacional/shared';
import { consultationLookup, refOf, type ConsultaRef } from '../data/aso-consultas';
import { consultas } from '../data/entities/consulta';
import { rebuildProntuario } from '../data/aso-documents';
import type { UploadItem } from '../data/entities/upload';
import { pagesOfUpload, type PageLink, type PagePending } from '../data/upload-pages';
import { getUpload, moveUpload } from '../data/uploads';
import { outcomeText } from '../domain/aso-upload';
import { findConsultationCodes } from '../pdf/consultation-code';
import { identifyPage, type ConsultationLookup, type PageEvidence } from '../pdf/identify';
import { logger } from '../platform';

/*
 * What both ASO workers decide about a page and an upload (issue 17): the split worker settles the pages it can
 * identify from the file it already parsed (a printed code in the text layer, or a manual upload's form), the
 * identify worker every other page; either may be the one that counts an upload's last page and closes it.
 */

/** A manual upload (87): every page is the form's consultation, linked by the user who sent it. */
export function formLink(upload: UploadItem): PageLink | PagePending {
  if (upload.idCon === undefined) {
    return { tipoDocumento: upload.documento ?? documentTypes.aso, tipoStatus: uploadStatus.falha, motivo: 'O upload manual não indica a consulta.' };
  }
  return {
    idCon: upload.idCon,
    empresaId: upload.empresaId,
    empresaNome: upload.empresaNome,
    funcionarioId: upload.funcionarioId,
    funcionarioNome: upload.funcionarioNome,
    tipoDocumento: upload.documento ?? documentTypes.aso,
    tipoStatus: uploadStatus.vinculadoManualmente,
    identificacao: 'formulario',
    motivo: `Vinculada pelo formulário de upload manual à consulta ${upload.idCon}.`,
    usuarioId: upload.usuarioId,
    usuarioNome: upload.usuarioNome,
  };
}

/** Identifies what a page shows against the tenant's consultations: the link, or the reason it waits for a manual one. */
export async function identifyEvidence(
  upload: Pick<UploadItem, 'documento'>,
  evidence: PageEvidence,
  lookup: ConsultationLookup<ConsultaRef>,
): Promise<PageLink | PagePending> {
  const tipoDocumento = upload.documento ?? documentTypes.aso;
  const found = await identifyPage<ConsultaRef>(evidence, lookup);
  if (found.kind === 'manual') return { tipoDocumento, tipoStatus: uploadStatus.falha, motivo: found.reason };
  const { consultation } = found;
  return {
    idCon: consultation.idCon,
    empresaId: consultation.empresaId,
    empresaNome: consultation.empresaNome,
    funcionarioId: consultation.funcionarioId,
    funcionarioNome: consultation.funcionarioNome,
    tipoDocumento,
    tipoStatus: uploadStatus.processado,
    identificacao: found.kind === 'code' ? found.source : 'cpf',
    motivo: found.reason,
  };
}

/**
 * The tenant's lookup (data/aso-consultas.ts) with the consultations the texts' codes name read beforehand, in one
 * BatchGet per 100 instead of a GetItem a page: a code read answers as `consultaOf` would (a deleted consultation is
 * none), one the batch did not answer is looked up as before.
 */
export async function prefetchedLookup(tenant: string, texts: Iterable<string>): Promise<ConsultationLookup<ConsultaRef>> {
  const base = consultationLookup(tenant);
  const idCons = new Set<number>();
  for (const text of texts) {
    for (const code of findConsultationCodes(text)) if (code.kind === 'consulta' && code.tenant === tenant) idCons.add(code.idCon);
  }
  const read = new Map<number, ConsultaRef | undefined>();
  if (idCons.size > 0) {
    const keys = [...idCons].map((idCon) => ({ tenant, idCon }));
    const { data, unprocessed } = await consultas().get(keys).go();
    const unread = new Set(unprocessed.map((key) => key.idCon));
    for (const idCon of idCons) if (!unread.has(idCon)) read.set(idCon, undefined);
    for (const consulta of data) read.set(consulta.idCon, consulta.deletedAt ? undefined : refOf(consulta));
  }
  return {
    tenant,
    byCode: (code) => (read.has(code.idCon) ? read.get(code.idCon) : base.byCode(code)),
    byCpf: (cpf, window) => base.byCpf(cpf, window),
  };
}

/**
 * Closes the upload once every page is counted: medical-record pages rebuild their consultations' files first (so
 * a crash in between leaves the upload open and the next delivery rebuilds again), then one conditional write moves
 * the upload to 'identificado' with its outcome.
 */
export async function finishIfComplete(tenant: string, uploadId: string): Promise<void> {
  const upload = await getUpload(tenant, uploadId);
  if (!upload || upload.status !== 'dividido' || upload.paginas === undefined) return;
  if ((upload.paginasFeitas?.length ?? 0) < upload.paginas) return;
  if (upload.documento === documentTypes.prontuario) {
    const consultations = new Set(
      (await pagesOfUpload(tenant, uploadId)).filter((page) => page.idCon > 0).map((page) => page.idCon),
    );
    for (const idCon of consultations) await rebuildProntuario(tenant, idCon);
  }
  const counters = {
    paginas: upload.paginas,
    identificadas: upload.paginasIdentificadas ?? 0,
    vinculadas: upload.paginasVinculadas ?? 0,
    pendentes: upload.paginasPendentes ?? 0,
  };
  const closed = await moveUpload(upload, ['dividido'], {
    status: 'identificado',
    obs: outcomeText(counters),
    concluidoEm: new Date().toISOString(),
  });
  if (closed) logger.info('upload identified', { tenant, uploadId, ...counters });
}
