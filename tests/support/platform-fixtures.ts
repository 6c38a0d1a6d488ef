import { clientes } from '../../functions/src/data/entities/cliente';
import { credenciadas } from '../../functions/src/data/entities/credenciada';
import { parceiros } from '../../functions/src/data/entities/parceiro';
import { empresas } from '../../functions/src/data/entities/empresa';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { hashPassword } from '../../functions/src/platform/passwords';
import { requestHeaders, signRequest, type PointType } from '@ocupacional/shared';

/*
 * Tenants and users for the platform's integration tests, written through the same entities the API reads.
 * Documents are valid CPFs and CNPJs (check digits), digits only as the login index stores them.
 */

export const senha = 'senha-forte-1';

export interface FixtureUser {
  readonly id: string;
  readonly tenant: string;
  readonly pointType: PointType;
  readonly cpf: string;
  readonly cnpj: string;
  readonly email: string;
}

interface UserSpec {
  readonly id: string;
  readonly pointType: PointType;
  readonly cpf: string;
  readonly cnpj: string;
  readonly isAdm?: boolean;
  readonly isSadm?: boolean;
  readonly acessoModulo?: number[];
  readonly acessoPermissao?: number[];
  readonly sessao?: number;
}

export const tenants = {
  alfa: { tenant: 'alfa', cnpj: '01234567000195', pacotes: [27] as number[] },
  beta: { tenant: 'beta', cnpj: '01339296000132', pacotes: [27, 30] as number[] },
};

const companyCnpj = '01444025000147';
const clinicCnpj = '01548754000143';
const partnerCnpj = '01653483000196';

export const users = {
  webAdmin: { id: 'web-adm', pointType: 'web', cpf: '12345678062', cnpj: tenants.alfa.cnpj, isAdm: true },
  webOperador: {
    id: 'web-op',
    pointType: 'web',
    cpf: '12346469947',
    cnpj: tenants.alfa.cnpj,
    acessoModulo: [1],
    acessoPermissao: [559, 553],
  },
  empresa: { id: 'emp-1', pointType: 'empresa', cpf: '12347261819', cnpj: companyCnpj },
  credenciada: { id: 'cre-1', pointType: 'credenciada', cpf: '12348053756', cnpj: clinicCnpj },
  parceiro: { id: 'par-1', pointType: 'parceiro', cpf: '12348845695', cnpj: partnerCnpj },
  curtaSessao: { id: 'emp-2', pointType: 'empresa', cpf: '12349637522', cnpj: companyCnpj, sessao: 1 },
} as const satisfies Record<string, UserSpec>;

/** Writes the two tenants and, in each, every user of `users` (same documents, different tenants). */
export async function createPlatformFixtures(): Promise<void> {
  const hash = await hashPassword(senha);
  for (const { tenant, cnpj, pacotes } of Object.values(tenants)) {
    await clientes()
      .put({ tenant, nome: `Saúde Ocupacional ${tenant}`, cnpj, telefone: '(11) 3333-4444', pacotes, ambiente: 'teste' })
      .go();
    // The points the empresa, credenciada and parceiro users belong to (pointId `${pointType}-1`): a login checks
    // that its point is live.
    await empresas()
      .put({ tenant, id: 'empresa-1', nome: `empresa ${tenant}`, cnpj: companyCnpj, uf: 'SP', cidade: 'Campinas' })
      .go();
    await credenciadas()
      .put({ tenant, id: 'credenciada-1', nome: `credenciada ${tenant}`, cnpj: clinicCnpj, uf: 'SP', cidade: 'São Paulo' })
      .go();
    await parceiros().put({ tenant, id: 'parceiro-1', nome: `parceiro ${tenant}`, cnpj: partnerCnpj, uf: 'SP', cidade: 'Santos' }).go();
    for (const spec of Object.values(users) as UserSpec[]) {
      await usuarios()
        .put({
          tenant,
          id: spec.id,
          pointType: spec.pointType,
          pointId: spec.pointType === 'web' ? undefined : `${spec.pointType}-1`,
          pointNome: `${spec.pointType} ${tenant}`,
          pointCnpj: spec.cnpj,
          cpf: spec.cpf,
          nome: `Usuário ${spec.id}`,
          usuario: spec.id,
          email: `${spec.id}@${tenant}.example.com.br`,
          senhaHash: hash,
          isAdm: spec.isAdm ?? false,
          isSadm: spec.isSadm ?? false,
          acessoModulo: spec.acessoModulo ?? [],
          acessoPermissao: spec.acessoPermissao ?? [],
          sessao: spec.sessao ?? 8,
        })
        .go();
    }
  }
}

/** A small client for the local gateway, speaking as the app's client in a browser on one area's host. */
export function apiClient(baseUrl: string, port: number) {
  return async function call(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; headers?: Record<string, string>; area?: PointType } = {},
  ) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        host: `${options.area ?? 'web'}.localhost:${port}`,
        // As the app's client: JSON on every state-changing call and the signed header on every call (the API's
        // CSRF guard refuses other types, and state-changing GETs without an app header, with the cookie).
        ...(options.body !== undefined || method !== 'GET' ? { 'content-type': 'application/json' } : {}),
        [requestHeaders.signature]: await signRequest(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let json: { status?: number; msg?: string; data?: unknown } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // not JSON: the test looks at the status
    }
    return { response, status: response.status, json, setCookie: response.headers.getSetCookie() };
  };
}

/** The cookie header a browser would send back from a login's Set-Cookie. */
export function cookieFrom(setCookie: readonly string[]): string {
  return setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
}
