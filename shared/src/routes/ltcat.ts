import type { ApiRoute } from '../api-routes';
import { packages, permissions } from '../codes';

/*
 * The LTCAT module's API routes (issue 15; spec 3 §7), bounded context 'ltcat', web area only (no tenant in the path).
 * This file holds the LTCAT record and its attachments; the module's other parts (catalogues, GHE, measurements,
 * quotes) add their own route blocks below.
 *
 * Permissions (spec 3 §6): 567 edits and deletes the LTCAT; package 27 gates creating one; 576 the attachments.
 * Reading is open to every web-area user (the spec gives no number for reading).
 */

const ltcatPermission = permissions.ltcat;
const ltcatAnexoPermission = permissions.anexoLtcat;
const ltcatPackage = packages.ltcat;

const web = { tenant: false, fn: 'ltcat', auth: true, areas: ['web'] } as const;

export const ltcatRoutes = [
  // The LTCAT record (spec 3 §2.3 ltcat, ltcat/cadastrar, ltcat/editar/{id})
  { ...web, id: 'ltcatLista', method: 'GET', path: '/ltcat' },
  { ...web, id: 'ltcatUltimaRevisao', method: 'GET', path: '/ltcat/ultima-revisao/{fdt}' },
  { ...web, id: 'ltcat', method: 'GET', path: '/ltcat/{id}' },
  { ...web, id: 'ltcatCadastrar', method: 'POST', path: '/ltcat/cadastrar', permission: ltcatPermission, package: ltcatPackage },
  { ...web, id: 'ltcatEditar', method: 'POST', path: '/ltcat/editar', permission: ltcatPermission },
  { ...web, id: 'ltcatDeletar', method: 'POST', path: '/ltcat/deletar', permission: ltcatPermission, deletes: true },
  // Documentos e Anexos (permission 576 to change): the file goes to S3 by presigned POST (upload), then editar saves it.
  { ...web, id: 'ltcatAnexoLista', method: 'GET', path: '/ltcat/anexo/{ltcat}' },
  { ...web, id: 'ltcatAnexo', method: 'GET', path: '/ltcat/anexo/{ltcat}/{id}' },
  { ...web, id: 'ltcatAnexoUpload', method: 'POST', path: '/ltcat/anexo/{ltcat}/upload', permission: ltcatAnexoPermission },
  { ...web, id: 'ltcatAnexoEditar', method: 'POST', path: '/ltcat/anexo/{ltcat}/editar', permission: ltcatAnexoPermission },
  {
    ...web,
    id: 'ltcatAnexoDeletar',
    method: 'POST',
    path: '/ltcat/anexo/{ltcat}/deletar',
    permission: ltcatAnexoPermission,
    deletes: true,
  },
] as const satisfies readonly ApiRoute[];
