import type { TenantArea } from '../area';
import { page, sessionRoutes } from './route-table';
import type { AreaRoute } from './route-table';

/**
 * The routes empresa, credenciada and parceiro share (spec 1 §2): '/{tenant}' and '/{tenant}/login' show the login;
 * logout; consultas (the home and the list); meu-cadastro; consultas/editar/{consulta}.
 */
export function tenantCommonRoutes(area: TenantArea): AreaRoute[] {
  return [
    ...sessionRoutes(area, ['']),
    page(`${area}.consulta`, 'consultas', 'Consultas', { aliases: [`${area}.home`] }),
    page(`${area}.meu-cadastro`, 'meu-cadastro', 'Meu Cadastro'),
    page(`${area}.consulta.edt`, 'consultas/editar/:consulta', 'Editar Consulta'),
  ];
}
