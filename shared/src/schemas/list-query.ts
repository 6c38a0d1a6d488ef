import * as z from 'zod';
import { defaultPageSize } from '../codes';
import { invalidValueMessage } from '../messages';

/*
 * Query strings of the list and lookup calls (spec 1 §7: "Query strings are built from parameters"; lists take
 * search, page, pagination and a filter object). Scalars travel as themselves; the `filter` object travels as
 * one JSON-encoded parameter, so lists and ranges keep their shape: ?filter={"id_tipo_status":[54],…}.
 */

/**
 * A query parameter holding JSON, read with `schema`; absent or empty means `{}`. Unreadable JSON answers a field
 * error on the parameter; a bad value inside answers it on 'filter.<field>'.
 */
export function jsonQueryParam<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: invalidValueMessage });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A page number from 1, or a page size: digits in the query string. */
const positiveInt = (max: number) =>
  z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).min(1, invalidValueMessage).max(max, invalidValueMessage);

/**
 * Where a page of a keyed list starts: the opaque `next` of the page before (docs/data-model.md "Lists read one
 * page"). Base64url of the index key the server stopped at; the server checks it belongs to the caller's tenant.
 */
export const pageCursorSchema = z
  .string()
  .max(2048, invalidValueMessage)
  .regex(/^[A-Za-z0-9_-]+$/, invalidValueMessage);

/**
 * The query of a paginated list: search text, 1-based page, page size (`pagination`, default `pageSize`), the
 * list's filter object and, for lists read one page of an index at a time, the `cursor` of the page asked for
 * (absent: the first page).
 */
export function listQuerySchema<F extends z.ZodType>(filter: F, pageSize: number = defaultPageSize) {
  return z.object({
    search: z.string().trim().max(100, invalidValueMessage).optional(),
    page: positiveInt(100_000).default(1),
    pagination: positiveInt(1000).default(pageSize),
    cursor: pageCursorSchema.optional(),
    filter: jsonQueryParam(filter),
  });
}

/** The pagination block of a list answer. */
export const paginationSchema = z.object({
  page: z.number().int(),
  pagination: z.number().int(),
  /** Rows of the whole list; null when a filter narrows it and no counter answers for that filter. */
  total: z.number().int().nullable(),
  /** The last page; null with an unknown total. */
  last_page: z.number().int().nullable(),
  /**
   * The cursor of the next page of a keyed list (send it back as `cursor` with page + 1), null on the last page.
   * Lists paged in memory (short, bounded lists) leave it out and take any page number.
   */
  next: pageCursorSchema.nullable().optional(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** A list answer: `{ data: rows, pagination }`. */
export function pageSchema<R extends z.ZodType>(row: R) {
  return z.object({ data: z.array(row), pagination: paginationSchema });
}

/** What a list call sends, before encoding. */
export interface ListQueryInput {
  readonly search?: string;
  readonly page?: number;
  readonly pagination?: number;
  readonly cursor?: string;
  readonly filter?: object;
  readonly [other: string]: string | number | object | undefined;
}

/**
 * The query string of a call: objects (the filter) JSON-encoded, undefined left out, '' when nothing is left.
 *
 * @example toQueryString({ page: 2, filter: { id_tipo_status: [54] } }) // '?page=2&filter=%7B%22id_…'
 */
export function toQueryString(params: ListQueryInput): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The pagination block of a page read from an index: `total` from a counter kept with the writes (null when the
 * filter has none), `next` the cursor the server answered.
 */
export function keyedPagination(page: number, pagination: number, total: number | null, next: string | null): Pagination {
  return { page, pagination, total, last_page: total === null ? null : Math.max(1, Math.ceil(total / pagination)), next };
}

/** One page of `rows` (1-based page) and its pagination block: for short, bounded lists only. */
export function paginate<T>(rows: readonly T[], page: number, pagination: number): { data: T[]; pagination: Pagination } {
  const lastPage = Math.max(1, Math.ceil(rows.length / pagination));
  return {
    data: rows.slice((page - 1) * pagination, page * pagination),
    pagination: { page, pagination, total: rows.length, last_page: lastPage },
  };
}
