import type { ApiRoute } from '../api-routes';
import { registryRoutes } from './cadastros';

/*
 * Empresas (issue 14; spec 3 §2.2 empresas, empresas/cadastrar, empresas/editar/{id}): the client company record's
 * API, web area only, on the registry pattern (shared/src/routes/cadastros.ts): GET empresa/{id}, POST
 * empresa/editar (administrators), POST empresa/deletar {ids} (administrators), GET empresa/excel (fn 'planilha').
 *
 * The list is GET empresa/lista, not GET empresa: GET empresa is the back office's company picker ('asoEmpresas',
 * spec 2 §9 and spec 3 §7: up to 100 {id, nome, cnpj} by name or CNPJ, a bare array), which seven screens and the
 * browser tests read. Literal segments win over {id} (matchRoute, API Gateway), so empresa/lista, empresa/excel and
 * empresa/consulta are not records; a tenant-path route (/{tenant}/empresa/email/{empresa}) has one segment more.
 *
 * The company's eSocial tab reads and writes this company's part of the tenant's automatic sending (the
 * esocial/configuracao item, fn 'esocial'), with that screen's rule: every web-area user (no permission number).
 */

const [lista, ...registro] = registryRoutes('empresa', '/empresa');

const esocial = { tenant: false, fn: 'esocial', auth: true, areas: ['web'] } as const;

export const empresaRoutes = [
  { ...lista, path: '/empresa/lista' },
  ...registro,
  { ...esocial, id: 'empresaEsocial', method: 'GET', path: '/empresa/{id}/esocial' },
  { ...esocial, id: 'empresaEsocialSalvar', method: 'POST', path: '/empresa/{id}/esocial/editar' },
] as const satisfies readonly ApiRoute[];
