import { tenantPointTypes, type ApiRoute, type PointType } from '@ocupacional/shared';

/*
 * Who may call a route (spec 1 §6): the area the session belongs to, then the module, permission and package the
 * route declares. Administrators (is_adm) and super administrators (is_sadm) pass module and permission checks;
 * a package check tests the client's packages alone (spec 1 §6), so nobody, not even a super administrator, passes
 * it for a client without the package.
 */

export interface Caller {
  readonly pointType: PointType;
  readonly isAdm: boolean;
  readonly isSadm: boolean;
  readonly acessoModulo: readonly number[];
  readonly acessoPermissao: readonly number[];
  /** The client's contracted packages. */
  readonly pacotes: readonly number[];
}

export type AccessDecision = 'allowed' | 'wrong-area' | 'forbidden' | 'package-missing';

type Guarded = Pick<ApiRoute, 'tenant' | 'areas' | 'module' | 'permission' | 'package' | 'admin'>;

/** Whether a session of `pointType` may use a route's path at all: tenant paths are for the tenant areas. */
export function areaCanReach(route: Pick<ApiRoute, 'tenant' | 'areas'>, pointType: PointType): boolean {
  const reachable = route.tenant
    ? (tenantPointTypes as readonly PointType[]).includes(pointType)
    : pointType === 'web';
  return reachable && (!route.areas || route.areas.includes(pointType));
}

export function decideAccess(route: Guarded, caller: Caller): AccessDecision {
  if (!areaCanReach(route, caller.pointType)) return 'wrong-area';
  const administrator = caller.isAdm || caller.isSadm;
  if (route.admin && !administrator) return 'forbidden';
  if (route.module !== undefined && !administrator && !caller.acessoModulo.includes(route.module)) return 'forbidden';
  if (route.permission !== undefined && !administrator && !caller.acessoPermissao.includes(route.permission)) {
    return 'forbidden';
  }
  if (route.package !== undefined && !caller.pacotes.includes(route.package)) return 'package-missing';
  return 'allowed';
}

/** Compares dotted versions ('1.10.0' > '1.9.3'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  // Stryker disable next-line EqualityOperator: one more round compares two missing parts (0 − 0) and returns nothing
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
