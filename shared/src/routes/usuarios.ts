import type { ApiRoute } from '../api-routes';

/*
 * Usuários (issue 14): the web area's operators (GET usuario, spec 1 §7 style) and the portal users of a company,
 * clinic or partner (GET usuario/ponto/{point_type}/{point_id}: the 'Usuários' tab of those records), one record,
 * save, soft delete, a new password e-mailed, and the operators' Excel. Served by the platform function, where
 * sessions, passwords and the password mail already live. Reading is open to every web-area user; changing is for
 * administrators, like the other registries (docs/decisions.md "Issue 14").
 */

const web = { tenant: false, fn: 'platform', auth: true, areas: ['web'] } as const;

export const usuarioRoutes = [
  { ...web, id: 'usuarioLista', method: 'GET', path: '/usuario' },
  // Literal segments win over {id} (matchRoute, API Gateway): usuario/excel, usuario/menu, usuario/sessao.
  { ...web, id: 'usuarioExcel', method: 'GET', path: '/usuario/excel', fn: 'planilha' },
  { ...web, id: 'usuarioPontoLista', method: 'GET', path: '/usuario/ponto/{point_type}/{point_id}' },
  { ...web, id: 'usuario', method: 'GET', path: '/usuario/{id}' },
  { ...web, id: 'usuarioSalvar', method: 'POST', path: '/usuario/editar', admin: true },
  { ...web, id: 'usuarioDeletar', method: 'POST', path: '/usuario/deletar', admin: true, deletes: true },
  { ...web, id: 'usuarioReenviarSenha', method: 'POST', path: '/usuario/{id}/reenviar-senha', admin: true },
] as const satisfies readonly ApiRoute[];
