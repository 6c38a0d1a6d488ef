import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiCsp, apiPrefix, apiRoutes, matchRoute, originVerifyHeader, routeKey, securityHeaders } from '@ocupacional/shared';
import { functionManifest, type FunctionId } from '@ocupacional/functions/manifest';
import { invoke } from './lambda-runtime';

/*
 * The local stand-in for CloudFront + API Gateway's HTTP API: it serves the route manifest, builds payload-v2
 * events, invokes the same handlers Lambda runs, and writes their answers back (status, headers, cookies, base64
 * bodies). Like CloudFront in front of the API, it adds the origin secret header and CloudFront-Viewer-Address
 * (replacing any the client sent), and API Gateway sees CloudFront's address as the source: the API must take the
 * client's address from the viewer header, as in AWS, and refuses what did not come through here.
 */

/** The source address API Gateway sees behind CloudFront (one of CloudFront's origin-facing ranges). */
export const cloudFrontSourceIp = '130.176.0.1';

/** CloudFront-Viewer-Address: the header the API reads the client's address from. */
const viewerAddressHeader = 'cloudfront-viewer-address';

/** The origin secret's value, as CloudFront holds it from the stack's dynamic reference; set by the local cloud. */
let originSecret: string | undefined;

/** Sets (or clears, with undefined) the value the gateway sends in the origin header. */
export function useOriginSecret(value: string | undefined): void {
  originSecret = value;
}

/** API Gateway's payload limit: larger requests never reach a function. */
export const maxRequestBytes = 10 * 1024 * 1024;

const textContentType = /^(text\/|application\/(json|xml|x-www-form-urlencoded|javascript)|[^;]*\+(json|xml))/i;

/** Which function serves each API bounded context. */
const apiFunctionOf = new Map(
  (Object.entries(functionManifest) as [FunctionId, (typeof functionManifest)[FunctionId]][])
    .filter(([, definition]) => definition.trigger.kind === 'api')
    .map(([id, definition]) => [(definition.trigger as { api: string }).api, id]),
);

export function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}

/**
 * The security headers CloudFront's response-headers policy adds in AWS (shared/src/security-headers.ts); HSTS only
 * when the request came over HTTPS (a proxy in front says so), since browsers ignore it over plain HTTP.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, csp: Parameters<typeof securityHeaders>[0]): void {
  const https = req.headers['x-forwarded-proto'] === 'https';
  for (const [name, value] of Object.entries(securityHeaders(csp, { https }))) res.setHeader(name, value);
}

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  setSecurityHeaders(req, res, apiCsp);
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  const body = await readBody(req);
  if (body === undefined) return sendJson(res, 413, { message: 'Request Entity Too Large' });
  const match = matchRoute(apiRoutes, method, url.pathname);
  if (!match) return sendJson(res, 404, { message: 'Not Found' });
  const event = buildEvent(req, url, body, routeKey(match.route), match.pathParameters);
  const functionId = apiFunctionOf.get(match.route.fn);
  if (!functionId) return sendJson(res, 500, { message: 'Internal Server Error' });
  let result: unknown;
  try {
    result = await invoke(functionId, event);
  } catch (error) {
    // Like API Gateway: a function that throws or times out is a bare 500 / 503, with nothing of the error.
    console.error(`[gateway] ${event.routeKey}:`, error);
    return sendJson(res, (error as Error).name === 'LambdaTimeoutError' ? 503 : 500, { message: 'Internal Server Error' });
  }
  writeResult(res, result);
}

export function buildEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  key: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    // CloudFront sets these itself: a client cannot choose its own address or the origin secret.
    if (value === undefined || name === 'cookie' || name === viewerAddressHeader || name === originVerifyHeader) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // "ip:port", IPv6 without brackets, as CloudFront writes it.
  headers[viewerAddressHeader] = `${(req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '')}:${req.socket.remotePort ?? 0}`;
  if (originSecret !== undefined) headers[originVerifyHeader] = originSecret;
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const queryStringParameters: Record<string, string> = {};
  for (const name of new Set(url.searchParams.keys())) {
    queryStringParameters[name] = url.searchParams.getAll(name).join(',');
  }
  const isText = body.length === 0 || textContentType.test(req.headers['content-type'] ?? '');
  const now = new Date();
  const host = headers.host ?? 'localhost';
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(url.search ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: cloudFrontSourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** Writes a Lambda answer the way API Gateway v2 interprets it (structured, or any JSON value as a 200). */
export function writeResult(res: ServerResponse, result: unknown): void {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) {
    // CloudFront's policy overrides what a function sends for these (override: true).
    if (!res.hasHeader(name)) headers[name.toLowerCase()] = String(value);
  }
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body
    ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxRequestBytes) tooLarge = true;
    if (!tooLarge) chunks.push(chunk as Buffer);
  }
  return tooLarge ? undefined : Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
