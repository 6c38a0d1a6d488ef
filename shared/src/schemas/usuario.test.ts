import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes';
import { tenantPointTypes, type PointType } from '../areas';
import { permissions } from '../codes';
import { invalidCpfMessage, usuarioPermissaoInvalidaMessage } from '../messages';
import { permissaoCatalogo, permissoesDaArea, usuarioFormSchema } from './usuario';

/* The users' permission catalogue (issue 14) and form. */

describe('permissaoCatalogo', () => {
  it("offers every permission a route of an area checks, and every number of the specs' §6 tables", () => {
    // Prepare: the permission of each route, by the areas that reach it
    const checked = new Map<PointType, Set<number>>();
    for (const route of apiRoutes as readonly { tenant: boolean; areas?: readonly PointType[]; permission?: number }[]) {
      if (route.permission === undefined) continue;
      const areas = (route.areas ?? (route.tenant ? tenantPointTypes : ['web'])).filter((area) => (area === 'web') !== route.tenant);
      for (const area of areas) checked.set(area, (checked.get(area) ?? new Set()).add(route.permission));
    }
    // Assess
    for (const [area, numbers] of checked) {
      const offered = permissoesDaArea(area).map((permissao) => permissao.numero);
      expect(offered, area).toEqual(expect.arrayContaining([...numbers]));
    }
    expect(permissaoCatalogo.map((permissao) => permissao.numero).sort((a, b) => a - b)).toEqual(
      [...new Set(Object.values(permissions))].sort((a, b) => a - b),
    );
    expect(permissoesDaArea('credenciada')).toEqual([]);
  });
});

describe('usuarioFormSchema', () => {
  it('checks the CPF, needs the point outside the web area and refuses permissions of another area', () => {
    // Act
    const result = usuarioFormSchema.safeParse({
      point_type: 'empresa',
      nome: 'Joana',
      cpf: '111.111.111-11',
      email: 'joana@example.com',
      usuario: 'joana',
      acesso_permissao: [553],
    });
    const ok = usuarioFormSchema.parse({ point_type: 'web', nome: 'Ana', cpf: '529.982.247-25', email: 'a@b.com.br', usuario: 'ana', acesso_permissao: ['586', 3, 3] });
    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cpf', invalidCpfMessage],
      ['point_id', 'Campo obrigatório'],
      ['acesso_permissao', usuarioPermissaoInvalidaMessage],
    ]);
    expect(ok).toMatchObject({ cpf: '52998224725', acesso_permissao: [3, 586], sessao: 8, ativo: 1, is_adm: 0 });
  });
});
