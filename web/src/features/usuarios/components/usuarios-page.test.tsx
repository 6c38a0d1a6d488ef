import { defaultPageSize } from '@ocupacional/shared';
import type { SessionInfo, UsuarioCadastro } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { pontoUsuariosOptions, usuariosApi } from '../api/usuarios';
import { usuarioFormValues } from '../utils/usuario-form-values';
import { PointUsuariosTab } from './point-usuarios-tab';
import { UsuarioFormPage } from './usuario-form-page';
import { UsuariosPage } from './usuarios-page';

/* Usuários (issue 14): the operators' list and form, and a point's 'Usuários' tab, rendered with the cache seeded. */

const operador: UsuarioCadastro = {
  id: 'u1',
  versao: 3,
  point_type: 'web',
  point_id: null,
  point_nome: 'Saúde Ocupacional',
  nome: 'Paula Operadora',
  cpf: '52998224725',
  email: 'paula@ocupacional.example.com.br',
  usuario: 'paula',
  is_adm: 0,
  is_sadm: 0,
  acesso_modulo: [],
  acesso_permissao: [559, 586],
  sessao: 8,
  ativo: 1,
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};
const portal: UsuarioCadastro = { ...operador, id: 'p1', point_type: 'empresa', point_id: 'e1', point_nome: 'Metalúrgica', nome: 'Joana Prado', is_adm: 1, acesso_permissao: [] };
const pageOf = (rows: UsuarioCadastro[]) => ({ data: rows, pagination: { page: 1, pagination: defaultPageSize, total: rows.length, last_page: 1, next: null } });
const firstPage = pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize });
const sessionOf = (usuario: Partial<SessionInfo['usuario']>) => ({ usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } }) as SessionInfo;

describe('UsuariosPage', () => {
  it('lists the operators with CPF, login and profile; new and delete for administrators only', () => {
    // Act
    const render = (usuario: Partial<SessionInfo['usuario']>) =>
      renderHtml(<UsuariosPage />, {
        address: '/usuarios',
        seed: (client) => {
          client.setQueryData(getSessionQueryOptions(undefined).queryKey, sessionOf(usuario));
          client.setQueryData(usuariosApi.listOptions(firstPage).queryKey, pageOf([operador]));
        },
      });
    const admin = render({ is_adm: true });
    const outro = render({ acesso_permissao: [559] });
    // Assess
    expect(admin).toContain('data-testid="usuarios-u1"');
    expect(admin).toContain('529.982.247-25');
    expect(admin).toContain('2 permissão(ões)');
    expect(admin).toContain('href="/usuarios/editar/u1"');
    expect(admin).toContain('data-testid="usuarios-new"');
    expect(admin).toContain('1 usuário(s)');
    expect(outro).not.toContain('data-testid="usuarios-new"');
    expect(outro).not.toContain('data-testid="usuarios-delete-row"');
  });
});

describe('UsuarioFormPage', () => {
  it("opens an operator with the web area's permission groups, the chosen ones checked, and 'Reenviar senha'", () => {
    // Act
    const html = renderHtml(<UsuarioFormPage />, {
      address: '/usuarios/editar/u1',
      routes: ['/usuarios/editar/:id'],
      seed: (client) => client.setQueryData(usuariosApi.oneOptions('u1', '/usuarios').queryKey, operador),
    });
    // Assess
    expect(html).toContain('value="Paula Operadora"');
    for (const grupo of ['Consultas', 'ASO', 'eSocial', 'E-mail', 'LTCAT']) expect(html).toContain(`>${grupo}</h6>`);
    const checkbox = (numero: number) => new RegExp(`<input data-testid="usuario-permissao-${numero}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(checkbox(559)).toContain('checked=""');
    expect(checkbox(586)).toContain('checked=""');
    expect(checkbox(553)).not.toContain('checked');
    expect(html).toContain('577 - Orçamentos (gerar novo orçamento)');
    expect(html).toContain('data-testid="usuario-reenviar-senha"');
    expect(html).not.toContain('type="password"');
    expect(usuarioFormValues(undefined, { pointType: 'web' })).toEqual({
      point_type: 'web',
      nome: '',
      cpf: '',
      email: '',
      usuario: '',
      is_adm: 0,
      acesso_modulo: [],
      acesso_permissao: [],
      sessao: 8,
      ativo: 1,
    });
  });
});

describe('PointUsuariosTab', () => {
  it("lists a company's portal users; administrators get new, edit, resend and delete", () => {
    // Act
    const render = (usuario: Partial<SessionInfo['usuario']>) =>
      renderHtml(<PointUsuariosTab pointType="empresa" pointId="e1" pointNome="Metalúrgica" />, {
        address: '/empresas/editar/e1',
        seed: (client) => {
          client.setQueryData(getSessionQueryOptions(undefined).queryKey, sessionOf(usuario));
          client.setQueryData(pontoUsuariosOptions('empresa', 'e1', firstPage).queryKey, pageOf([portal]));
        },
      });
    const admin = render({ is_adm: true });
    const outro = render({});
    // Assess
    expect(admin).toContain('data-testid="point-usuarios-p1"');
    expect(admin).toContain('Joana Prado');
    expect(admin).toContain('Administrador');
    expect(admin).toContain('data-testid="point-usuarios-new"');
    expect(admin).toContain('data-testid="point-usuarios-reenviar"');
    expect(admin).toContain('data-testid="point-usuarios-delete-row"');
    expect(outro).toContain('data-testid="point-usuarios-p1"');
    expect(outro).not.toContain('data-testid="point-usuarios-new"');
    expect(outro).not.toContain('data-testid="point-usuarios-edit"');
    expect(usuarioFormValues(portal, { pointType: 'empresa', pointId: 'e1' })).toMatchObject({ point_type: 'empresa', point_id: 'e1', is_adm: 1, cpf: '529.982.247-25', versao: 3 });
  });
});
