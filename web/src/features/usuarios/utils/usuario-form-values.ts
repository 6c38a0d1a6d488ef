import { applyMask, masks } from '@ocupacional/shared';
import type { PointType, UsuarioCadastro } from '@ocupacional/shared';

/** What the user form holds: the CPF masked as typed, flags 0/1, the permission numbers chosen. */
export interface UsuarioFormValues {
  id?: string;
  versao?: number;
  point_type: PointType;
  point_id?: string;
  nome: string;
  cpf: string;
  email: string;
  usuario: string;
  is_adm: 0 | 1;
  acesso_modulo: number[];
  acesso_permissao: number[];
  sessao: number;
  ativo: 0 | 1;
}

/** The form's values for a user, or a new one's of the point (active, not an administrator, no permission, 8 hours). */
export function usuarioFormValues(usuario: UsuarioCadastro | undefined, point: { pointType: PointType; pointId?: string }): UsuarioFormValues {
  if (!usuario) {
    return {
      point_type: point.pointType,
      ...(point.pointId ? { point_id: point.pointId } : {}),
      nome: '',
      cpf: '',
      email: '',
      usuario: '',
      is_adm: 0,
      acesso_modulo: [],
      acesso_permissao: [],
      sessao: 8,
      ativo: 1,
    };
  }
  return {
    id: usuario.id,
    versao: usuario.versao,
    point_type: usuario.point_type,
    ...(usuario.point_id ? { point_id: usuario.point_id } : {}),
    nome: usuario.nome,
    cpf: applyMask(masks.cpf, usuario.cpf),
    email: usuario.email,
    usuario: usuario.usuario,
    is_adm: usuario.is_adm,
    acesso_modulo: usuario.acesso_modulo,
    acesso_permissao: usuario.acesso_permissao,
    sessao: usuario.sessao,
    ativo: usuario.ativo,
  };
}
