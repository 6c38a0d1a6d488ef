import * as z from 'zod';
import { lookupSizes, typeListCodes } from '../codes';
import { birthDateNotPastMessage, invalidValueMessage } from '../messages';
import { isValidBirthDate, isValidIsoDate } from '../validation/dates';
import {
  cpfField,
  dateField,
  emailField,
  fieldLimits,
  flagField,
  idField,
  optionalText,
  requiredText,
  tipoField,
  versaoField,
  versaoSchema,
} from './fields';
import { listQuerySchema, pageSchema } from './list-query';
import { refSchema } from './pcmso';

/*
 * The employee (funcionario), spec 1 §3. Limits the spec gives: nome 200, email 100, end 500, num 50,
 * bairro 100, comp 50, obs 500; the others follow the §5 generic limits (phones 100, cep 10, short codes 50).
 */

/** What POST funcionario/0/editar accepts: the create/edit form. */
export const funcionarioFormSchema = z.object(
  {
    /** Absent when creating. */
    id: idField({ optional: true }),
    /** The version the form read; required when editing (id present), see versaoField. */
    versao: versaoField(),
    nome: requiredText(fieldLimits.employeeName),
    cpf: cpfField(),
    rg: optionalText(fieldLimits.number),
    // A real date from 1900 on (dateField), and in the past: nobody working was born today or later.
    dt_nas: dateField().refine((value) => !isValidIsoDate(value) || isValidBirthDate(value), { error: birthDateNotPastMessage }),
    /** Type list 59. */
    sexo: tipoField(typeListCodes.sexo),
    /**
     * The admission date (issue 13): the S-2240's start of conditions and the eSocial rules' "data de admissão".
     * Required when creating (see {@link admissaoFaltando}); optional on edit, for employees registered before it.
     * Any real date: the admission ASO is done before the admission, so a future date is expected.
     */
    dt_adm: dateField({ optional: true }),
    email: emailField({ optional: true }),
    tel_res: optionalText(fieldLimits.phone),
    tel_cel: optionalText(fieldLimits.phone),
    id_fdt: idField(),
    id_funcao: idField(),
    /** Required only when the front has a PCMSO: the server checks it, knowing the front. */
    id_ghe: idField({ optional: true }),
    pis: optionalText(fieldLimits.number),
    mat: optionalText(fieldLimits.number),
    ct_num: optionalText(fieldLimits.number),
    ct_serie: optionalText(fieldLimits.number),
    ct_uf: optionalText(2),
    cep: optionalText(fieldLimits.cep),
    end: optionalText(fieldLimits.address),
    num: optionalText(fieldLimits.number),
    bairro: optionalText(fieldLimits.district),
    comp: optionalText(fieldLimits.complement),
    id_estado: idField({ optional: true }),
    id_cidade: idField({ optional: true }),
    obs: optionalText(fieldLimits.notes),
    pcd: flagField(0),
    /** 1 when the user confirmed moving an employee whose CPF is already registered (spec 1 §2). */
    created_user: flagField(0),
  },
  { error: invalidValueMessage },
);

/**
 * Whether a new employee's form lacks its admission date: required on create (an HR user registers the hire with
 * it), not on edit (employees registered before the field existed keep saving). The API and the web form ask it.
 */
export function admissaoFaltando(form: { readonly id?: unknown; readonly dt_adm?: string | null | undefined }): boolean {
  return !form.id && !form.dt_adm;
}

export type FuncionarioForm = z.infer<typeof funcionarioFormSchema>;
export type FuncionarioFormInput = z.input<typeof funcionarioFormSchema>;

/** An employee as the API returns it. */
export const funcionarioSchema = funcionarioFormSchema.extend({
  id: z.string(),
  versao: versaoSchema,
  /** Flags set by consultations: the employee already had that exam type, or was dismissed. */
  adm: flagField(0),
  apos_adm: flagField(0),
  dem: flagField(0),
  created_at: z.string(),
  updated_at: z.string().nullish(),
});

export type Funcionario = z.infer<typeof funcionarioSchema>;

/** The answer of POST funcionario/0/editar: `cadastrado` when the CPF belongs to an employee already (ours). */
export const funcionarioSaveResultSchema = z.object({ id: z.string().nullable(), cadastrado: z.boolean() });

export type FuncionarioSaveResult = z.infer<typeof funcionarioSaveResultSchema>;

/** Employee status as the list shows it (spec 1 §2): DEMITIDO when dem is 1. */
export function funcionarioStatus(funcionario: { dem?: number | null }): 'ATIVO' | 'DEMITIDO' {
  return funcionario.dem === 1 ? 'DEMITIDO' : 'ATIVO';
}

/** GET funcionario/0 filter: ATIVO or DEMITIDO (spec 1 §2), a front. */
export const funcionarioListFilterSchema = z.object(
  {
    status: z.enum(['ATIVO', 'DEMITIDO'], { error: invalidValueMessage }).optional(),
    id_fdt: idField({ optional: true }),
  },
  { error: invalidValueMessage },
);

/** GET funcionario/0: search (name, CPF, registration), page, pagination (default 100, spec 1 §7, §9). */
export const funcionarioListQuerySchema = listQuerySchema(funcionarioListFilterSchema, lookupSizes.funcionarios);
export type FuncionarioListQuery = z.input<typeof funcionarioListQuerySchema>;

/** A row of the employee list (and the employee lookup of the consultation forms). */
export const funcionarioRowSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** 11 digits. */
  cpf: z.string(),
  mat: z.string().nullable(),
  dt_nas: z.string(),
  sexo: z.number().int(),
  fdt: refSchema.nullable(),
  funcao: refSchema.nullable(),
  ghe: z.object({ id: z.string(), ghe: z.string(), descricao: z.string() }).nullable(),
  pcd: z.union([z.literal(0), z.literal(1)]),
  adm: z.union([z.literal(0), z.literal(1)]),
  apos_adm: z.union([z.literal(0), z.literal(1)]),
  dem: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['ATIVO', 'DEMITIDO']),
  created_at: z.string(),
});
export type FuncionarioRow = z.infer<typeof funcionarioRowSchema>;

export const funcionarioPageSchema = pageSchema(funcionarioRowSchema);
