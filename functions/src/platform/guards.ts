import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import {
  defaultMaxBodyBytes,
  deleteForbiddenMessage,
  missingAppHeaderMessage,
  onlyDigits,
  payloadTooLargeMessage,
  requestHeaders,
  tooManyRequestsMessage,
  unsupportedMediaTypeMessage,
  verifyRequestSignature,
  type ApiRoute,
} from '@ocupacional/shared';
import { clientes } from '../data/entities/cliente';
import { compareVersions, decideAccess } from '../domain/access';
import { loadSession, tokenOf, type SessionContext } from './auth';
import { clientIp } from './client-ip';
import { HttpError } from './http';
import { idempotencyKeyField } from './idempotency';
import {
  clientNotFoundMessage,
  forbiddenMessage,
  invalidSignatureMessage,
  notFoundMessage,
  outdatedClientMessage,
  packageMissingMessage,
  sessionExpiredMessage,
} from './messages';
import { releaseRateLimit, withinRateLimit, type RateLimitBucket } from './rate-limit';

/** What the guards learn about a request and hand to its handler. */
export interface RouteContext extends Context {
  route: ApiRoute;
  /** The verified session (routes with auth: true always have one). */
  session?: SessionContext;
  /** The tenant of the request: the session's, or the URL's on public tenant routes (login, config). */
  tenant?: string;
}

type ApiEvent = APIGatewayProxyEventV2 & { [idempotencyKeyField]?: string };
type Middleware = middy.MiddlewareObj<ApiEvent, APIGatewayProxyResultV2, Error, RouteContext>;

function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body);
}

/** 413 with the spec's message above the route's body limit. */
export function bodyLimit(route: ApiRoute): Middleware {
  const max = route.maxBodyBytes ?? defaultMaxBodyBytes;
  return {
    before: ({ event }) => {
      if (bodyBytes(event) > max) throw new HttpError(413, payloadTooLargeMessage);
    },
  };
}

/**
 * Longest path parameter, in UTF-8 bytes, a route accepts. Real ids, hashes, layouts and links are far shorter;
 * DynamoDB refuses a sort key over 1,024 bytes, so a longer value could only fail as a 500.
 */
export const maxPathParameterBytes = 200;

/**
 * 404 with the not-found message when a path parameter is longer than any id can be (issue 12 item 6): no record
 * has such an id, and no key is ever built from it.
 */
export function pathParameterLimit(): Middleware {
  return {
    before: ({ event }) => {
      for (const value of Object.values(event.pathParameters ?? {})) {
        if (value !== undefined && Buffer.byteLength(value) > maxPathParameterBytes) throw new HttpError(404, notFoundMessage);
      }
    },
  };
}

/**
 * 426 when the app build that sent the request is older than the oldest the API still serves (MIN_CLIENT_VERSION),
 * or when its signed request header is invalid or expired: in both cases the page must reload (spec 1 §8).
 */
export function clientVersion(): Middleware {
  return {
    before: async ({ event }) => {
      const version = event.headers[requestHeaders.version];
      const minimum = process.env.MIN_CLIENT_VERSION;
      if (version && minimum && compareVersions(version, minimum) < 0) throw new HttpError(426, outdatedClientMessage);
      const signature = event.headers[requestHeaders.signature];
      if (signature !== undefined && !(await verifyRequestSignature(signature))) {
        throw new HttpError(426, invalidSignatureMessage);
      }
    },
  };
}

/** The account a login-like body names: the URL's tenant (or the web area) + CNPJ + CPF; undefined without a CPF. */
function accountIdentity(event: APIGatewayProxyEventV2): string | undefined {
  try {
    const body = JSON.parse(event.body ?? '{}') as { cpf?: unknown; cnpj?: unknown };
    const cpf = typeof body.cpf === 'string' ? onlyDigits(body.cpf) : '';
    const cnpj = typeof body.cnpj === 'string' ? onlyDigits(body.cnpj) : '';
    return cpf ? `${event.pathParameters?.tenant ?? 'web'}#${cnpj}#${cpf}` : undefined;
    // Stryker disable next-line BlockStatement: an empty catch also ends the function with undefined
  } catch {
    // An unreadable body is counted against the address alone.
    return undefined;
  }
}

interface Throttle {
  readonly bucket: RateLimitBucket;
  readonly identity: string;
  /** Counted provisionally and given back when the route answers 200 (failed logins only). */
  readonly failuresOnly?: boolean;
}

/** The counters a request goes through: login-like routes by account and by address, independently. */
function throttlesOf(route: ApiRoute, event: APIGatewayProxyEventV2, context: RouteContext): Throttle[] {
  const ip = clientIp(event);
  const account = accountIdentity(event);
  if (route.rateLimit === 'login') {
    return [
      ...(account ? [{ bucket: 'loginConta' as const, identity: account }] : []),
      { bucket: 'loginIp', identity: ip, failuresOnly: true },
    ];
  }
  if (route.rateLimit === 'recovery') {
    return [
      ...(account ? [{ bucket: 'recuperacaoConta' as const, identity: account }] : []),
      { bucket: 'recuperacaoIp', identity: ip },
    ];
  }
  const identity = context.session ? `${context.session.tenant}#${context.session.usuario.id}` : ip;
  return [{ bucket: 'default', identity }];
}

const countedKey = 'rateLimitCounted';

/**
 * 429 with the spec's message when the caller exceeds a limit: the user (or the address for anonymous calls) on
 * ordinary routes; on login-like routes the account and the address independently, so neither many passwords
 * against one CPF from many addresses nor one password over many CPFs from one address gets through.
 */
export function rateLimit(route: ApiRoute): Middleware {
  return {
    before: async (request) => {
      const { event, context } = request;
      const throttles = throttlesOf(route, event, context);
      const results = await Promise.all(throttles.map(({ bucket, identity }) => withinRateLimit(bucket, identity)));
      (request.internal as Record<string, unknown>)[countedKey] = throttles.filter((throttle) => throttle.failuresOnly);
      if (results.some((within) => !within)) throw new HttpError(429, tooManyRequestsMessage);
    },
    after: async (request) => {
      const counted = ((request.internal as Record<string, unknown>)[countedKey] ?? []) as Throttle[];
      const status = typeof request.response === 'object' ? request.response?.statusCode : undefined;
      if (status !== 200) return;
      await Promise.all(counted.map(({ bucket, identity }) => releaseRateLimit(bucket, identity)));
    },
  };
}

/**
 * CSRF guard for requests that carry the session cookie (a bearer header is never sent by a browser on its own):
 * a state-changing request must be JSON — a cross-site form can only send urlencoded, multipart or text/plain,
 * and no API route takes multipart (files go straight to S3 with presigned posts) — and a GET that changes state
 * (the spec's 'gerar' calls) must carry a header only the app's client sends, which a link, an image or a form
 * cannot add without a CORS preflight the API never grants.
 */
export function csrfGuard(route: ApiRoute): Middleware {
  return {
    before: ({ event }) => {
      if (tokenOf(event)?.via !== 'cookie') return;
      if (route.method !== 'GET') {
        // Stryker disable next-line OptionalChaining: split always answers at least one element
        const contentType = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (contentType !== 'application/json') throw new HttpError(415, unsupportedMediaTypeMessage);
        return;
      }
      if (route.changesState && !event.headers[requestHeaders.signature] && !event.headers[requestHeaders.requestKey]) {
        throw new HttpError(400, missingAppHeaderMessage);
      }
    },
  };
}

/**
 * Authentication and the tenant check. On routes with auth the token must name a live session (else 401); a
 * tenant in the URL must be the session's (else 404, as if the record did not exist); the session's area must be
 * one that reaches the route. Public tenant routes (login, config) still need the URL's tenant to exist.
 */
export function authenticate(route: ApiRoute): Middleware {
  return {
    before: async ({ event, context }) => {
      context.route = route;
      const urlTenant = route.tenant ? event.pathParameters?.tenant : undefined;
      if (!route.auth) {
        if (urlTenant) {
          const { data: cliente } = await clientes().get({ tenant: urlTenant }).go();
          if (!cliente?.ativo) throw new HttpError(404, clientNotFoundMessage);
          context.tenant = urlTenant;
        }
        return;
      }
      const session = await loadSession(event, { query: route.tokenInQuery === true });
      if (!session) throw new HttpError(401, sessionExpiredMessage);
      if (urlTenant !== undefined && urlTenant !== session.tenant) throw new HttpError(404, notFoundMessage);
      context.session = session;
      context.tenant = session.tenant;
    },
  };
}

/** Module, permission and package guards declared on the route (spec 1 §6). */
export function authorize(route: ApiRoute): Middleware {
  return {
    before: ({ context }) => {
      const session = context.session;
      if (!session) return;
      const decision = decideAccess(route, {
        pointType: session.pointType,
        isAdm: session.usuario.isAdm ?? false,
        isSadm: session.usuario.isSadm ?? false,
        // Stryker disable next-line ArrayDeclaration: a list holding a string never includes a module number, like an empty one
        acessoModulo: session.usuario.acessoModulo ?? [],
        // Stryker disable next-line ArrayDeclaration: a list holding a string never includes a permission number, like an empty one
        acessoPermissao: session.usuario.acessoPermissao ?? [],
        // Stryker disable next-line ArrayDeclaration: a list holding a string never includes a package number, like an empty one
        pacotes: session.cliente.pacotes ?? [],
      });
      if (decision === 'wrong-area') throw new HttpError(404, notFoundMessage);
      if (decision === 'forbidden') throw new HttpError(403, route.deletes ? deleteForbiddenMessage : forbiddenMessage);
      if (decision === 'package-missing') throw new HttpError(403, packageMissingMessage);
    },
  };
}

/**
 * Scopes the request key to the route and the caller's credential (a hash of its token, or its address when it
 * has none), for the idempotency middleware that follows. It runs before authentication so that a repeat gets the
 * first answer even when the first request ended the session (a logout).
 */
export function requestKeyScope(route: ApiRoute): Middleware {
  return {
    before: ({ event }) => {
      const key = event.headers[requestHeaders.requestKey];
      if (route.method === 'GET' || !key) return;
      const credential = tokenOf(event)?.token;
      const caller = credential
        ? createHash('sha256').update(credential).digest('hex')
        : `${event.pathParameters?.tenant ?? 'web'}#${clientIp(event)}`;
      event[idempotencyKeyField] = `${route.id}#${caller}#${key}`;
    },
  };
}
