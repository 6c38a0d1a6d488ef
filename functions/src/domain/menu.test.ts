import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@ocupacional/shared';
import type { Caller } from './access';
import { menuFor, trimMenu, type MenuEntry } from './menu';

const base: Caller = { pointType: 'web', isAdm: false, isSadm: false, acessoModulo: [], acessoPermissao: [], pacotes: [] };
const ids = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.itens ?? [])]);

describe('menuFor', () => {
  it('hides entries whose permission the user lacks', () => {
    expect(ids(menuFor(base))).not.toContain('ltcat.modelo');
    expect(ids(menuFor({ ...base, acessoPermissao: [569] }))).toContain('ltcat.modelo');
  });

  it('shows every permission-gated entry to an administrator and to a super administrator', () => {
    expect(ids(menuFor({ ...base, isAdm: true }))).toContain('ltcat.modelo');
    expect(ids(menuFor({ ...base, isSadm: true }))).toContain('ltcat.modelo');
  });

  it('shows the Contas de Email list without permission 3, which gates only editing and deleting (spec 2 §6)', () => {
    expect(ids(menuFor(base))).toContain('config.conta-email');
  });

  it('shows the eSocial groups to a client without package 30, which gates only two buttons (spec 2 §2, §6)', () => {
    expect(ids(menuFor(base))).toEqual(expect.arrayContaining(['esocial', 'esocial.lotes', 'esocial.configuracao']));
    expect(ids(menuFor({ ...base, pointType: 'empresa' }))).toEqual(
      expect.arrayContaining(['esocial', 'esocial.gerar-lote', 'esocial.certificado']),
    );
  });

  it('gives each area its own menu, with meu-cadastro in every tenant area (spec 1 §2)', () => {
    expect(ids(menuFor({ ...base, pointType: 'empresa' }))).toContain('funcionarios');
    expect(ids(menuFor({ ...base, pointType: 'empresa' }))).toContain('meu-cadastro');
    expect(ids(menuFor({ ...base, pointType: 'credenciada' }))).toEqual(['consultas', 'meu-cadastro']);
    expect(ids(menuFor({ ...base, pointType: 'parceiro' }))).toEqual(['consultas', 'meu-cadastro']);
  });

  it('carries the badge counts, and none for zero', () => {
    const menu = menuFor({ ...base, pointType: 'empresa' }, { consultas: 3, liberacao: 0 });
    expect(menu.find((item) => item.id === 'consultas')?.badge).toBe(3);
    expect(menu.find((item) => item.id === 'liberacao')).not.toHaveProperty('badge');
  });
});

describe('trimMenu', () => {
  const tree: MenuEntry[] = [
    {
      id: 'modelos',
      titulo: 'Modelos',
      rota: 'modelos',
      itens: [{ id: 'modelos.ltcat', titulo: 'Modelo do LTCAT', rota: 'modelos/ltcat', permission: 569 }],
    },
    { id: 'home', titulo: 'Início', rota: 'home' },
  ];

  it('drops a group whose every entry the user may not open', () => {
    expect(trimMenu(tree, base, {})).toEqual([{ id: 'home', titulo: 'Início', rota: 'home' }]);
  });

  it('keeps the group, with its badge, once one of its entries may be opened', () => {
    expect(trimMenu(tree, { ...base, acessoPermissao: [569] }, { modelos: 2 })).toEqual([
      {
        id: 'modelos',
        titulo: 'Modelos',
        rota: 'modelos',
        itens: [{ id: 'modelos.ltcat', titulo: 'Modelo do LTCAT', rota: 'modelos/ltcat' }],
        badge: 2,
      },
      { id: 'home', titulo: 'Início', rota: 'home' },
    ]);
  });
});
