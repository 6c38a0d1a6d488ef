import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { isValidCnpj, isValidCpf, onlyDigits, permissions, pointTypes, type PointType } from '@ocupacional/shared';

/*
 * The demo logins, declared once in demo-users.json (the README's table mirrors it). cpf and cnpj are written
 * with their masks, as a person types them; the login stores and looks them up as digits.
 */

export const demoRoles = ['administrador', 'operador', 'usuario'] as const;
export type DemoRole = (typeof demoRoles)[number];

const demoUserSchema = z.object({
  area: z.enum(pointTypes),
  tenant: z.string().min(1),
  cpf: z.string().refine(isValidCpf, 'CPF inválido'),
  cnpj: z.string().refine(isValidCnpj, 'CNPJ inválido'),
  senha: z.string().min(6),
  role: z.enum(demoRoles),
});

export type DemoUser = z.infer<typeof demoUserSchema>;

/** The demo users of demo-users.json, checked. */
export function loadDemoUsers(file = new URL('./demo-users.json', import.meta.url)): DemoUser[] {
  return z.array(demoUserSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** What a role grants, by area: administrators pass every check; the others get a permission list. */
export interface DemoAccess {
  readonly isAdm: boolean;
  readonly acessoModulo: number[];
  readonly acessoPermissao: number[];
  /** Session hours (-1 means 720). */
  readonly sessao: number;
}

const userPermissions: Record<PointType, number[]> = {
  web: [permissions.editarConsultaExterna, permissions.uploadAso, permissions.enviarAsoPorEmail],
  empresa: [permissions.editarConsultaExterna, permissions.deletarConsultaExterna],
  credenciada: [permissions.editarConsultaExterna, permissions.uploadAso],
  parceiro: [],
};

/**
 * The access of a demo role. The operator has a partial list on purpose (559 and 553, not 560 or 561), so the
 * refused actions can be seen.
 */
export function demoAccess(area: PointType, role: DemoRole): DemoAccess {
  switch (role) {
    case 'administrador':
      return { isAdm: true, acessoModulo: [], acessoPermissao: [], sessao: 8 };
    case 'operador':
      return {
        isAdm: false,
        acessoModulo: [],
        acessoPermissao: [permissions.editarConsultaExterna, permissions.uploadAso],
        sessao: -1,
      };
    case 'usuario':
      return { isAdm: false, acessoModulo: [], acessoPermissao: userPermissions[area], sessao: 8 };
  }
}

/** A demo user's login keys as the usuario entity stores them. */
export function loginKeys(user: DemoUser): { cpf: string; pointCnpj: string } {
  return { cpf: onlyDigits(user.cpf), pointCnpj: onlyDigits(user.cnpj) };
}
