import * as z from 'zod';
import { agenteTabela24Message, invalidCepMessage, invalidOptionMessage, invalidValueMessage, requiredMessage } from '../messages';
import { onlyDigits } from '../validation/digits';
import { brazilianUfs } from './cadastros';
import { addressReplyShape, cnpjField, cpfField, emailField, fieldLimits, flagField, optionalText, requiredText, versaoField } from './fields';
import { pageSchema } from './list-query';

/*
 * Configurações › Profissionais, Parceiros and Riscos (issue 14; spec 3 §2.2 config/profissionais, config/parceiros,
 * config/riscos): each registry's form (what POST …/editar takes: no id creates, an id with its versao edits) and row
 * (what GET …, GET …/{id} answer). Documents and codes travel as digits; the screens mask them.
 */

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** A UF, any case on input, kept upper case; 'Selecione uma opção válida' outside the 27. */
const ufField = z
  .string({ error: requiredMessage })
  .trim()
  .toUpperCase()
  .pipe(z.enum(brazilianUfs, { error: (issue) => (issue.input === '' ? requiredMessage : invalidOptionMessage) }));

const flagSchema = z.union([z.literal(0), z.literal(1)]);

// Profissionais (config/profissionais)

/**
 * The class councils S-2240's respReg names (evtExpRisco.xsd ideOC): 1 CRM, 4 CREA, 9 Outros (dscOC then names it:
 * CRT for safety technicians, COREN, CRQ…).
 */
export const orgaosClasse = [
  { id: 1, sigla: 'CRM', nome: 'Conselho Regional de Medicina - CRM' },
  { id: 4, sigla: 'CREA', nome: 'Conselho Regional de Engenharia e Agronomia - CREA' },
  { id: 9, sigla: 'Outros', nome: 'Outros' },
] as const;
export type IdeOc = (typeof orgaosClasse)[number]['id'];

/** respReg's lengths: dscOC 1–20, nrOC 1–14 characters. */
export const profissionalLimits = { dscOc: 20, nrOc: 14 } as const;

/** ideOC: 1, 4 or 9, as a number or its text. */
const ideOcField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value === '' ? undefined : value),
  z.union([z.literal(1), z.literal(4), z.literal(9)], { error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : invalidOptionMessage) }),
);

/**
 * POST profissionais/editar: a SESMT professional as S-2240 reports the environmental responsible (respReg): name,
 * CPF (cpfResp, check digits), formation or position, class council (ideOC 1 CRM, 4 CREA, 9 Outros with its
 * description dscOC, required then and only then), registration (nrOC, 14 characters, upper case), its UF (ufOC),
 * e-mail, ativo. One professional per council, registration and UF in the tenant.
 */
export const profissionalFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    nome: requiredText(fieldLimits.name),
    cpf: cpfField(),
    formacao: optionalText(fieldLimits.name),
    ide_oc: ideOcField,
    dsc_oc: optionalText(profissionalLimits.dscOc),
    nr_oc: requiredText(profissionalLimits.nrOc).overwrite((value) => value.toUpperCase()),
    uf_oc: ufField,
    email: emailField({ optional: true }),
    ativo: flagField(1),
  })
  .superRefine(
    (values, ctx) => {
      if (values.ide_oc === 9 && !values.dsc_oc) ctx.addIssue({ code: 'custom', path: ['dsc_oc'], message: requiredMessage });
    },
    // Also when other fields failed, so the form shows every error at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // dscOC is exclusive to ideOC 9 (evtExpRisco.xsd): another council drops it.
  .transform((values) => ({ ...values, dsc_oc: values.ide_oc === 9 ? (values.dsc_oc ?? null) : null }));
export type ProfissionalForm = z.output<typeof profissionalFormSchema>;
export type ProfissionalFormInput = z.input<typeof profissionalFormSchema>;

/** A professional as GET profissionais/-1 and GET profissionais/{id} answer them. */
export const profissionalSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  formacao: z.string().nullable(),
  ide_oc: z.union([z.literal(1), z.literal(4), z.literal(9)]),
  dsc_oc: z.string().nullable(),
  /** The council's short name: 'CRM', 'CREA' or dsc_oc. */
  conselho: z.string(),
  nr_oc: z.string(),
  uf_oc: z.string(),
  email: z.string().nullable(),
  ativo: flagSchema,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Profissional = z.infer<typeof profissionalSchema>;
export const profissionalPageSchema = pageSchema(profissionalSchema);

// Parceiros (config/parceiros)

/** An optional CEP, masked or not, kept as its 8 digits. */
const cepField = z
  .string({ error: invalidValueMessage })
  .trim()
  .nullish()
  .transform((value) => (value ? onlyDigits(value) : null))
  .refine((value) => value === null || value === '' || /^\d{8}$/.test(value), { error: invalidCepMessage })
  .transform((value) => value || null);

/** A state or city id of the address lookups (common/estado, common/cidade), as text; empty is none. */
const placeIdField = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || null);

/**
 * POST parceiro/editar: a partner (a laboratory or provider that performs some exams in place of the clinic): razão
 * social (nome), nome fantasia, CNPJ (check digits; one partner per CNPJ in the tenant, and its users log in with it),
 * the address (CEP looked up in common/cep; state and city ids of the lookups), phones, e-mail, the responsible person,
 * ativo.
 */
export const parceiroFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  fantasia: optionalText(fieldLimits.name),
  cnpj: cnpjField(),
  cep: cepField,
  end: optionalText(fieldLimits.address),
  num: optionalText(fieldLimits.number),
  comp: optionalText(fieldLimits.complement),
  bairro: optionalText(fieldLimits.district),
  id_estado: placeIdField,
  id_cidade: placeIdField,
  tel_com: optionalText(fieldLimits.phone),
  tel_cel: optionalText(fieldLimits.phone),
  email: emailField({ optional: true }),
  resp: optionalText(fieldLimits.name),
  ativo: flagField(1),
});
export type ParceiroForm = z.output<typeof parceiroFormSchema>;
export type ParceiroFormInput = z.input<typeof parceiroFormSchema>;

/** A partner as GET parceiro and GET parceiro/{id} answer it (uf and cidade: the names of the chosen ids). */
export const parceiroCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  fantasia: z.string().nullable(),
  cnpj: z.string(),
  ...addressReplyShape,
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  resp: z.string().nullable(),
  ativo: flagSchema,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type ParceiroCadastro = z.infer<typeof parceiroCadastroSchema>;
export const parceiroCadastroPageSchema = pageSchema(parceiroCadastroSchema);

// Riscos (config/riscos)

/**
 * A risk's category: the PGR's groups (físico, químico, biológico, ergonômico, acidente) and the other groups of
 * Tabela 24 (04 associação de agentes, 05 outros, 09 ausência de agente nocivo).
 */
export const riscoCategorias = ['fisico', 'quimico', 'biologico', 'ergonomico', 'acidente', 'associacao', 'outros', 'ausencia'] as const;
export type RiscoCategoria = (typeof riscoCategorias)[number];

export const riscoCategoriaLabels: Readonly<Record<RiscoCategoria, string>> = {
  fisico: 'Físico',
  quimico: 'Químico',
  biologico: 'Biológico',
  ergonomico: 'Ergonômico',
  acidente: 'Acidente',
  associacao: 'Associação de agentes',
  outros: 'Outros',
  ausencia: 'Ausência de agente nocivo',
};

/**
 * The item of list 269 (eSocial categories: the LTCAT risk factors' cat_esocial, the consultation's risks) of each
 * category; ergonomic and accident risks have none.
 */
export const riscoCategoriaEsocial: Readonly<Record<RiscoCategoria, number | null>> = {
  fisico: 270,
  quimico: 271,
  biologico: 272,
  ergonomico: null,
  acidente: null,
  associacao: 273,
  outros: 274,
  ausencia: 275,
};

/**
 * The category of a Tabela 24 group (the code's first two digits): 01 químicos, 02 físicos, 03 biológicos, 04
 * associação de agentes, 05 outros agentes (decisão judicial ou administrativa), 09 ausência de agente nocivo.
 * Ergonomic and accident risks have no Tabela 24 code (S-2240 reports only the table's agents).
 */
export const tabela24Categorias: Readonly<Record<string, RiscoCategoria>> = {
  '01': 'quimico',
  '02': 'fisico',
  '03': 'biologico',
  '04': 'associacao',
  '05': 'outros',
  '09': 'ausencia',
};

/** The category a Tabela 24 code (digits or 99.99.999) belongs to, or undefined for no code or an unknown group. */
export function riscoCategoriaDoCodigo(codigo: string | null | undefined): RiscoCategoria | undefined {
  const digits = onlyDigits(codigo ?? '');
  return digits ? tabela24Categorias[digits.slice(0, 2)] : undefined;
}

/** Longest risk name (spec 3 §3: a risk factor's nome holds 100). */
export const riscoNomeMax = 100;

/**
 * POST risco/editar: a risk agent: name (unique in the tenant), its eSocial agent code (Tabela 24, mask 99.99.999,
 * kept as its 7 digits; the server checks the table has it), its category (derived from the code's group when there
 * is a code, else chosen), a description, ativo.
 */
export const riscoFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    nome: requiredText(riscoNomeMax),
    codigo_esocial: z
      .string({ error: invalidValueMessage })
      .trim()
      .nullish()
      .transform((value) => (value ? onlyDigits(value) || value : null))
      // 00.00.000 is the LTCAT form's empty default (spec 3 §3): no code.
      .transform((value) => (value === '0000000' ? null : value))
      .refine((value) => value === null || /^\d{7}$/.test(value), { error: agenteTabela24Message }),
    categoria: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(riscoCategorias, { error: invalidOptionMessage }).optional(),
    ),
    descricao: optionalText(fieldLimits.notes),
    ativo: flagField(1),
  })
  .superRefine(
    (values, ctx) => {
      if (!values.categoria && !values.codigo_esocial) ctx.addIssue({ code: 'custom', path: ['categoria'], message: requiredMessage });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // With a code, the category is the code's group's.
  .transform((values) => ({ ...values, categoria: (riscoCategoriaDoCodigo(values.codigo_esocial) ?? values.categoria) as RiscoCategoria }));
export type RiscoForm = z.output<typeof riscoFormSchema>;
export type RiscoFormInput = z.input<typeof riscoFormSchema>;

/** A risk as GET risco and GET risco/{id} answer it. */
export const riscoCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  /** The Tabela 24 code's 7 digits (the screens mask 99.99.999). */
  codigo_esocial: z.string().nullable(),
  /** The Tabela 24 description of the code. */
  agente: z.string().nullable(),
  categoria: z.enum(riscoCategorias),
  /** Its item of list 269 (270 Físico … 275 Ausência), null for ergonômico and acidente. */
  cat_esocial: z.number().int().nullable(),
  descricao: z.string().nullable(),
  ativo: flagSchema,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type RiscoCadastro = z.infer<typeof riscoCadastroSchema>;
export const riscoCadastroPageSchema = pageSchema(riscoCadastroSchema);
