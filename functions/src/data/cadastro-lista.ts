import type { GlobalIndexName } from '@ocupacional/shared';
import { nameSortKey } from './entities/keys';
import { readCounters } from './list-counters';
import { readPage, type PageOf, type PageRead, type PageReadOptions } from './list-page';

/*
 * The lists of the back-office registries (issue 14: exames, funções…): one page of one index a request. No search,
 * or a search of words, reads byNome (gsi1) from the name's sort-key prefix; a search of digits (dots and dashes
 * allowed: '0295', '2231-05') reads byCodigo (gsi2) from the code's prefix, and, when that first page finds nothing,
 * byNome (a name may hold digits). Live records only ('vivo#…'). The total comes from the registry's counter, kept
 * with the writes, and only with no search.
 */

/** The queries of a registry's two list indexes, each from a key prefix. */
export interface RegistryQueries<T> {
  readonly byNome: (prefix: string) => PageRead<T>;
  readonly byCodigo: (prefix: string) => PageRead<T>;
  /** The GSIs of byNome and byCodigo when not gsi1 and gsi2 (an entity whose gsi1/gsi2 hold older indexes). */
  readonly indexes?: { readonly nome: GlobalIndexName; readonly codigo: GlobalIndexName };
}

export interface RegistryListRequest {
  readonly tenant: string;
  readonly search?: string | undefined;
  readonly cursor?: string | undefined;
  readonly pagination: number;
}

const indexes = { nome: 'gsi1', codigo: 'gsi2' } as const satisfies Record<string, GlobalIndexName>;

/** The GSI a cursor was sealed on, so a later page reads where the first did (undefined: none or unreadable). */
function cursorIndex(cursor: string | undefined): GlobalIndexName | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const field = Object.keys(key).find((name) => /^gsi\dpk$/.test(name));
    return field ? (field.slice(0, 4) as GlobalIndexName) : undefined;
  } catch {
    return undefined; // readPage refuses it with the spec's message
  }
}

/** The search as a code prefix (its digits) when it is only digits and separators, else undefined. */
export function codePrefix(search: string | undefined): string | undefined {
  const text = search?.trim() ?? '';
  return text && /^[\d.\-\s/]+$/.test(text) && /\d/.test(text) ? text.replace(/\D/g, '') : undefined;
}

/**
 * One page of a registry's live records, by name or by code prefix, with the cursor of the next page. Each read
 * asks the index for page size + 1 items.
 */
export async function readRegistryPage<T extends object>(request: RegistryListRequest, queries: RegistryQueries<T>): Promise<PageOf<T>> {
  const { tenant, cursor, pagination } = request;
  const text = request.search?.trim() ?? '';
  const digits = codePrefix(text);
  const { nome, codigo } = queries.indexes ?? indexes;
  const byNome = () => readPage(tenant, { cursor, pagination }, nome, queries.byNome(text ? nameSortKey(text) : ''));
  if (digits === undefined || cursorIndex(cursor) === nome) return byNome();
  const byCodigo = await readPage(tenant, { cursor, pagination }, codigo, queries.byCodigo(digits));
  if (!cursor && byCodigo.items.length === 0 && byCodigo.next === null) return byNome();
  return byCodigo;
}

/** The list's total: the registry's counter with no search; null under a search (no counter answers for it). */
export async function registryTotal(tenant: string, counter: string, search: string | undefined): Promise<number | null> {
  if (search?.trim()) return null;
  return (await readCounters(tenant, [counter])).get(counter) ?? 0;
}

/**
 * Every live record a search finds, in list order, page after page (the Excel export): at most `max` rows, read
 * `pageSize` at a time. Answers the rows and whether the list went on past `max`.
 */
export async function readRegistryAll<T extends object>(
  request: Omit<RegistryListRequest, 'cursor' | 'pagination'>,
  queries: RegistryQueries<T>,
  max: number,
  pageSize = 500,
): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = [];
  let cursor: string | undefined;
  // One row past `max` says the list goes on.
  do {
    const wanted = Math.min(pageSize, max + 1 - rows.length);
    const page = await readRegistryPage({ ...request, cursor, pagination: wanted }, queries);
    rows.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor && rows.length <= max);
  return { rows: rows.slice(0, max), truncated: rows.length > max };
}

/** The read options ElectroDB gets for one read of a list page, in ascending order (names A→Z, codes 0→9). */
export const ascending = (options: PageReadOptions) => ({ ...options, order: 'asc' as const });
