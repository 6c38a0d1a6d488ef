import { dynamo } from '../platform/aws';
import { resources } from '../platform/env';
import { perEnvironment } from '../platform/per-environment';

/**
 * The entities of the single table are built on first use, not at import: the table name comes from the
 * environment, which a test or the local cloud may set after the module is loaded.
 *
 * @example
 * export const usuarios = lazyEntity(() => new Entity(usuarioSchema, tableConfig()));
 */
export function lazyEntity<E>(build: () => E): () => E {
  return perEnvironment(build);
}

/** The ElectroDB configuration every entity shares. */
export function tableConfig() {
  return { client: dynamo(), table: resources.tableName() };
}

/** The partition of a tenant: every tenant-owned item lives under it, so a key can't leave its tenant. */
export const tenantPartition = 'T#${tenant}';
