import { tenantIdPattern } from '@ocupacional/shared';

/**
 * Where an object that arrived in S3 belongs. Other systems drop files under drop/{tenant}/… in the drop
 * bucket and the browser uploads under upload/{tenant}/… in the files bucket (see objectCreatedNotifications);
 * the tenant therefore comes from the key, never from anything the file says about itself.
 */
export interface ArrivedObject {
  readonly source: 'drop' | 'upload';
  readonly tenant: string;
  /** The key below the tenant's folder. */
  readonly name: string;
}


/** Reads source, tenant and name from an object key, or undefined when the key is outside a tenant's folder. */
export function parseArrivedKey(key: string): ArrivedObject | undefined {
  const match = /^(drop|upload)\/([^/]+)\/(.+)$/.exec(key);
  if (!match) return undefined;
  const [, source, tenant, name] = match as unknown as [string, 'drop' | 'upload', string, string];
  if (!tenantIdPattern.test(tenant) || name.endsWith('/')) return undefined;
  return { source, tenant, name };
}

/** S3 event notifications URL-encode object keys, with '+' for spaces. */
export function decodeEventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}
