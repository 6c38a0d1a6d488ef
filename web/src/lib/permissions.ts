import type { Usuario } from '@ocupacional/shared';

/**
 * Whether the logged user holds a permission (spec 1 §6): administrators (is_adm, is_sadm) pass every check,
 * others need it in acesso_permissao. The server checks again; this only hides what would be refused.
 *
 * @example can(session.usuario, permissions.deletarConsultaExterna)
 */
export function can(usuario: Pick<Usuario, 'is_adm' | 'is_sadm' | 'acesso_permissao'> | undefined, permission: number): boolean {
  if (!usuario) return false;
  return usuario.is_adm || usuario.is_sadm || usuario.acesso_permissao.includes(permission);
}
