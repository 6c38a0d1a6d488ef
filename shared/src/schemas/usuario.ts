import * as z from 'zod';
import { pointTypes, type PointType } from '../areas';
import { defaultPageSize } from '../codes';
import { invalidOptionMessage, invalidValueMessage, requiredMessage, usuarioPermissaoInvalidaMessage } from '../messages';
import { cpfField, emailField, flagField, requiredText, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * Usuários (issue 14): the portal users of a company, clinic or partner (logins of the empresa, credenciada and
 * parceiro areas) and the web area's own operators, on one set of routes (GET usuario, usuario/ponto/{type}/{id},
 * usuario/{id}; POST usuario/editar, usuario/deletar, usuario/{id}/reenviar-senha). A user is an administrator
 * (is_adm: passes every permission check, spec 1 §6) or holds a list of the permission numbers of its area.
 */

/** One permission number of the catalogue: what it grants, in the words of the specs' §6 tables. */
export interface PermissaoDoCatalogo {
  readonly numero: number;
  readonly rotulo: string;
  /** The checkbox group it shows in. */
  readonly grupo: string;
  /** The areas whose routes or screens check it. */
  readonly areas: readonly PointType[];
}

/**
 * The permission numbers the specs name (spec 1 §6, spec 2 §6, spec 3 §6) and the areas that check them (the
 * routes' `permission`, the screens' `can()`): the clinic and partner areas check none ('Exact permission values
 * for the clinic area: not shown'), so their users are administrators or plain users.
 */
export const permissaoCatalogo: readonly PermissaoDoCatalogo[] = [
  { numero: 559, rotulo: 'Cadastrar e editar consultas externas e gerar a consulta definitiva', grupo: 'Consultas', areas: ['web', 'empresa'] },
  { numero: 560, rotulo: 'Excluir consultas externas', grupo: 'Consultas', areas: ['web', 'empresa'] },
  { numero: 553, rotulo: 'Upload de ASO e edição do ASO na lista', grupo: 'ASO', areas: ['web'] },
  { numero: 561, rotulo: 'Enviar ASO por e-mail', grupo: 'ASO', areas: ['web'] },
  { numero: 586, rotulo: 'Excluir eventos enviados ao eSocial', grupo: 'eSocial', areas: ['web', 'empresa'] },
  { numero: 310, rotulo: 'Cadastrar e excluir empresas desativadas do disparo', grupo: 'eSocial', areas: ['web'] },
  { numero: 3, rotulo: 'Editar e excluir contas de e-mail', grupo: 'E-mail', areas: ['web'] },
  {
    numero: 567,
    rotulo: 'LTCAT, GHE, funções, funcionários (e a importação), conclusões e medições',
    grupo: 'LTCAT',
    areas: ['web'],
  },
  { numero: 568, rotulo: 'Fatores de risco', grupo: 'LTCAT', areas: ['web'] },
  { numero: 569, rotulo: 'Conteúdos do modelo de LTCAT', grupo: 'LTCAT', areas: ['web'] },
  { numero: 570, rotulo: 'Laboratórios', grupo: 'LTCAT', areas: ['web'] },
  { numero: 303, rotulo: 'Valores de fator de risco por laboratório', grupo: 'LTCAT', areas: ['web'] },
  { numero: 571, rotulo: 'Tabelas dinâmicas, categorias e colunas', grupo: 'LTCAT', areas: ['web'] },
  { numero: 573, rotulo: 'Conclusões técnicas', grupo: 'LTCAT', areas: ['web'] },
  { numero: 576, rotulo: 'Anexos do LTCAT', grupo: 'LTCAT', areas: ['web'] },
  { numero: 577, rotulo: 'Orçamentos (gerar novo orçamento)', grupo: 'LTCAT', areas: ['web'] },
];

/** The permissions a user of `pointType` may hold, in catalogue order. */
export function permissoesDaArea(pointType: PointType): readonly PermissaoDoCatalogo[] {
  return permissaoCatalogo.filter((permissao) => permissao.areas.includes(pointType));
}

/** Session lengths offered (hours; -1 is 30 days, spec 1 §4). */
export const usuarioSessaoOpcoes = [
  { value: 1, label: '1 hora' },
  { value: 2, label: '2 horas' },
  { value: 4, label: '4 horas' },
  { value: 8, label: '8 horas' },
  { value: 12, label: '12 horas' },
  { value: 24, label: '24 horas' },
  { value: -1, label: '30 dias' },
] as const;

/** Longest user name and login name. */
export const usuarioNomeMax = 100;
export const usuarioLoginMax = 50;

/** The areas whose users belong to a point record (a company, clinic or partner). */
export const pontoTypes = ['empresa', 'credenciada', 'parceiro'] as const satisfies readonly PointType[];
export type PontoType = (typeof pontoTypes)[number];

const numberList = z
  .array(z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage), { error: invalidOptionMessage })
  .nullish()
  .transform((values) => [...new Set(values ?? [])].sort((a, b) => a - b));

const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/**
 * POST usuario/editar: creates (no id; a password is generated and e-mailed) or edits (id and the versao read) a
 * user of the web area (point_type 'web') or of one point (point_type and point_id). The CPF is unique per point
 * (the login: point type, the point's CNPJ, CPF). Permissions must be of the user's area; modules (acesso_modulo)
 * are kept as sent (no route of the product checks one yet).
 */
export const usuarioFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    point_type: z.enum(pointTypes, { error: invalidOptionMessage }),
    point_id: optionalId,
    nome: requiredText(usuarioNomeMax),
    cpf: cpfField(),
    email: emailField(),
    usuario: requiredText(usuarioLoginMax),
    is_adm: flagField(0),
    acesso_modulo: numberList,
    acesso_permissao: numberList,
    sessao: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? 8 : typeof value === 'string' ? Number(value) : value),
      z.union(
        usuarioSessaoOpcoes.map((opcao) => z.literal(opcao.value)),
        { error: invalidOptionMessage },
      ),
    ),
    ativo: flagField(1),
  })
  .superRefine((values, ctx) => {
    if (values.point_type !== 'web' && !values.point_id) ctx.addIssue({ code: 'custom', path: ['point_id'], message: requiredMessage });
    if (!values.point_type) return;
    const allowed = new Set(permissoesDaArea(values.point_type).map((permissao) => permissao.numero));
    if (values.acesso_permissao.some((numero) => !allowed.has(numero))) {
      ctx.addIssue({ code: 'custom', path: ['acesso_permissao'], message: usuarioPermissaoInvalidaMessage });
    }
  });
export type UsuarioForm = z.output<typeof usuarioFormSchema>;
export type UsuarioFormInput = z.input<typeof usuarioFormSchema>;

/** A user as GET usuario, usuario/ponto/… and usuario/{id} answer it (never the password or its hash). */
export const usuarioCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  point_type: z.enum(pointTypes),
  point_id: z.string().nullable(),
  point_nome: z.string(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  usuario: z.string(),
  is_adm: z.union([z.literal(0), z.literal(1)]),
  is_sadm: z.union([z.literal(0), z.literal(1)]),
  acesso_modulo: z.array(z.number().int()),
  acesso_permissao: z.array(z.number().int()),
  sessao: z.number().int(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type UsuarioCadastro = z.infer<typeof usuarioCadastroSchema>;
export const usuarioCadastroPageSchema = pageSchema(usuarioCadastroSchema);

/** GET usuario and usuario/ponto/{point_type}/{point_id}: search (name prefix, or CPF prefix when digits), pages. */
export const usuarioListQuerySchema = listQuerySchema(z.object({}).optional(), defaultPageSize);

/** The path of a point's users: one of the three point areas and the record's id. */
export const usuarioPontoParamsSchema = z.object({
  point_type: z.enum(pontoTypes, { error: invalidOptionMessage }),
  point_id: z.string().min(1),
});
