import { buildPath, apiRoute, toQueryString, type ApiRouteId, type ListQueryInput, type PointType } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud, type LocalCloudOptions } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { apiClient, cookieFrom } from './platform-fixtures';

/*
 * The company portal's integration tests run on a local cloud with the demo seed (infra/local/seed.ts): tenant
 * `demo` (MetalVale, Horizonte, Serra Gaúcha…) and tenant `outra`, logged in as the demo users of
 * demo-users.json. The login rate limit (10 per 5 minutes per address + tenant + CPF) means: log in once per
 * file and reuse the cookie.
 */

const demoUsers = loadDemoUsers();

/** The demo users the company tests act as. */
export const companyUsers = {
  /** MetalVale's administrator (passes every permission). */
  metalvaleAdmin: demoUsers[2] as DemoUser,
  /** MetalVale's user with permissions 559 and 560. */
  metalvaleUser: demoUsers[3] as DemoUser,
  /** Horizonte Mineiro's user: same tenant, another company. */
  horizonteUser: demoUsers[4] as DemoUser,
  /** A clinic's administrator: same tenant, another area. */
  clinicAdmin: demoUsers[5] as DemoUser,
  /** The company user of tenant `outra`. */
  outraUser: demoUsers[9] as DemoUser,
};

export interface CompanyCloud {
  readonly cloud: LocalCloud;
  readonly call: ReturnType<typeof apiClient>;
  /** Logs a demo user in (once per file) and answers its cookie. */
  login(user: DemoUser): Promise<string>;
  /** Calls a route of the manifest by id as `user`, with path parameters, query and body. */
  api(
    user: DemoUser,
    id: ApiRouteId,
    options?: { params?: Record<string, string | number>; query?: ListQueryInput; body?: unknown; headers?: Record<string, string> },
  ): Promise<Awaited<ReturnType<ReturnType<typeof apiClient>>>>;
  stop(): Promise<void>;
}

/** Starts a local cloud with the demo data and a logged-in client per demo user. */
export async function startCompanyCloud(options: LocalCloudOptions = {}): Promise<CompanyCloud> {
  const cloud = await startLocalCloud({ stage: 'test', ...options });
  await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
  const call = apiClient(cloud.url, cloud.port);
  const cookies = new Map<string, Promise<string>>();
  const login = (user: DemoUser) => {
    const key = `${user.tenant}#${user.area}#${user.cpf}#${user.cnpj}`;
    let cookie = cookies.get(key);
    if (!cookie) {
      cookie = call('POST', buildPath(apiRoute('login'), { tenant: user.tenant }), {
        area: user.area as PointType,
        body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: user.area },
      }).then(({ status, setCookie }) => {
        if (status !== 200) throw new Error(`login of ${user.cpf} answered ${status}`);
        return cookieFrom(setCookie);
      });
      cookies.set(key, cookie);
    }
    return cookie;
  };
  return {
    cloud,
    call,
    login,
    async api(user, id, { params = {}, query, body, headers } = {}) {
      const route = apiRoute(id);
      const path = buildPath(route, { tenant: user.tenant, ...params }) + (query ? toQueryString(query) : '');
      return call(route.method, path, {
        area: user.area as PointType,
        cookie: await login(user),
        ...(body !== undefined ? { body } : {}),
        ...(headers ? { headers } : {}),
      });
    },
    stop: () => cloud.stop(),
  };
}
