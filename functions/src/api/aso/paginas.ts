import {
  asoUploadPaginaEditSchema,
  documentTypes,
  invalidOptionMessage,
  recordSavedMessage,
  uploadStatus,
  type AsoUploadPaginas,
} from '@ocupacional/shared';
import { safeFileName } from '../../domain/aso-upload';
import { linkableConsultation } from '../../data/aso-consultas';
import { readFile, rebuildProntuario } from '../../data/aso-documents';
import { getPage, pagesOfUpload, relinkPage } from '../../data/upload-pages';
import { exigirVersao, versaoLida } from '../../data/versao';
import { getUpload, outcomeOf, recountPage } from '../../data/uploads';
import {
  HttpError,
  notFoundMessage,
  parseBody,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteHandler,
} from '../../platform';
import { pageKeyOf, pageView, pdfResponse, uploadView } from './views';

/*
 * Upload page detail (spec 2 §2, §7): the pages of an upload, linking one by hand to a consultation, and the page's
 * own PDF. Web area, permission 553.
 */

/** GET empresa/consulta/upload/pagina/{id}: an upload ({id}) and its pages in order. */
export const listPages: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const upload = event.pathParameters?.id ? await getUpload(tenant, event.pathParameters.id) : undefined;
  if (!upload || upload.deletedAt) throw new HttpError(404, notFoundMessage);
  const pages = await pagesOfUpload(tenant, upload.uploadId);
  const data: AsoUploadPaginas = { upload: uploadView(upload), paginas: pages.map(pageView) };
  return respond(200, '', data);
};

/** A live page of a live upload of the tenant, by page id; 404 otherwise. */
async function livePage(tenant: string, id: string | undefined) {
  const key = pageKeyOf(id);
  const [page, upload] = key
    ? await Promise.all([getPage(tenant, key.uploadId, key.pagina), getUpload(tenant, key.uploadId)])
    : [undefined, undefined];
  if (!page || !upload || page.deletedAt || upload.deletedAt) throw new HttpError(404, notFoundMessage);
  return { page, upload };
}

/**
 * POST empresa/consulta/upload/pagina/{id}/editar: links a page by hand (status 193) to a consultation of that
 * company and employee from the last 730 days. The upload's counters follow; a medical-record page moving in or out
 * rebuilds the records involved.
 */
export const editPage: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const { tenant } = session;
  const { page } = await livePage(tenant, event.pathParameters?.id);
  const form = parseBody(event, asoUploadPaginaEditSchema);
  const lida = versaoLida(form.versao);
  exigirVersao(page, lida);
  const consulta = await linkableConsultation(tenant, { idCon: form.id_con, empresaId: form.id_emp, funcionarioId: form.id_fun });
  if (!consulta) throw new HttpError(400, validationFailedMessage, { fields: { id_con: [invalidOptionMessage] } });
  const tipoDocumento = form.tipo_documento ?? page.tipoDocumento ?? documentTypes.aso;
  await relinkPage(tenant, page.uploadId, page.pagina, {
    idCon: consulta.idCon,
    empresaId: consulta.empresaId,
    empresaNome: consulta.empresaNome,
    funcionarioId: consulta.funcionarioId,
    funcionarioNome: consulta.funcionarioNome,
    tipoDocumento,
    tipoStatus: uploadStatus.vinculadoManualmente,
    identificacao: 'manual',
    motivo: `Vinculada manualmente por ${session.usuario.nome}.`,
    usuarioId: session.usuario.id,
    usuarioNome: session.usuario.nome,
  }, lida);
  // A page not read yet is counted by the identify worker, with the status it then finds (193).
  if (page.tipoStatus !== undefined) {
    await recountPage(tenant, page.uploadId, outcomeOf(page.tipoStatus), 'vinculada');
  }
  const records = new Set<number>();
  if (page.tipoDocumento === documentTypes.prontuario && page.idCon > 0) records.add(page.idCon);
  if (tipoDocumento === documentTypes.prontuario) records.add(consulta.idCon);
  for (const idCon of records) await rebuildProntuario(tenant, idCon);
  const saved = await getPage(tenant, page.uploadId, page.pagina);
  return respond(200, recordSavedMessage, saved ? pageView(saved) : null);
};

/** GET empresa/consulta/upload/pagina/{id}/arquivo: the page's own PDF, shown in a new tab. */
export const pageFile: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { page, upload } = await livePage(tenant, event.pathParameters?.id);
  if (!page.arquivo) throw new HttpError(404, notFoundMessage);
  const name = safeFileName(upload.name.split('/').at(-1) ?? 'arquivo').replace(/\.pdf$/, '');
  return pdfResponse(await readFile(page.arquivo), `${name}-pagina-${page.pagina}.pdf`);
};
