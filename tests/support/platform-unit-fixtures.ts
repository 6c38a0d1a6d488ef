import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PointType } from '@ocupacional/shared';
import { clientes } from '../../functions/src/data/entities/cliente';
import { sessoes } from '../../functions/src/data/entities/sessao';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { signSessionToken } from '../../functions/src/platform/session-token';

/*
 * Records and events for the platform's co-located *.cloud.test.ts files (functions/src/platform): a tenant, a
 * user and a live session written straight through the entities (no login, no password hashing), and API Gateway
 * events as the gateway builds them.
 */

export interface SeededSession {
  readonly tenant: string;
  readonly usuarioId: string;
  readonly sid: string;
  readonly token: string;
  readonly expiraEm: string;
}

export interface SessionSpec {
  readonly tenant?: string;
  readonly pointType?: PointType;
  readonly clienteAtivo?: boolean;
  readonly usuarioAtivo?: boolean;
  /** Hours until the stored session ends (negative: already ended). */
  readonly hours?: number;
  /** Writes the session under another user than the token names. */
  readonly sessaoUsuarioId?: string;
  /** Leaves the session record out (a logout). */
  readonly withoutSessao?: boolean;
  readonly usuario?: { isAdm?: boolean; isSadm?: boolean; acessoModulo?: number[]; acessoPermissao?: number[] };
  readonly pacotes?: number[];
}

let seq = 0;

/** A tenant (cliente), one user in it and a session of that user, with the token that names them. */
export async function seedSession(spec: SessionSpec = {}): Promise<SeededSession> {
  seq += 1;
  const tenant = spec.tenant ?? `t${seq}-${randomUUID().slice(0, 8)}`;
  const pointType = spec.pointType ?? 'web';
  const usuarioId = `u-${seq}`;
  const sid = `s-${randomUUID()}`;
  const now = Date.now();
  const expiraEm = new Date(now + (spec.hours ?? 8) * 3600_000).toISOString();
  await clientes()
    .put({ tenant, nome: `Clínica ${tenant}`, cnpj: '01234567000195', pacotes: spec.pacotes ?? [], ativo: spec.clienteAtivo ?? true })
    .go();
  await usuarios()
    .put({
      tenant,
      id: usuarioId,
      pointType,
      pointNome: 'Clínica',
      pointCnpj: '01234567000195',
      cpf: '12345678062',
      nome: 'Maria da Silva',
      usuario: 'maria',
      email: 'maria@example.com.br',
      senhaHash: 'scrypt$1$1$1$c2FsdA==$aGFzaA==',
      ativo: spec.usuarioAtivo ?? true,
      ...spec.usuario,
    })
    .go();
  if (!spec.withoutSessao) {
    await sessoes()
      .put({
        tenant,
        id: sid,
        usuarioId: spec.sessaoUsuarioId ?? usuarioId,
        pointType,
        criadaEm: new Date(now).toISOString(),
        expiraEm,
        ttl: Math.floor(now / 1000) + 86_400,
      })
      .go();
  }
  // The token outlives the stored session, so only the stored expiry decides.
  const token = await signSessionToken({ sid, tenant, sub: usuarioId, pointType, exp: Math.floor(now / 1000) + 86_400 });
  return { tenant, usuarioId, sid, token, expiraEm };
}

/** An HTTP API (payload 2.0) event as the gateway hands it to a function. */
export function gatewayEvent(overrides: Partial<APIGatewayProxyEventV2> & { sourceIp?: string; method?: string } = {}): APIGatewayProxyEventV2 {
  const { sourceIp = '198.51.100.10', method = 'POST', ...rest } = overrides;
  const path = rest.rawPath ?? '/sst/api/teste';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '0',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    ...rest,
  };
}
