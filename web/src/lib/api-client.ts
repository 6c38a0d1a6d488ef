import {
  apiRoutes,
  buildPath,
  envelopeSchema,
  noResponseMessage,
  requestHeaders,
  signRequest,
  validationErrorDataSchema,
  versionCookieName,
} from '@ocupacional/shared';
import type { ApiRoute, ApiRouteId, PointType } from '@ocupacional/shared';
import type { z } from 'zod';
import { readCookie } from './cookies';
import { errorReactions } from './error-catalogue';
import type { ErrorReaction } from './error-catalogue';
import { newRequestKey } from './request-key';
import type { ActionKey } from './request-key';

/*
 * The HTTP client of spec 1 §7 and §8: URLs from the shared route manifest, the version, signature and request-key
 * headers on every call, the {status, msg, data} envelope checked with zod, and the error catalogue applied through
 * injected handlers (navigation, reload, notifications), so tests drive it with a fake fetch.
 */

type Route = (typeof apiRoutes)[number];
/** Routes as screens name them: the tenant areas' id; in the web area the client calls its 'web.' twin. */
export type RouteId = Exclude<ApiRouteId, `web.${string}`>;
export type GetRouteId = Extract<Route, { method: 'GET' }>['id'] & RouteId;
export type SendRouteId = Exclude<RouteId, GetRouteId>;
export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, unknown>;

/** The area the app serves and the tenant of the current URL (none in the web area). */
export interface ApiScope {
  readonly area: PointType;
  readonly tenant?: string;
}

/** A failed call: the envelope's status and message, or status 500 and the no-response message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly msg: string;
  /** A 400's field messages, by field name (spec 1 §5: shown under the fields). */
  readonly fields: Readonly<Record<string, readonly string[]>>;
  /** Whether the server answered; false for a network failure or a proxy's page, which a retry may fix. */
  readonly answered: boolean;

  constructor(
    status: number,
    msg: string,
    extra: { fields?: Record<string, string[]>; answered?: boolean; cause?: unknown } = {},
  ) {
    super(msg, { cause: extra.cause });
    this.status = status;
    this.msg = msg;
    this.fields = extra.fields ?? {};
    this.answered = extra.answered ?? true;
  }
}

/** What the app does for the catalogue's reactions (spec 1 §8). */
export interface ApiHandlers {
  notify(message: string): void;
  /** Clear the session and go to the area's login. */
  toLogin(): void;
  reload(): void;
  navigate(to: string): void;
  refreshCaptcha(): void;
}

export interface ApiClientOptions {
  scope: () => ApiScope;
  handlers: ApiHandlers;
  /** The browser's fetch by default. */
  fetch?: typeof fetch;
  /** The document's cookie string, for the version header. */
  cookies?: () => string;
  sign?: () => Promise<string>;
  newRequestKey?: () => string;
}

export interface CallOptions {
  /** Path parameters besides the tenant. */
  params?: PathParams;
  /** The tenant, when the caller knows it better than the scope (a route loader runs before the URL changes). */
  tenant?: string;
  query?: QueryParams;
  /** TanStack Query's signal, so a cancelled query aborts its request. */
  signal?: AbortSignal;
  /** The caller handles every failure itself: no alert, no redirect. */
  silent?: boolean;
  /** Where a 404 sends the user (record loads, spec 1 §8). */
  notFoundRedirect?: string;
}

export interface SendOptions extends CallOptions {
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** The user action this call belongs to: its key is reused when the action is retried after no answer. */
  action?: ActionKey;
}

/** A 200 answer: its data and its message. */
export interface Answered<T> {
  readonly data: T;
  readonly msg: string;
}

export interface ApiClient {
  /** GETs a route and returns the envelope's data checked against `schema`; throws {@link ApiError}. */
  get<S extends z.ZodType>(id: GetRouteId, schema: S, options?: CallOptions): Promise<z.output<S>>;
  /** POST/PUT/DELETE a route with a request key; returns the envelope's data checked against `schema`. */
  send<S extends z.ZodType>(id: SendRouteId, schema: S, options?: SendOptions): Promise<z.output<S>>;
  /**
   * Like {@link ApiClient.send}, also returning the envelope's message: some answers speak through it (an employee
   * whose CPF is already registered asks in `msg` whether to transfer it).
   */
  sendForAnswer<S extends z.ZodType>(id: SendRouteId, schema: S, options?: SendOptions): Promise<Answered<z.output<S>>>;
  /** The URL a call goes to, for links opened in a new tab and for tests. */
  url(id: RouteId, options?: Pick<CallOptions, 'params' | 'query' | 'tenant'>): string;
}

/**
 * Creates the client; the app has one (lib/api.ts), tests make their own with fakes.
 *
 * @example
 * const api = createApiClient({ scope: () => ({ area: 'empresa', tenant: 'demo' }), handlers });
 * const config = await api.get('config', configSchema);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const sign = options.sign ?? (() => signRequest());
  const createKey = options.newRequestKey ?? newRequestKey;
  // Wrapped rather than passed on: the browser's fetch throws 'Illegal invocation' when called on another object.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  function urlOf(route: Route, call: Pick<CallOptions, 'params' | 'query' | 'tenant'>): string {
    const tenant = call.tenant ?? options.scope().tenant;
    if (route.tenant && !tenant) throw new Error(`API route ${route.id} needs a tenant and the URL has none`);
    // Relative URL: the API is served from the same origin as the app (/sst/api/*).
    const path = buildPath(route, { ...call.params, ...(route.tenant ? { tenant: tenant as string } : {}) });
    const query = buildQuery(call.query);
    return query ? `${path}?${query}` : path;
  }

  async function call<S extends z.ZodType>(id: RouteId, schema: S, call: SendOptions): Promise<Answered<z.output<S>>> {
    const route = resolveRoute(id, options.scope().area);
    const headers: Record<string, string> = { accept: 'application/json' };
    const version = readCookie(versionCookieName, cookies());
    if (version) headers[requestHeaders.version] = version;
    headers[requestHeaders.signature] = await sign();
    let body: BodyInit | undefined;
    if (route.method !== 'GET') {
      headers[requestHeaders.requestKey] = call.action ? call.action.keyFor(call.body) : createKey();
      if (call.body instanceof FormData) body = call.body;
      else {
        // JSON even without a body: the API refuses other types on state-changing calls with the session cookie
        // (CSRF guard), since a cross-site form cannot send JSON.
        headers['content-type'] = 'application/json';
        if (call.body !== undefined) body = JSON.stringify(call.body);
      }
    }
    try {
      const answer = await exchange(fetchFn, urlOf(route, call), { method: route.method, headers, body }, call.signal);
      const answered = readEnvelope(answer, schema);
      call.action?.settle(true);
      return answered;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      call.action?.settle(error.answered);
      if (!call.silent) {
        const reactions = errorReactions(error, {
          method: route.method,
          auth: route.auth,
          deletes: (route as ApiRoute).deletes,
          notFoundRedirect: call.notFoundRedirect,
        });
        reactions.forEach((reaction) => apply(reaction, options.handlers));
      }
      throw error;
    }
  }

  return {
    get: async (id, schema, callOptions = {}) => (await call(id, schema, callOptions)).data,
    send: async (id, schema, callOptions = {}) => (await call(id, schema, callOptions)).data,
    sendForAnswer: (id, schema, callOptions = {}) => call(id, schema, callOptions),
    url: (id, callOptions = {}) => urlOf(resolveRoute(id, options.scope().area), callOptions),
  };
}

/** The manifest route an id names in an area: the 'web.' twin in the web area when there is one. */
export function resolveRoute(id: RouteId, area: PointType): Route {
  const twin = area === 'web' ? apiRoutes.find((candidate) => candidate.id === `web.${id}`) : undefined;
  const route = twin ?? apiRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown API route ${id}`);
  if (area === 'web' && route.tenant) throw new Error(`API route ${id} is not served to the web area`);
  return route;
}

/**
 * A query string: scalars as they are, arrays and objects (the spec's `filter {…}`) as JSON; empty values left out.
 *
 * @example buildQuery({ search: 'ana', page: 2, filter: { deleted: 0 } }) // 'search=ana&page=2&filter=%7B%22deleted%22%3A0%7D'
 */
export function buildQuery(query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

function apply(reaction: ErrorReaction, handlers: ApiHandlers): void {
  switch (reaction.kind) {
    case 'notify':
      return handlers.notify(reaction.message);
    case 'login':
      return handlers.toLogin();
    case 'reload':
      return handlers.reload();
    case 'navigate':
      return handlers.navigate(reaction.to);
    case 'captcha':
      return handlers.refreshCaptcha();
  }
}

interface Answer {
  httpStatus: number;
  body: unknown;
}

async function exchange(fetchFn: typeof fetch, url: string, init: RequestInit, signal?: AbortSignal): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal, credentials: 'same-origin' });
  } catch (error) {
    // A cancelled query is not a failure to show; TanStack Query recognises the abort and drops it.
    if (signal?.aborted) throw error;
    throw new ApiError(500, noResponseMessage, { answered: false, cause: error });
  }
  // An answer that is not JSON (a proxy's error page, an HTML fallback) counts as no answer.
  const body: unknown = await response.json().catch(() => undefined);
  // Cancelled while the body was still arriving (a navigation right after login): an abort too, not "no answer".
  signal?.throwIfAborted();
  return { httpStatus: response.status, body };
}

const headSchema = envelopeSchema(validationErrorDataSchema).pick({ status: true, msg: true });

function readEnvelope<S extends z.ZodType>(answer: Answer, schema: S): Answered<z.output<S>> {
  const head = headSchema.safeParse(answer.body);
  if (!head.success) {
    // Without an envelope the HTTP status is all there is: a gateway's 413 or 429 keeps its meaning.
    const status = answer.httpStatus >= 400 ? answer.httpStatus : 500;
    throw new ApiError(status, noResponseMessage, { answered: false, cause: head.error });
  }
  const data: unknown = (answer.body as { data?: unknown }).data;
  // The envelope's status is the one that counts (spec 1 §8: the reply body carries status and msg), and only a 200
  // promises data of the route's shape, so the data is checked after the status.
  if (head.data.status !== 200) {
    const invalid = head.data.status === 400 ? validationErrorDataSchema.safeParse(data) : undefined;
    throw new ApiError(head.data.status, head.data.msg, { fields: invalid?.success ? invalid.data.fields : undefined });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(500, noResponseMessage, { cause: parsed.error });
  return { data: parsed.data, msg: head.data.msg };
}
