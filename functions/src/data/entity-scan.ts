/*
 * Reading an entity whole, for the work that must (a migration's rewrite, a recount of list counters: never a
 * request): a scan page at a time, since a whole entity may not fit in memory.
 */

/** One page of an entity's scan, as ElectroDB's `scan.go({ cursor })` answers it. */
export type ScanPage<T> = (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>;

/** Visits an entity's scan a page at a time; answers the items visited. */
export async function forEachScanPage<T>(scan: ScanPage<T>, visit: (items: T[]) => void | Promise<void>): Promise<number> {
  let seen = 0;
  let cursor: string | null = null;
  do {
    const page = await scan(cursor);
    await visit(page.data);
    seen += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return seen;
}

/** The part of an ElectroDB entity a rewrite needs. */
export interface RekeyableEntity {
  scan: { go(options: { cursor: string | null }): Promise<{ data: object[]; cursor: string | null }> };
  put(items: object[]): { go(): Promise<{ unprocessed: object[] }> };
}

/**
 * Writes every item of the entity again through it, so each gets the keys the current version derives (a migration
 * that adds an index or changes a key); answers the items rewritten.
 *
 * @example await rewriteEntity(consultas(), 'migration 2026-11-25-consulta-filas');
 */
export async function rewriteEntity(entity: RekeyableEntity, label: string): Promise<number> {
  return forEachScanPage(
    (cursor) => entity.scan.go({ cursor }),
    async (items) => {
      // ElectroDB's batch put writes 25 at a time. It answers only the keys of what DynamoDB left unprocessed, so
      // the work stops (a migration unrecorded, run again whole by the next sweep).
      const { unprocessed } = items.length ? await entity.put(items).go() : { unprocessed: [] };
      if (unprocessed.length) throw new Error(`${label}: ${unprocessed.length} items left unwritten`);
    },
  );
}
