import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/** The accredited-clinic area (spec 1 §2): its consultation list, the consultation page with its tabs, Meu Cadastro. */
export const credenciadaRoutes: readonly AreaRoute[] = tenantCommonRoutes('credenciada', {
  consultas: 'credenciada-consultas',
  consultaEditar: 'credenciada-consulta',
  meuCadastro: 'meu-cadastro',
});
