import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { areas } from '../../lib/area';
import type { Area } from '../../lib/area';
import { fillPath } from './route-table';
import { routeTree } from './route-tree';
import type { RouteHandle, RouteTreeParts } from './route-tree';
import { afterLoginUrl, findRoute, isTenantSegment, loginUrl, routeTables, urlFor } from './tables';

const stand = {};
const parts: RouteTreeParts = {
  root: stand,
  screen: () => stand,
  layout: stand,
  tenant: stand,
  clientNotFound: stand,
  notFound: stand,
};

/** The name of the route a URL shows, and whether a session layout wraps it. */
function resolve(area: Area, pathname: string) {
  const matches = matchRoutes(routeTree(area, parts), pathname) ?? [];
  const leaf = matches.at(-1);
  return {
    name: (leaf?.route.handle as RouteHandle | undefined)?.name,
    auth: matches.some((match) => match.route.id === `${area}.layout`),
    params: leaf?.params,
  };
}

describe('route tables', () => {
  it.each(areas)('gives every %s route a unique name prefixed with the area', (area) => {
    // Prepare
    const names = routeTables[area].flatMap((route) => [route.name, ...(route.aliases ?? [])]);

    // Assess
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.startsWith(`${area}.`))).toBe(true);
  });

  it.each(areas)('mounts each %s path once', (area) => {
    // Prepare
    const paths = routeTables[area].flatMap((route) => [route.path, ...(route.alsoAt ?? [])]);

    // Assess
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['empresa', 'credenciada', 'parceiro'] as const)(
    'leaves only login, logout, the privacy policy and the password-reset link public in %s (spec 1 §2, issue 12)',
    (area) => {
      // Act
      const open = routeTables[area].filter((route) => !route.auth).map((route) => route.path);

      // Assess
      expect(open.sort()).toEqual(['login', 'logout', 'politica-de-privacidade', 'redefinir-senha']);
    },
  );

  it('leaves only login, logout, the privacy policy, the password-reset link, contador and the eSocial file download public in web', () => {
    // Act
    const open = routeTables.web.filter((route) => !route.auth).map((route) => route.path);

    // Assess: spec 3 §2.2, and spec 2 §2's public download page
    expect(open.sort()).toEqual([
      'contador/:emp/:id',
      'login',
      'logout',
      'politica-de-privacidade',
      'redefinir-senha',
      'util/esocial/arquivo/:link',
    ]);
  });

  it('has the named routes spec 1 §2 gives', () => {
    // Act
    const paths = Object.fromEntries(
      [
        ['credenciada', 'credenciada.login'],
        ['credenciada', 'credenciada.consulta'],
        ['credenciada', 'credenciada.consulta.edt'],
        ['empresa', 'empresa.consulta'],
        ['empresa', 'empresa.consulta.cad'],
        ['empresa', 'empresa.consulta.edt'],
        ['empresa', 'empresa.funcionario'],
        ['empresa', 'empresa.funcionario.cad'],
        ['empresa', 'empresa.funcionario.edt'],
        ['empresa', 'empresa.home'],
        ['parceiro', 'parceiro.home'],
        ['web', 'web.home'],
      ].map(([area, name]) => [name, findRoute(area as Area, name as string)?.path]),
    );

    // Assess
    expect(paths).toEqual({
      'credenciada.login': 'login',
      'credenciada.consulta': 'consultas',
      'credenciada.consulta.edt': 'consultas/editar/:consulta',
      'empresa.consulta': 'consultas',
      'empresa.consulta.cad': 'consultas/cadastrar/:funcionario?',
      'empresa.consulta.edt': 'consultas/editar/:consulta',
      'empresa.funcionario': 'funcionarios',
      'empresa.funcionario.cad': 'funcionarios/cadastrar',
      'empresa.funcionario.edt': 'funcionarios/editar/:id',
      'empresa.home': 'consultas',
      'parceiro.home': 'consultas',
      'web.home': 'home',
    });
  });

  it('has every company-only path of spec 1 §2', () => {
    // Prepare
    const paths = routeTables.empresa.map((route) => route.path);

    // Assess
    expect(paths).toEqual(
      expect.arrayContaining([
        'consultas/cadastrar/:funcionario?',
        'liberacao',
        'funcionarios',
        'funcionarios/editar/:id',
        'funcionarios/cadastrar',
        'periodicos',
        'consulta/aproveitamento',
        'consulta/aproveitamento/editar/:consulta',
        'consultas/aproveitamento/cadastrar/:funcionario?',
        'esocial/gerar-xml',
        'esocial/gerar-xml-avulso',
        'esocial/gerar-lote/:lote?',
        'esocial/certificado',
      ]),
    );
  });

  it('has every path of the web route table of spec 3 §2.2, the screens of spec 2 and the LTCAT names of §2.1', () => {
    // Prepare
    const crudOf = (path: string) => [path, `${path}/cadastrar`, `${path}/editar/:id`];
    const expected = [
      'login', 'logout', 'home', 'politica-de-privacidade', 'conta-email/oauth2/iniciar', 'oauth2/callback',
      'contador/:emp/:id', ...crudOf('empresas'), 'empresa/tabela-balcao', 'consultas/liberacao',
      'consultas/externas', 'consultas/aproveitamento', ...crudOf('credenciadas'), 'financeiro/boleto/bradesco',
      'financeiro/boleto/inter', 'cat', 'cat/modelo', 'pcmso/vencido', ...crudOf('pcmso/disparador'), 'pcmso/config',
      'ppra/vencido', ...crudOf('ppra/disparador'), 'ppra/config',
      // Issue 14: the registries' create and edit routes beside the spec's list paths
      ...crudOf('config/funcoes'), ...crudOf('config/exames'), ...crudOf('config/riscos'),
      'config/conta-email', 'periodicos', ...crudOf('periodicos/disparador'), 'periodicos/desativados',
      ...crudOf('ltcat'), ...crudOf('ltcat/fator-risco'), 'ltcat/modelo', ...crudOf('ltcat/laboratorio'),
      ...crudOf('ltcat/tabela-dinamica'), 'ltcat/configuracao', 'ltcat/epi', ...crudOf('pgr'), 'relatorio/anual',
      ...crudOf('config/profissionais'), ...crudOf('config/parceiros'), ...crudOf('config/medicos'), 'log/tarefa', 'esocial',
      'esocial/avulso', 'esocial/lotes/:lote?', 'esocial/certificados', 'esocial/configuracao',
      // Issue 14: the web area's operators (Configurações › Usuários; the spec's table has no path for them)
      ...crudOf('usuarios'),
      // Screens spec 2 describes without giving their paths
      'consultas/upload/:id', 'log/email/:pointType', 'util/esocial/arquivo/:link',
      // The consultation actions screen of spec 1 §2 (back office), by its number
      'consultas/consulta/:consulta',
      // The page of the password-recovery link (issue 12)
      'redefinir-senha',
    ];
    const ltcatNames = ['ltcat', 'ltcat.cadastrar', 'ltcat.editar', 'ltcat.risco.cadastrar', 'ltcat.risco.editar',
      'ltcat.laboratorio.cadastrar', 'ltcat.laboratorio.editar', 'ltcat.tabela.cadastrar', 'ltcat.tabela.editar'];

    // Act
    const paths = routeTables.web.map((route) => route.path);
    const missingNames = ltcatNames.filter((name) => !findRoute('web', `web.${name}`));

    // Assess
    expect(paths.sort()).toEqual(expected.sort());
    expect(missingNames).toEqual([]);
    expect(findRoute('web', 'web.ltcat.editar')?.path).toBe('ltcat/editar/:id');
  });
});

describe('routeTree', () => {
  it.each([
    ['empresa', '/', 'empresa.client-not-found', false],
    ['empresa', '/demo', 'empresa.login', false],
    ['empresa', '/demo/login', 'empresa.login', false],
    ['empresa', '/demo/logout', 'empresa.logout', false],
    ['empresa', '/demo/consultas', 'empresa.consulta', true],
    ['empresa', '/demo/consultas/cadastrar', 'empresa.consulta.cad', true],
    ['empresa', '/demo/consultas/cadastrar/7', 'empresa.consulta.cad', true],
    ['empresa', '/demo/consultas/editar/12', 'empresa.consulta.edt', true],
    ['empresa', '/demo/nao-existe/mesmo', 'empresa.not-found', false],
    ['credenciada', '/outra/meu-cadastro', 'credenciada.meu-cadastro', true],
    ['credenciada', '/outra/funcionarios', 'credenciada.not-found', false],
    ['parceiro', '/demo/politica-de-privacidade', 'parceiro.politica-de-privacidade', false],
    ['web', '/', 'web.home', true],
    ['web', '/home', 'web.home', true],
    ['web', '/login', 'web.login', false],
    ['web', '/contador/3/9', 'web.contador', false],
    ['web', '/ltcat/tabela-dinamica/editar/5', 'web.ltcat.tabela.editar', true],
    ['web', '/esocial/lotes', 'web.esocial.lotes', true],
    ['web', '/conta-email', 'web.config.conta-email', true],
    ['web', '/util/esocial/arquivo/abc', 'web.esocial.arquivo', false],
    ['web', '/demo/consultas', 'web.not-found', false],
  ] as const)('in %s, %s shows %s (behind the session: %s)', (area, pathname, name, auth) => {
    // Act
    const shown = resolve(area, pathname);

    // Assess
    expect(shown.name).toBe(name);
    expect(shown.auth).toBe(auth);
  });

  it('gives the tenant and the route parameters to the page', () => {
    // Act
    const shown = resolve('credenciada', '/demo/consultas/editar/42');

    // Assess
    expect(shown.params).toEqual({ tenant: 'demo', consulta: '42' });
  });
});

describe('urls of named routes', () => {
  it('puts the tenant first in the per-tenant areas', () => {
    // Act
    const url = urlFor('empresa', 'empresa.consulta.edt', { tenant: 'demo', params: { consulta: 12 } });

    // Assess
    expect(url).toBe('/demo/consultas/editar/12');
  });

  it('drops a missing optional parameter and refuses a missing required one', () => {
    // Act
    const withoutEmployee = urlFor('empresa', 'empresa.consulta.cad', { tenant: 'demo' });

    // Assess
    expect(withoutEmployee).toBe('/demo/consultas/cadastrar');
    expect(() => fillPath('funcionarios/editar/:id')).toThrow('missing route parameter id');
  });

  it('sends the login back to where the user was going, and only within the site', () => {
    // Act
    const back = loginUrl('empresa', 'demo', '/demo/funcionarios?page=2');
    const elsewhere = loginUrl('empresa', 'demo', '//evil.example/');

    // Assess
    expect(back).toBe('/demo/login?redirect=%2Fdemo%2Ffuncionarios%3Fpage%3D2');
    expect(elsewhere).toBe('/demo/login');
  });

  it("goes to the area's default page after the login (company: the consultation list)", () => {
    // Act
    const empresa = afterLoginUrl('empresa', 'demo', null);
    const web = afterLoginUrl('web', undefined, undefined);
    const requested = afterLoginUrl('credenciada', 'demo', '/demo/meu-cadastro');

    // Assess
    expect(empresa).toBe('/demo/consultas');
    expect(web).toBe('/home');
    expect(requested).toBe('/demo/meu-cadastro');
  });
});

describe('isTenantSegment', () => {
  it.each([
    ['empresa', 'demo', true],
    ['empresa', 'clinica-sao-paulo-2', true],
    ['empresa', 'login', false],
    ['empresa', 'consultas', false],
    ['empresa', 'funcionarios', false],
    ['credenciada', 'funcionarios', true],
    ['credenciada', 'Demo', false],
    ['parceiro', 'index.html', false],
  ] as const)('in %s, reads %j as a tenant: %s', (area, segment, tenant) => {
    // Act
    const found = isTenantSegment(area, segment);

    // Assess
    expect(found).toBe(tenant);
  });
});
