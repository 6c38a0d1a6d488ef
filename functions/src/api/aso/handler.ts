import { createApiHandler } from '../../platform';
import { getAsoPdf } from './aso-pdf';
import { getArquivo, getArquivoPdf, listConsultas, listLiberacoes } from './consultas';
import { listEmpresas, listFuncionarios } from './lookups';
import { editPage, listPages, pageFile } from './paginas';
import { deleteUploads, getUploadRoute, listUploads, registerUpload, reprocessUpload } from './uploads';

/**
 * ASO documents (bounded context 'aso'; docs/api/aso-upload.md): the ASO list and the company's release list, the
 * generated ASO, the upload modal (presigned POST, history, reprocess, delete), the upload page detail with its
 * manual link, the file detail, and the manual form's lookups.
 */
export const handler = createApiHandler('aso', {
  asoLiberacoes: listLiberacoes,
  asoPdf: getAsoPdf,
  asoEmpresas: listEmpresas,
  asoEmpresaFuncionarios: listFuncionarios,
  asoConsultas: listConsultas,
  asoUploads: listUploads,
  asoUploadCadastrar: registerUpload,
  asoUpload: getUploadRoute,
  asoUploadReprocessar: reprocessUpload,
  asoUploadsDeletar: deleteUploads,
  asoUploadPaginas: listPages,
  asoUploadPaginaEditar: editPage,
  asoUploadPaginaArquivo: pageFile,
  asoArquivo: getArquivo,
  asoArquivoPdf: getArquivoPdf,
});
