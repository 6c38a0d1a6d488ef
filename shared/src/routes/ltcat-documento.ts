import type { ApiRoute } from '../api-routes';

/*
 * The LTCAT document (issue 15; spec 3 §2.3 'Gerar Documento'): GET ltcat/documento/{id} answers the .docx as the
 * other downloads do ({contents (base64), filename, contentType}). Reading it is open to every web-area user, as
 * reading the LTCAT is (spec 3 §6 gives no number); 400 'Selecione um modelo e o responsável pelo LTCAT' without a
 * responsible professional or a visible model section; another tenant's LTCAT is 404.
 */
export const ltcatDocumentoRoutes = [
  { tenant: false, fn: 'ltcat', auth: true, areas: ['web'], id: 'ltcatDocumento', method: 'GET', path: '/ltcat/documento/{id}' },
] as const satisfies readonly ApiRoute[];
