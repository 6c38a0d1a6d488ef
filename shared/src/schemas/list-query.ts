import { z } from 'zod';
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
 * The query of a paginated list: search text, 1-based page, page size (`pagination`, default `pageSize`) and the
 * list's filter object.
 */
export function listQuerySchema<F extends z.ZodType>(filter: F, pageSize: number = defaultPageSize) {
  return z.object({
    search: z.string().trim().max(100, invalidValueMessage).optional(),
    page: positiveInt(100_000).default(1),
    pagination: positiveInt(1000).default(pageSize),
    filter: jsonQueryParam(filter),
  });
}

/** The pagination block of a list answer. */
export const paginationSchema = z.object({
  page: z.number().int(),
  pagination: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
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

/** One page of `rows` (1-based page) and its pagination block. */
export function paginate<T>(rows: readonly T[], page: number, pagination: number): { data: T[]; pagination: Pagination } {
  const lastPage = Math.max(1, Math.ceil(rows.length / pagination));
  return {
    data: rows.slice((page - 1) * pagination, page * pagination),
    pagination: { page, pagination, total: rows.length, last_page: lastPage },
  };
}
