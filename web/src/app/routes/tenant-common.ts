import { tenantPaths } from '../../lib/paths';
import type { TenantArea } from '../../lib/area';
import { page, sessionRoutes } from './route-table';
import type { AreaRoute, ScreenId } from './route-table';

/** The screens an area has built for the common routes; the others show 'Em construção'. */
export type CommonScreens = Partial<Record<keyof typeof tenantPaths, ScreenId>>;

/**
 * The routes empresa, credenciada and parceiro share (spec 1 §2): '/{tenant}' and '/{tenant}/login' show the login;
 * logout; consultas (the home and the list); meu-cadastro; consultas/editar/{consulta}. Each area mounts its own
 * screens on them (the company's consultation list is not the clinic's).
 */
export function tenantCommonRoutes(area: TenantArea, screens: CommonScreens = {}): AreaRoute[] {
  const screen = (key: keyof typeof tenantPaths) => (screens[key] ? { screen: screens[key] } : {});
  return [
    ...sessionRoutes(area, ['']),
    page(`${area}.consulta`, tenantPaths.consultas, 'Consultas', { aliases: [`${area}.home`], ...screen('consultas') }),
    page(`${area}.meu-cadastro`, tenantPaths.meuCadastro, 'Meu Cadastro', screen('meuCadastro')),
    page(`${area}.consulta.edt`, tenantPaths.consultaEditar, 'Editar Consulta', screen('consultaEditar')),
  ];
}
