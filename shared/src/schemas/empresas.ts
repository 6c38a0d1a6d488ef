import * as z from 'zod';
import { invalidCepMessage, invalidOptionMessage, invalidValueMessage, requiredMessage } from '../messages';
import { onlyDigits } from '../validation/digits';
import { brazilianUfs } from './cadastros';
import { empresaSchema } from './empresa';
import { addressReplyShape, cpfField, fieldLimits, flagField, optionalText, versaoField } from './fields';
import { pageSchema } from './list-query';

/*
 * Empresas (issue 14; spec 3 §2.2 empresas, empresas/cadastrar, empresas/editar/{id}): the client company record as
 * the back office keeps it. The record's fields and their rules are spec 1 §3's (empresaSchema, the company's own
 * Meu Cadastro: razão social, CNPJ with check digits, CNAE, IE, address by CEP, phones, e-mail, site, the
 * responsible r_*) plus what the back office adds: nome fantasia, ativo, the PCMSO coordinator (an examining doctor
 * of Configurações › Médicos Examinadores: S-2220's respMonit) and the environmental responsible (the PGR/LTCAT
 * coordinator S-2240 names in respReg: nome, CPF, class council ideOC 1 CRM / 4 CREA / 9 other with dscOC, nrOC,
 * ufOC), and the company's eSocial automatic sending (the tenant's esocial/configuracao, this company's part).
 */

/** Longest environmental responsible's name: S-2240's nmResp holds 70 characters. */
export const responsavelAmbientalNomeMax = 70;
/** The class councils of S-2240's respReg.ideOC: 1 CRM, 4 CREA, 9 another (described in dscOC). */
export const orgaosDeClasse = [
  { value: 1, label: 'CRM' },
  { value: 4, label: 'CREA' },
  { value: 9, label: 'Outros' },
] as const;

const orgaoIds = orgaosDeClasse.map((orgao) => orgao.value) as number[];
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** An optional record id: absent, null or '' means none. */
const optionalRef = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** The class council: 1, 4 or 9 (a number or its text); absent, null or '' means none. */
const orgaoField = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: invalidOptionMessage })
    .refine((value) => orgaoIds.includes(value), { error: invalidOptionMessage })
    .optional(),
);

/** An optional UF, any case on input, kept upper case. */
const optionalUf = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(brazilianUfs, { error: invalidOptionMessage }).optional(),
);

/**
 * POST empresa/editar: creates (no id) or edits (id and the versao read) a company. The CNPJ is unique in the tenant
 * (the server's claim); the CEP has 8 digits; the state and city are ids of the common/estado and common/cidade
 * lookups. The environmental responsible is all or nothing: once a field of it is filled, nome, CPF, órgão de
 * classe, its number and UF are required, and the description when the órgão is 'Outros' (S-2240's rules).
 */
export const empresaRegistroFormSchema = empresaSchema
  .omit({ id: true, u_nome: true, u_cpf: true, u_email: true })
  .extend({
    id: optionalRef,
    versao: versaoField(),
    nome_fantasia: optionalText(fieldLimits.name),
    cep: z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .refine((value) => value === '' || /^\d{8}$/.test(onlyDigits(value)), { error: invalidCepMessage })
      .transform(onlyDigits),
    ativo: flagField(1),
    /** The PCMSO coordinator: a live examining doctor of the tenant (GET medico). */
    id_medico_coordenador: optionalRef,
    /** The environmental responsible, picked from Configurações › Profissionais (its id) or typed. */
    ra_id_profissional: optionalRef,
    ra_nome: optionalText(responsavelAmbientalNomeMax),
    ra_cpf: cpfField({ optional: true }),
    ra_ide_oc: orgaoField,
    ra_dsc_oc: optionalText(20),
    ra_nr_oc: optionalText(14),
    ra_uf_oc: optionalUf,
  })
  .superRefine((value, ctx) => {
    const fields = ['ra_nome', 'ra_cpf', 'ra_ide_oc', 'ra_nr_oc', 'ra_uf_oc'] as const;
    if (![...fields, 'ra_dsc_oc' as const].some((field) => !blank(value[field]))) return;
    for (const field of fields) if (blank(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage });
    if (value.ra_ide_oc === 9 && blank(value.ra_dsc_oc)) ctx.addIssue({ code: 'custom', path: ['ra_dsc_oc'], message: requiredMessage });
  });
export type EmpresaRegistroForm = z.output<typeof empresaRegistroFormSchema>;
export type EmpresaRegistroFormInput = z.input<typeof empresaRegistroFormSchema>;

/** The PCMSO coordinator as the company keeps it: the doctor's id and what S-2220's respMonit needs of them. */
export const coordenadorPcmsoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  crm: z.string(),
  crm_uf: z.string(),
  cpf: z.string().nullable(),
});

/** The environmental responsible as the company keeps it (S-2240's respReg). */
export const responsavelAmbientalRegistroSchema = z.object({
  id_profissional: z.string().nullable(),
  nome: z.string().nullable(),
  cpf: z.string(),
  ide_oc: z.number().int(),
  dsc_oc: z.string().nullable(),
  nr_oc: z.string(),
  uf_oc: z.string(),
});

/** A company as GET empresa/lista and GET empresa/{id} answer it. */
export const empresaRegistroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string(),
  cnae: z.string().nullable(),
  ie: z.string().nullable(),
  ...addressReplyShape,
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  site: z.string().nullable(),
  resp: z.string().nullable(),
  r_obs: z.string().nullable(),
  r_nome: z.string().nullable(),
  r_email: z.string().nullable(),
  r_tel_com: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  coordenador_pcmso: coordenadorPcmsoSchema.nullable(),
  responsavel_ambiental: responsavelAmbientalRegistroSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type EmpresaRegistro = z.infer<typeof empresaRegistroSchema>;
export const empresaRegistroPageSchema = pageSchema(empresaRegistroSchema);

/**
 * The company's eSocial tab (GET empresa/{id}/esocial): whether the tenant's automatic sending is on, and this
 * company's part in it: its events generated and put in lotes daily (`gerar`), its lotes also transmitted
 * (`transmitir`). `versao` is the tenant configuration's (0 before the first save).
 */
export const empresaEsocialSchema = z.object({
  id_empresa: z.string(),
  versao: z.number().int(),
  envio_ativo: z.union([z.literal(0), z.literal(1)]),
  data_inicio: z.string().nullable(),
  gerar: z.union([z.literal(0), z.literal(1)]),
  transmitir: z.union([z.literal(0), z.literal(1)]),
});
export type EmpresaEsocial = z.infer<typeof empresaEsocialSchema>;

/** POST empresa/{id}/esocial/editar: this company's membership, at the configuration's version read. */
export const empresaEsocialFormSchema = z.object({
  versao: versaoField(),
  gerar: flagField(0),
  transmitir: flagField(0),
});
export type EmpresaEsocialForm = z.output<typeof empresaEsocialFormSchema>;

