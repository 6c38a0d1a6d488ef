import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import {
  defaultMaxBodyBytes,
  deleteForbiddenMessage,
  onlyDigits,
  payloadTooLargeMessage,
  requestHeaders,
  tooManyRequestsMessage,
  verifyRequestSignature,
  type ApiRoute,
} from '@ocupacional/shared';
import { clientes } from '../data/entities/cliente';
import { compareVersions, decideAccess } from '../domain/access';
import { loadSession, tokenOf, type SessionContext } from './auth';
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
import { withinRateLimit } from './rate-limit';

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

function loginIdentity(event: APIGatewayProxyEventV2): string {
  let cpf = '';
  try {
    const body = JSON.parse(event.body ?? '{}') as { cpf?: unknown };
    cpf = typeof body.cpf === 'string' ? onlyDigits(body.cpf) : '';
  } catch {
    // An unreadable body is counted against the address alone.
  }
  return `${event.requestContext.http.sourceIp}#${event.pathParameters?.tenant ?? 'web'}#${cpf}`;
}

/** 429 with the spec's message when the caller (user, or address for anonymous calls) exceeds its limit. */
export function rateLimit(route: ApiRoute): Middleware {
  const bucket = route.rateLimit ?? 'default';
  return {
    before: async ({ event, context }) => {
      const identity =
        bucket === 'login'
          ? loginIdentity(event)
          : context.session
            ? `${context.session.tenant}#${context.session.usuario.id}`
            : event.requestContext.http.sourceIp;
      if (!(await withinRateLimit(bucket, identity))) throw new HttpError(429, tooManyRequestsMessage);
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
        acessoModulo: session.usuario.acessoModulo ?? [],
        acessoPermissao: session.usuario.acessoPermissao ?? [],
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
        : `${event.pathParameters?.tenant ?? 'web'}#${event.requestContext.http.sourceIp}`;
      event[idempotencyKeyField] = `${route.id}#${caller}#${key}`;
    },
  };
}
