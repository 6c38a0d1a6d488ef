import { describe, expect, it } from 'vitest';
import { areaCanReach, compareVersions, decideAccess, type Caller } from './access';

const operador: Caller = {
  pointType: 'web',
  isAdm: false,
  isSadm: false,
  acessoModulo: [10],
  acessoPermissao: [559, 553],
  pacotes: [27],
};
const webRoute = { tenant: false };

describe('decideAccess', () => {
  it('lets a user with the permission through', () => {
    expect(decideAccess({ ...webRoute, permission: 559 }, operador)).toBe('allowed');
  });

  it('refuses a user without the permission', () => {
    expect(decideAccess({ ...webRoute, permission: 560 }, operador)).toBe('forbidden');
  });

  it('refuses a user without the module', () => {
    expect(decideAccess({ ...webRoute, module: 11 }, operador)).toBe('forbidden');
  });

  it('keeps an administrators-only route (issue 14 registries) from a user holding every permission, and lets administrators in', () => {
    expect(decideAccess({ ...webRoute, admin: true }, operador)).toBe('forbidden');
    expect(decideAccess({ ...webRoute, admin: true }, { ...operador, isAdm: true })).toBe('allowed');
    expect(decideAccess({ ...webRoute, admin: true }, { ...operador, isSadm: true })).toBe('allowed');
    expect(decideAccess({ ...webRoute, admin: false }, operador)).toBe('allowed');
  });

  it('lets an administrator pass module and permission checks', () => {
    const adm = { ...operador, isAdm: true, acessoModulo: [], acessoPermissao: [] };
    expect(decideAccess({ ...webRoute, module: 11, permission: 560 }, adm)).toBe('allowed');
  });

  it('lets a super administrator pass module and permission checks', () => {
    const sadm = { ...operador, isSadm: true, acessoModulo: [], acessoPermissao: [] };
    expect(decideAccess({ ...webRoute, module: 11, permission: 560 }, sadm)).toBe('allowed');
  });

  it('requires the client’s package from everyone, a super administrator included (spec 1 §6)', () => {
    expect(decideAccess({ ...webRoute, package: 30 }, operador)).toBe('package-missing');
    expect(decideAccess({ ...webRoute, package: 30 }, { ...operador, isAdm: true })).toBe('package-missing');
    expect(decideAccess({ ...webRoute, package: 30 }, { ...operador, isSadm: true })).toBe('package-missing');
    expect(decideAccess({ ...webRoute, package: 27 }, operador)).toBe('allowed');
    expect(decideAccess({ ...webRoute, package: 30 }, { ...operador, isSadm: true, pacotes: [30] })).toBe('allowed');
  });

  it('keeps each area on its own paths', () => {
    expect(decideAccess({ tenant: true }, operador)).toBe('wrong-area');
    expect(decideAccess({ tenant: false }, { ...operador, pointType: 'empresa' })).toBe('wrong-area');
  });
});

describe('areaCanReach', () => {
  it('opens tenant paths to the three tenant areas only', () => {
    expect(areaCanReach({ tenant: true }, 'empresa')).toBe(true);
    expect(areaCanReach({ tenant: true }, 'credenciada')).toBe(true);
    expect(areaCanReach({ tenant: true }, 'parceiro')).toBe(true);
    expect(areaCanReach({ tenant: true }, 'web')).toBe(false);
  });

  it('narrows to the areas a route names', () => {
    expect(areaCanReach({ tenant: true, areas: ['empresa', 'credenciada'] }, 'parceiro')).toBe(false);
  });
});

describe('compareVersions', () => {
  it('orders dotted versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9', '1')).toBe(-1);
    expect(compareVersions('1.2', '1.2.1')).toBe(-1);
    expect(compareVersions('1.2.1', '1.2')).toBe(1);
  });
});
