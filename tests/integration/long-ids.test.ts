import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, apiRoutes, buildPath, tenantPointTypes, type ApiRoute, type PointType } from '@ocupacional/shared';
import { clientes } from '../../functions/src/data/entities/cliente';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';

/*
 * Over-long ids are bad input, not a server failure (issue 12 item 6): every route of the manifest is called with a
 * 1,100-character value in each path parameter (and, for the routes that take a body, in the usual id fields of
 * the body), by a user of an area that reaches it and holds every module, permission and package, so the request
 * gets past the guards to the handler. None may answer 500; path parameters answer 404 with the spec's message.
 */

const long = 'x'.repeat(1100);
const notFound = 'Registro não encontrado.';
const bodyIdFields = ['id', 'id_emp', 'id_fun', 'id_con', 'empresa', 'funcionario', 'id_empresa', 'id_funcionario'];

function paramsOf(route: ApiRoute): string[] {
  return [...route.path.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1] as string);
}

function areaOf(route: ApiRoute): PointType {
  if (!route.tenant) return 'web';
  const areas = route.areas ?? (tenantPointTypes as readonly PointType[]);
  return areas[0] as PointType;
}

describe('over-long ids on every route', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = {} as Record<PointType, string>;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    // Every package, and administrators in every area, so no guard stops the request before its handler.
    await clientes().patch({ tenant: 'alfa' }).set({ pacotes: [27, 30] }).go();
    for (const user of [users.empresa, users.credenciada, users.parceiro]) {
      await usuarios().patch({ tenant: 'alfa', id: user.id }).set({ isAdm: true }).go();
    }
    for (const user of [users.webAdmin, users.empresa, users.credenciada, users.parceiro]) {
      const area = user.pointType as PointType;
      const path = area === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant: 'alfa' });
      const { setCookie } = await call('POST', path, { area, body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: area } });
      cookies[area] = cookieFrom(setCookie);
      expect(cookies[area]).toContain('sessao=');
    }
  }, 60_000);
  afterAll(async () => {
    await cloud?.stop();
  });

  const callRoute = (route: ApiRoute, params: Record<string, string>, body: unknown) => {
    const area = areaOf(route);
    const path = buildPath(route, { ...params, ...(route.tenant ? { tenant: 'alfa' } : {}) });
    return call(route.method, path, {
      area,
      ...(route.auth ? { cookie: cookies[area] } : {}),
      ...(route.method !== 'GET' ? { body } : {}),
    });
  };

  it('answers 404 with the spec’s message, never 500, to a 1,100-character path parameter', async () => {
    // Act
    const failures: string[] = [];
    const answers: string[] = [];
    for (const route of apiRoutes) {
      const params = paramsOf(route).filter((name) => name !== 'tenant');
      if (params.length === 0) continue;
      const { status, json } = await callRoute(route, Object.fromEntries(params.map((name) => [name, long])), {});
      answers.push(`${route.id}: ${status}`);
      if (status >= 500 || (route.auth && status !== 404) || (status === 404 && json.msg !== notFound)) {
        failures.push(`${route.method} ${route.path} (${route.id}): ${status} ${json.msg ?? ''}`);
      }
    }
    // Assess
    expect(answers.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 500 to 1,100-character ids in a request body', async () => {
    // Act
    const failures: string[] = [];
    for (const route of apiRoutes) {
      if (route.method === 'GET') continue;
      const params = Object.fromEntries(paramsOf(route).filter((name) => name !== 'tenant').map((name) => [name, '1']));
      const body = { ...Object.fromEntries(bodyIdFields.map((field) => [field, long])), ids: [long], itens: [long] };
      const { status, json } = await callRoute(route, params, body);
      if (status >= 500) failures.push(`${route.method} ${route.path} (${route.id}): ${status} ${json.msg ?? ''}`);
    }
    // Assess
    expect(failures).toEqual([]);
  }, 120_000);
});
