import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { noResponseMessage } from '@ocupacional/shared';
import type { SessionContext } from './auth';
import { readCookie, sessionCookie } from './cookies';
import { httpErrorHandler } from './error-handler';
import { HttpError, respond } from './http';
import { logger } from './logger';
import { invalidBodyMessage, notFoundMessage, requestInProgressMessage, requestKeyReusedMessage, validationFailedMessage } from './messages';
import { companyScope, sessionOf } from './scope';
import { fieldErrorsOf, parseBody, parseQuery } from './validation';

/* How a request is read (cookies, body, query, company scope) and how its errors are answered. */

function event(overrides: Partial<APIGatewayProxyEventV2>): APIGatewayProxyEventV2 {
  return { headers: {}, rawPath: '/sst/api/teste', isBase64Encoded: false, ...overrides } as APIGatewayProxyEventV2;
}

function httpErrorOf(act: () => unknown): HttpError {
  try {
    act();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('no HttpError thrown');
}

describe('cookies', () => {
  it('reads the named cookie, decoded, and not one whose name only ends or starts like it', () => {
    // Prepare
    const cookies = ['xsessao=outro', 'sessao2=outro', ' sessao = a%20b ', 'versao=1.2.3'];

    // Act
    const value = readCookie(cookies, 'sessao');

    // Assess
    expect(value).toBe('a b');
    expect(readCookie(['=semnome', 'sessao', 'sessaoX'], 'sessao')).toBeUndefined();
    expect(readCookie(undefined, 'sessao')).toBeUndefined();
    expect(readCookie(['a=1=2'], 'a')).toBe('1=2');
  });

  it('writes an HttpOnly, Lax cookie on the API path, Secure outside local stages, never with a negative age', () => {
    // Prepare
    const stage = process.env.STAGE;

    try {
      // Act
      process.env.STAGE = 'prod';
      const prod = sessionCookie('sessao', 'a b', 3600.7);
      process.env.STAGE = 'local';
      const local = sessionCookie('sessao', '', -5);
      process.env.STAGE = 'test';
      const test = sessionCookie('sessao', 'x', 1);
      process.env.STAGE = 'e2e';
      const e2e = sessionCookie('sessao', 'x', 1);
      delete process.env.STAGE;
      const none = sessionCookie('sessao', 'x', 1);

      // Assess
      expect(prod).toBe('sessao=a%20b; Path=/sst/api; HttpOnly; SameSite=Lax; Max-Age=3600; Secure');
      expect(local).toBe('sessao=; Path=/sst/api; HttpOnly; SameSite=Lax; Max-Age=0');
      expect([test, e2e, none].some((cookie) => cookie.includes('Secure'))).toBe(false);
    } finally {
      if (stage === undefined) delete process.env.STAGE;
      else process.env.STAGE = stage;
    }
  });
});

describe('request bodies and queries', () => {
  const schema = z.object({ nome: z.string().min(2), endereco: z.object({ cep: z.string().length(8) }) });

  it('parses a JSON body, plain or base64, with its schema', () => {
    // Prepare
    const body = JSON.stringify({ nome: 'Ana', endereco: { cep: '01001000' } });

    // Act
    const plain = parseBody(event({ body }), schema);
    const base64 = parseBody(event({ body: Buffer.from(body).toString('base64'), isBase64Encoded: true }), schema);

    // Assess
    expect(plain).toEqual({ nome: 'Ana', endereco: { cep: '01001000' } });
    expect(base64).toEqual(plain);
  });

  it('answers 400 with each field error keyed by its dotted path, and the whole value under "_"', () => {
    // Act
    const error = httpErrorOf(() => parseBody(event({ body: JSON.stringify({ nome: 'A', endereco: { cep: '1' } }) }), schema));
    const missing = httpErrorOf(() => parseBody(event({}), schema));
    const whole = fieldErrorsOf(z.string().safeParse(1).error!);

    // Assess
    expect([error.status, error.message]).toEqual([400, validationFailedMessage]);
    expect((error.data as { fields: object }).fields).toEqual({ nome: [expect.any(String)], 'endereco.cep': [expect.any(String)] });
    expect(missing.status).toBe(400);
    expect(Object.keys(whole)).toEqual(['_']);
  });

  it('reads an empty body as an empty object, for forms whose fields are all optional', () => {
    expect(parseBody(event({ body: '' }), z.object({ nome: z.string().optional() }))).toEqual({});
  });

  it('answers 400 with the invalid-JSON message to a body that is not JSON', () => {
    // Act
    const error = httpErrorOf(() => parseBody(event({ body: '{nome:' }), schema));

    // Assess
    expect([error.status, error.message, error.data]).toEqual([400, invalidBodyMessage, { fields: {} }]);
  });

  it('parses the query string, and an absent one as empty', () => {
    // Prepare
    const query = z.object({ pagina: z.coerce.number().default(1) });

    // Act
    const given = parseQuery(event({ queryStringParameters: { pagina: '3' } }), query);
    const absent = parseQuery(event({}), query);

    // Assess
    expect([given.pagina, absent.pagina]).toEqual([3, 1]);
  });
});

describe('company scope', () => {
  function session(pointType: string, pointId?: string): SessionContext {
    return { tenant: 'demo', pointType, usuario: { id: 'u1', nome: 'Usuária', pointId } } as unknown as SessionContext;
  }

  it('acts for the session tenant and the user company, never for another', () => {
    // Act
    const scope = companyScope({ session: session('empresa', 'emp-1') });

    // Assess
    expect(scope).toEqual({ tenant: 'demo', empresaId: 'emp-1', usuarioId: 'u1', usuarioNome: 'Usuária' });
  });

  it('answers 404 to a company-area call by a user without a company or from another area', () => {
    // Act
    const withoutCompany = httpErrorOf(() => companyScope({ session: session('empresa') }));
    const clinic = httpErrorOf(() => companyScope({ session: session('credenciada', 'cred-1') }));

    // Assess
    expect([withoutCompany.status, withoutCompany.message]).toEqual([404, notFoundMessage]);
    expect(clinic.status).toBe(404);
  });

  it('refuses a route without a session as a programming error', () => {
    // Act
    const act = () => sessionOf({});

    // Assess
    expect(act).toThrow('route without a session');
  });
});

describe('error answers', () => {
  function answer(error: Error) {
    const request = { error, event: event({}), response: undefined } as unknown as { response: { statusCode: number; body: string } };
    (httpErrorHandler().onError as (request: unknown) => void)(request);
    const body = JSON.parse(request.response.body) as { status: number; msg: string; data: unknown };
    return [request.response.statusCode, body.msg, body.data];
  }

  it('shows an HttpError below 500 with its message and data', () => {
    expect(answer(new HttpError(422, 'Data inválida.', { campo: 'x' }))).toEqual([422, 'Data inválida.', { campo: 'x' }]);
  });

  it('hides a 500 HttpError and any other error behind the generic text', () => {
    expect(answer(new HttpError(500, 'detalhe interno'))).toEqual([500, noResponseMessage, null]);
    expect(answer(new TypeError('x is undefined'))).toEqual([500, noResponseMessage, null]);
  });

  it('logs what it hides, with the path and the error by name', () => {
    // Prepare
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    try {
      // Act
      answer(new HttpError(503, 'banco fora do ar'));

      // Assess
      expect(logged).toHaveBeenCalledWith('unhandled error', { error: expect.objectContaining({ name: 'HttpError', message: 'banco fora do ar' }), path: '/sst/api/teste' });
    } finally {
      logged.mockRestore();
    }
  });

  it('answers a request key still running with 409 and a key reused with another body with 400', () => {
    // Prepare
    const named = (name: string) => Object.assign(new Error('idempotency'), { name });

    // Act / Assess
    expect(answer(named('IdempotencyAlreadyInProgressError'))).toEqual([409, requestInProgressMessage, null]);
    expect(answer(named('IdempotencyValidationError'))).toEqual([400, requestKeyReusedMessage, null]);
  });

  it('answers with the envelope, JSON and never cached', () => {
    // Act
    const response = respond(201, 'Criado', { id: 1 }, { cookies: ['a=1'] });

    // Assess
    expect(response).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: JSON.stringify({ status: 201, msg: 'Criado', data: { id: 1 } }),
      cookies: ['a=1'],
    });
    expect(respond(200, 'ok', null)).not.toHaveProperty('cookies');
  });
});
