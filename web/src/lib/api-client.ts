import { apiRoutes, buildPath, envelopeSchema } from '@ocupacional/shared';

/** What the user reads when a request got no usable answer (spec 1 §8, 'no response'). */
export const noResponseMessage =
  'Não foi possível completar a requisição. Precione as teclas CTRL+F5 para recarregar a página e tente novamente.';

/** An API answer other than 200, or no answer at all (then status 500 and {@link noResponseMessage}). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly msg: string;

  constructor(status: number, msg: string, options?: ErrorOptions) {
    super(msg, options);
    this.status = status;
    this.msg = msg;
  }
}

type GetRoute = Extract<(typeof apiRoutes)[number], { method: 'GET' }>;
export type GetRouteId = GetRoute['id'];
export type PathParams = Record<string, string | number>;

/** A zod schema for an envelope's data; typed through shared/ so web does not depend on zod itself. */
type DataSchema = Parameters<typeof envelopeSchema>[0];

export interface RequestOptions {
  /** Injected by tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** TanStack Query's signal, so a cancelled query aborts its request. */
  signal?: AbortSignal;
}

/**
 * GETs an API route by its id in the shared manifest and returns the envelope's data, checked against `schema`.
 * Throws {@link ApiError} when the envelope's status is not 200 or when there is no usable answer.
 *
 * @example const health = await apiGet('health', {}, healthSchema);
 */
export async function apiGet<S extends DataSchema>(
  routeId: GetRouteId,
  params: PathParams,
  schema: S,
  options: RequestOptions = {},
) {
  // Return type left to inference: it is zod's output type of S, which web cannot name without importing zod.
  const route = apiRoutes.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`unknown API route ${routeId}`);
  // Relative URL: the API is served from the same origin as the app (/sst/api/*).
  const url = buildPath(route, params);
  const answer = await send(url, { method: 'GET', headers: { accept: 'application/json' } }, options);
  return readEnvelope(answer, schema);
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<{ httpStatus: number; body: unknown }> {
  // Wrapped rather than passed on: the browser's fetch throws 'Illegal invocation' when called on another object.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, requestInit?: RequestInit) => fetch(input, requestInit));
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: options.signal });
  } catch (error) {
    // A cancelled query is not a failure to show; TanStack Query recognises the abort and drops it.
    if (options.signal?.aborted) throw error;
    throw new ApiError(500, noResponseMessage, { cause: error });
  }
  // An answer that is not JSON (a proxy's error page, an HTML fallback) counts as no answer.
  const body: unknown = await response.json().catch(() => undefined);
  return { httpStatus: response.status, body };
}

function readEnvelope<S extends DataSchema>(answer: { httpStatus: number; body: unknown }, schema: S) {
  const head = envelopeSchema(schema).pick({ status: true, msg: true }).safeParse(answer.body);
  if (!head.success) {
    throw new ApiError(answer.httpStatus >= 400 ? answer.httpStatus : 500, noResponseMessage, { cause: head.error });
  }
  // The envelope's status is the one that counts (spec 1 §8: the reply body carries status and msg), and only a 200
  // promises data of the route's shape, so the data is checked after the status.
  if (head.data.status !== 200) throw new ApiError(head.data.status, head.data.msg);
  const data = schema.safeParse((answer.body as { data?: unknown }).data);
  if (!data.success) throw new ApiError(500, noResponseMessage, { cause: data.error });
  return data.data;
}
