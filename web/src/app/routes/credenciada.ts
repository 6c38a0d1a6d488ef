import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/** The accredited-clinic area: the common tenant routes (spec 1 §2); Meu Cadastro is built, the rest to come. */
export const credenciadaRoutes: readonly AreaRoute[] = tenantCommonRoutes('credenciada', { meuCadastro: 'meu-cadastro' });
