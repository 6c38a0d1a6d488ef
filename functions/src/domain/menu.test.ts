import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@ocupacional/shared';
import type { Caller } from './access';
import { menuFor } from './menu';

const base: Caller = { pointType: 'web', isAdm: false, isSadm: false, acessoModulo: [], acessoPermissao: [], pacotes: [] };
const ids = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.itens ?? [])]);

describe('menuFor', () => {
  it('hides entries whose permission the user lacks', () => {
    expect(ids(menuFor(base))).not.toContain('config.conta-email');
    expect(ids(menuFor({ ...base, acessoPermissao: [3] }))).toContain('config.conta-email');
  });

  it('shows every permission-gated entry to an administrator', () => {
    expect(ids(menuFor({ ...base, isAdm: true }))).toContain('config.conta-email');
  });

  it('hides the eSocial group without package 30', () => {
    expect(ids(menuFor(base))).not.toContain('esocial');
    expect(ids(menuFor({ ...base, pacotes: [30] }))).toContain('esocial.lotes');
  });

  it('gives each area its own menu', () => {
    expect(ids(menuFor({ ...base, pointType: 'empresa' }))).toContain('funcionarios');
    expect(ids(menuFor({ ...base, pointType: 'credenciada' }))).toEqual(['consultas', 'meu-cadastro']);
  });

  it('carries the badge counts, and none for zero', () => {
    const menu = menuFor({ ...base, pointType: 'empresa' }, { consultas: 3, liberacao: 0 });
    expect(menu.find((item) => item.id === 'consultas')?.badge).toBe(3);
    expect(menu.find((item) => item.id === 'liberacao')).not.toHaveProperty('badge');
  });

  it('drops a group whose entries are all hidden', () => {
    const menu = menuFor({ ...base, pointType: 'empresa' });
    expect(menu.find((item) => item.id === 'esocial')).toBeUndefined();
  });
});
