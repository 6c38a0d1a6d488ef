import type { ApiRoute } from '../api-routes';

/*
 * The LTCAT module's catalogues of issue 15, wave 1 (spec 3 §7), bounded context 'ltcat', web area only: technical
 * conclusions (GET conclusao-tecnica, /{id}, POST /editar, /deletar), the EPI catalogue (GET epi, the spec's lookup,
 * plus the registry's /{id}, /editar, /deletar) and the LTCAT model's sections (GET ltcat/modelo, GET
 * ltcat/modelo/conteudo/{id}, POST ltcat/modelo/conteudo/{id}/editar).
 *
 * Permissions (spec 3 §6): 573 changes technical conclusions; 569 the model contents; the EPI catalogue is changed
 * with 567 ("edit and delete … measurements": the catalogue is what measurements pick from; the spec has no number of
 * its own). Reading is open to every web-area user.
 */

/** Spec 3 §6: 573 technical conclusions. */
export const conclusaoTecnicaPermission = 573;
/** Spec 3 §6: 569 LTCAT model contents. */
export const ltcatModeloPermission = 569;
/** The EPI catalogue: 567 (spec 3 §6 measurements; docs/decisions.md "Issue 15"). */
export const epiPermission = 567;

const web = { tenant: false, fn: 'ltcat', auth: true, areas: ['web'] } as const;

export const ltcatConteudoRoutes = [
  // Conclusões Técnicas (ltcat/configuracao)
  { ...web, id: 'conclusaoTecnicaLista', method: 'GET', path: '/conclusao-tecnica' },
  { ...web, id: 'conclusaoTecnica', method: 'GET', path: '/conclusao-tecnica/{id}' },
  { ...web, id: 'conclusaoTecnicaSalvar', method: 'POST', path: '/conclusao-tecnica/editar', permission: conclusaoTecnicaPermission },
  {
    ...web,
    id: 'conclusaoTecnicaDeletar',
    method: 'POST',
    path: '/conclusao-tecnica/deletar',
    permission: conclusaoTecnicaPermission,
    deletes: true,
  },
  // Catálogo de EPI (ltcat/epi)
  { ...web, id: 'epiLista', method: 'GET', path: '/epi' },
  { ...web, id: 'epi', method: 'GET', path: '/epi/{id}' },
  { ...web, id: 'epiSalvar', method: 'POST', path: '/epi/editar', permission: epiPermission },
  { ...web, id: 'epiDeletar', method: 'POST', path: '/epi/deletar', permission: epiPermission, deletes: true },
  // Conteúdos do modelo (ltcat/modelo; the switches of ltcat/configuracao › Ocultar Items no Documento)
  { ...web, id: 'ltcatModeloLista', method: 'GET', path: '/ltcat/modelo' },
  { ...web, id: 'ltcatModeloConteudo', method: 'GET', path: '/ltcat/modelo/conteudo/{id}' },
  {
    ...web,
    id: 'ltcatModeloConteudoSalvar',
    method: 'POST',
    path: '/ltcat/modelo/conteudo/{id}/editar',
    permission: ltcatModeloPermission,
  },
] as const satisfies readonly ApiRoute[];
