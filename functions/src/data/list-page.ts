import { invalidPageCursorMessage, table, type GlobalIndexName } from '@ocupacional/shared';
import { HttpError } from '../platform/http';

/*
 * Lists read one page of the index that answers their default filter and order (docs/data-model.md "Lists read one
 * page"): page size + 1 items a read, so the extra item says whether a next page exists, and a cursor, the index
 * key of the page's last row, for the next. A filter the key cannot serve is applied to what the reads bring, and
 * a page stops after a few reads even when short (it still answers the cursor of where it stopped), so a rare filter
 * never reads a whole partition in one request.
 */

/** The index key where a page stops: the table's key plus the queried GSI's, as DynamoDB gives LastEvaluatedKey. */
export type PageKey = Record<string, string | number>;

/**
 * What ElectroDB is asked for one read of a page (pass these options to `.go()`, with the list's `order`). Its
 * cursors are the same base64url JSON of the key as {@link sealCursor}'s.
 */
export interface PageReadOptions {
  readonly cursor: string | null;
  readonly limit: number;
  readonly data: 'includeKeys';
}

/** One read of the list's query: `query.byX(…).where(…).go(options)`, with its order. */
export type PageRead<T> = (options: PageReadOptions) => Promise<{ data: T[]; cursor: string | null }>;

export interface PageRequest {
  /** The `next` of the page before; absent for the first page. */
  readonly cursor?: string | undefined;
  /** Page size. */
  readonly pagination: number;
}

export interface PageOf<T> {
  readonly items: T[];
  /** The cursor of the next page, or null on the last. */
  readonly next: string | null;
}

/** Reads after which a page filtered beyond its key answers what it has, with the cursor of where it stopped. */
export const maxReadsPerPage = 4;

const keyField = /^(pk|sk|gsi\d+(pk|sk))$/;
const electroField = /^__edb_/;

/** The key fields of the table or a GSI: what a cursor of that index holds. */
function keyFields(index: GlobalIndexName | 'table'): string[] {
  const fields = [table.partitionKey, table.sortKey] as string[];
  if (index === 'table') return fields;
  const gsi = table.globalIndexes.find((candidate) => candidate.name === index);
  if (!gsi) throw new Error(`unknown index ${index}`);
  return [...fields, gsi.partitionKey, gsi.sortKey];
}

/** The cursor text of a key: base64url JSON. */
export function sealCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key a cursor stands for, refused (400) unless it is a key of `index` inside the caller's tenant: a cursor
 * is the client's to send back, never a way into another tenant's partition.
 */
export function openCursor(cursor: string | undefined, tenant: string, index: GlobalIndexName | 'table'): PageKey | null {
  if (cursor === undefined || cursor === '') return null;
  const refuse = () => new HttpError(400, invalidPageCursorMessage);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw refuse();
  const fields = keyFields(index);
  const entries = Object.entries(key);
  if (entries.length !== fields.length || !entries.every(([name]) => fields.includes(name))) throw refuse();
  const partition = `T#${tenant}`;
  for (const [name, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') throw refuse();
    const isPartition = name.endsWith('pk');
    if (isPartition && (typeof value !== 'string' || (value !== partition && !value.startsWith(`${partition}#`)))) throw refuse();
  }
  return key as PageKey;
}

/**
 * DynamoDB's refusal of a start key outside the query's key condition: a cursor of the caller's tenant taken from
 * another list or another company's (ElectroDB wraps the SDK's ValidationException in its own error's cause). A key
 * whose sort key is outside the condition 'does not match the range key predicate'; one whose sort key fits but
 * whose partition is another's 'cannot be restarted' (DynamoDB checks the range first).
 */
function isForeignStartKey(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string; message?: string } } | undefined)?.cause ?? (error as { name?: string; message?: string });
  return cause?.name === 'ValidationException' && /starting key|cannot be restarted/i.test(cause.message ?? '');
}

function keyOf(item: object, index: GlobalIndexName | 'table'): PageKey {
  const record = item as Record<string, unknown>;
  return Object.fromEntries(keyFields(index).map((field) => [field, record[field] as string | number]));
}

function withoutKeys<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !keyField.test(name) && !electroField.test(name))) as T;
}

/**
 * One page of a list: reads `request.pagination + 1` items at a time from `index` starting at the request's
 * cursor, until the page is full, the index ends or {@link maxReadsPerPage} reads are done.
 *
 * @example
 * const page = await readPage(tenant, query, 'gsi2', (options) =>
 *   funcionarios().query.byEmpresaNome({ tenant, empresaId }).go(options));
 */
export async function readPage<T extends object>(
  tenant: string,
  request: PageRequest,
  index: GlobalIndexName | 'table',
  read: PageRead<T>,
): Promise<PageOf<T>> {
  const wanted = request.pagination + 1;
  const opened = openCursor(request.cursor, tenant, index);
  let start = opened ? sealCursor(opened) : null;
  const found: T[] = [];
  for (let reads = 0; reads < maxReadsPerPage; reads += 1) {
    const { data, cursor } = await read({ cursor: start, limit: wanted, data: 'includeKeys' }).catch((error: unknown) => {
      throw opened && isForeignStartKey(error) ? new HttpError(400, invalidPageCursorMessage, null, { cause: error }) : error;
    });
    found.push(...data);
    start = cursor;
    if (found.length >= wanted || !start) break;
  }
  if (found.length > request.pagination) {
    const items = found.slice(0, request.pagination);
    return { items: items.map(withoutKeys), next: sealCursor(keyOf(items[items.length - 1] as T, index)) };
  }
  return { items: found.map(withoutKeys), next: start };
}
