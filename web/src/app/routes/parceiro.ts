import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/** The partner area: the common tenant routes; its own screens are not in the spec (spec 1 §2). */
export const parceiroRoutes: readonly AreaRoute[] = tenantCommonRoutes('parceiro');
