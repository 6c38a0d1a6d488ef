/**
 * The four areas of the product, chosen by host name (spec 1 §1). Each is a separate user population with its own
 * session; every area but web carries the tenant in its URLs and API paths.
 */
export const pointTypes = ['web', 'empresa', 'credenciada', 'parceiro'] as const;
export type PointType = (typeof pointTypes)[number];

/** The areas whose URLs and API paths carry the tenant. */
export const tenantPointTypes = ['empresa', 'credenciada', 'parceiro'] as const satisfies readonly PointType[];

/** The areas' names as the interface shows them. */
export const pointTypeLabels: Record<PointType, string> = {
  web: 'Ocupacional',
  empresa: 'Empresa',
  credenciada: 'Credenciada',
  parceiro: 'Parceiro',
};

/**
 * Tenant ids are lower-case slugs: they appear in URLs, API paths and object keys. The first path segments of
 * the web area's API routes are reserved, so a tenant path never shadows one of them.
 */
export const tenantIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
