/** The four areas of the product, each a separate user population (spec 1 §1). */
export const areas = ['web', 'empresa', 'credenciada', 'parceiro'] as const;
export type Area = (typeof areas)[number];

/** The areas whose URLs carry the tenant as their first path segment. */
export const tenantAreas = ['empresa', 'credenciada', 'parceiro'] as const satisfies readonly Area[];
export type TenantArea = (typeof tenantAreas)[number];

const areaLabels: Record<Area, string> = {
  web: 'Ocupacional',
  empresa: 'Empresa',
  credenciada: 'Credenciada',
  parceiro: 'Parceiro',
};

function isArea(value: string): value is Area {
  return (areas as readonly string[]).includes(value);
}

/**
 * The area a host name serves: its first label when that names an area, web otherwise (spec 1 §2, web as fallback).
 *
 * @example areaFromHost('empresa.localhost') // 'empresa'
 */
export function areaFromHost(hostname: string): Area {
  const firstLabel = hostname.trim().toLowerCase().split('.')[0] ?? '';
  return isArea(firstLabel) ? firstLabel : 'web';
}

/** The pt-BR name of an area, as shown to users. */
export function areaLabel(area: Area): string {
  return areaLabels[area];
}

/** Whether an area carries the tenant as the first segment of its URLs. */
export function isTenantArea(area: Area): area is TenantArea {
  return (tenantAreas as readonly Area[]).includes(area);
}

/**
 * The tenant of a per-tenant area's URL: its first path segment, decoded; undefined at the root.
 *
 * @example tenantFromPath('/demo/consultas') // 'demo'
 */
export function tenantFromPath(pathname: string): string | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return undefined;
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
