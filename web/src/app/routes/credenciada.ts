import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/** The accredited-clinic area: the common tenant routes (spec 1 §2). */
export const credenciadaRoutes: readonly AreaRoute[] = tenantCommonRoutes('credenciada');
