import type { ApiRoute } from '../api-routes';

/*
 * The ASO documents' API routes (spec 2 §2, §7; docs/api/aso-upload.md), bounded context 'aso': the back office's
 * ASO list and upload (web area, no tenant in the path, permission 553 for the upload calls), the company
 * area's release list, and the generated ASO PDF opened in a new tab from every area that prints it.
 */

/** Permission 553: upload of ASO and editing the ASO in the list (spec 2 §6). */
const uploadAso = 553;

/** The back office's only (spec 2 §1: "Most screens in this document belong to the web area"). */
const web = { tenant: false, fn: 'aso', auth: true, areas: ['web'] } as const;
/** The upload modal and its screens: the web area with permission 553. */
const upload = { ...web, permission: uploadAso } as const;

export const asoUploadRoutes = [
  // The ASO list (web: statuses 68/69, created −60..+1 days, search by consultation code) and the company area's
  // release list (status 66 only, creation date and ASO type): one call, GET consulta/liberacao (spec 1 §7).
  { id: 'asoLiberacoes', method: 'GET', path: '/consulta/liberacao', tenant: true, fn: 'aso', auth: true, areas: ['empresa'] },
  { ...web, id: 'web.asoLiberacoes', method: 'GET', path: '/consulta/liberacao' },

  // The generated ASO of a released consultation, opened in a new tab with a token query (spec 2 §7): {hash} is
  // the md5 of the consultation number, handed out by the lists.
  {
    id: 'asoPdf',
    method: 'GET',
    path: '/consulta/aso/{hash}',
    tenant: true,
    fn: 'aso',
    auth: true,
    areas: ['empresa', 'credenciada'],
    tokenInQuery: true,
  },
  { ...web, id: 'web.asoPdf', method: 'GET', path: '/consulta/aso/{hash}', tokenInQuery: true },

  // Lookups of the manual upload form: company, employee, consultation (last 730 days; spec 2 §9).
  { ...web, id: 'asoEmpresas', method: 'GET', path: '/empresa' },
  { ...web, id: 'asoEmpresaFuncionarios', method: 'GET', path: '/empresa/funcionario/{id_empresa}' },
  { ...web, id: 'asoConsultas', method: 'GET', path: '/empresa/consulta' },

  // The upload modal: 'Fazer Novo Upload' (a presigned POST: the file goes straight to S3) and 'Histórico de Uploads'
  { ...upload, id: 'asoUploads', method: 'GET', path: '/empresa/consulta/upload' },
  { ...upload, id: 'asoUploadCadastrar', method: 'POST', path: '/empresa/consulta/upload/cadastrar' },
  { ...upload, id: 'asoUpload', method: 'GET', path: '/empresa/consulta/upload/{id}' },
  // Reprocess an upload: a GET by the spec that re-queues the work, so it needs the app's header (changesState).
  { ...upload, id: 'asoUploadReprocessar', method: 'GET', path: '/empresa/consulta/upload/editar/{id}', changesState: true },
  { ...upload, id: 'asoUploadsDeletar', method: 'POST', path: '/empresa/consulta/upload/deletar', deletes: true },

  // Upload page detail and the manual link of a page
  { ...upload, id: 'asoUploadPaginas', method: 'GET', path: '/empresa/consulta/upload/pagina/{id}' },
  { ...upload, id: 'asoUploadPaginaEditar', method: 'POST', path: '/empresa/consulta/upload/pagina/{id}/editar' },
  {
    ...upload,
    id: 'asoUploadPaginaArquivo',
    method: 'GET',
    path: '/empresa/consulta/upload/pagina/{id}/arquivo',
    tokenInQuery: true,
  },

  // The file detail modal ('Detalhamento do Arquivo'): a consultation's ASO and medical record, and each as a PDF
  { ...upload, id: 'asoArquivo', method: 'GET', path: '/empresa/consulta/upload/arquivo/{idcon}' },
  {
    ...upload,
    id: 'asoArquivoPdf',
    method: 'GET',
    path: '/empresa/consulta/upload/arquivo/{idcon}/{documento}',
    tokenInQuery: true,
  },
] as const satisfies readonly ApiRoute[];
