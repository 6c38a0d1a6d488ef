import * as z from 'zod';
import { defaultPageSize } from '../codes';
import {
  invalidCboMessage,
  invalidCrmMessage,
  invalidOptionMessage,
  invalidValueMessage,
  procedimentoTabela27Message,
  requiredMessage,
} from '../messages';
import { onlyDigits } from '../validation/digits';
import { cpfField, fieldLimits, flagField, optionalText, requiredText, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * The back-office registries (issue 14, spec 3 §2.2 config/exames, config/funcoes, config/medicos): the list query every registry
 * shares (search, page, pagination, cursor), each registry's form (what POST …/editar takes: no id creates, an
 * id with its versao edits) and row (what GET …, GET …/{id} answer). Codes travel as digits; the screens mask them.
 */

/** GET exame, GET funcao…: search (name or code prefix), page, pagination (default 50), the cursor of a later page. */
export const cadastroListQuerySchema = listQuerySchema(z.object({}).optional(), defaultPageSize);
export type CadastroListQuery = z.input<typeof cadastroListQuerySchema>;

/** Most rows an Excel export holds (the list is the tenant's catalogue: hundreds, a few thousand at most). */
export const cadastroExcelMaxRows = 20_000;

/** An optional code kept as its digits, of exactly `length` digits when present. */
function codeField(length: number, message: string) {
  return z
    .string({ error: invalidValueMessage })
    .trim()
    .nullish()
    .transform((value) => (value ? onlyDigits(value) || value : null))
    .refine((value) => value === null || new RegExp(`^\\d{${length}}$`).test(value), { error: message });
}

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

// Exames (config/exames)

/**
 * POST exame/editar: the exam's name (unique in the tenant), its eSocial procedure code (Tabela 27, four digits;
 * the server checks it is in the table), whether it is the clinical exam, and whether it is offered (ativo).
 */
export const exameFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  codigo_esocial: codeField(4, procedimentoTabela27Message),
  clinico: flagField(0),
  ativo: flagField(1),
});
export type ExameForm = z.output<typeof exameFormSchema>;
export type ExameFormInput = z.input<typeof exameFormSchema>;

/** An exam as GET exame and GET exame/{id} answer it. */
export const exameSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  codigo_esocial: z.string().nullable(),
  /** The Tabela 27 description of the code. */
  procedimento: z.string().nullable(),
  clinico: z.union([z.literal(0), z.literal(1)]),
  ativo: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Exame = z.infer<typeof exameSchema>;
export const examePageSchema = pageSchema(exameSchema);

// Funções (config/funcoes)

/** POST funcao/editar: the function's name (unique in the tenant), its CBO (mask 9999-99, six digits), a description. */
export const funcaoFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  cbo: codeField(6, invalidCboMessage),
  descricao: optionalText(fieldLimits.notes),
  ativo: flagField(1),
});
export type FuncaoForm = z.output<typeof funcaoFormSchema>;
export type FuncaoFormInput = z.input<typeof funcaoFormSchema>;

/** A function as GET funcao (web area) and GET funcao/{id} answer it. */
export const funcaoCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  cbo: z.string().nullable(),
  descricao: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type FuncaoCadastro = z.infer<typeof funcaoCadastroSchema>;
export const funcaoCadastroPageSchema = pageSchema(funcaoCadastroSchema);

// Médicos Examinadores (config/medicos)

/** Longest doctor's name: the eSocial's nmMed and nmResp (S-2220) hold 70 characters. */
export const medicoNomeMax = 70;

/** The Brazilian states (a CRM's UF). */
export const brazilianUfs = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type BrazilianUf = (typeof brazilianUfs)[number];

/**
 * A CRM number: digits (dots, dashes and spaces dropped), leading zeros dropped ('012345' is registration 12345), one
 * to ten digits (the eSocial's nrCRM holds ten characters).
 */
const crmField = z
  .string({ error: requiredMessage })
  .trim()
  .overwrite((value) => value.replace(/[.\-\s]/g, ''))
  .overwrite((value) => (/^\d+$/.test(value) ? value.replace(/^0+(?=\d)/, '') : value))
  .min(1, requiredMessage)
  .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && !/^0+$/.test(value)), { error: invalidCrmMessage });

/** A UF, any case on input, kept upper case; 'Selecione uma opção válida' outside the 27. */
const ufField = z
  .string({ error: requiredMessage })
  .trim()
  .toUpperCase()
  .pipe(z.enum(brazilianUfs, { error: (issue) => (issue.input === '' ? requiredMessage : invalidOptionMessage) }));

/**
 * POST medico/editar: the examining doctor as S-2220 reports them (nmMed, nrCRM, ufCRM) and as the PCMSO coordinator
 * (respMonit: cpfResp too): name, CPF (optional, check digits), CRM number and its UF (one doctor per CRM and UF in
 * the tenant), ativo.
 */
export const medicoFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  // S-2220's nmMed holds 70 characters.
  nome: requiredText(medicoNomeMax),
  cpf: cpfField({ optional: true }),
  crm: crmField,
  crm_uf: ufField,
  ativo: flagField(1),
});
export type MedicoForm = z.output<typeof medicoFormSchema>;
export type MedicoFormInput = z.input<typeof medicoFormSchema>;

/** An examining doctor as GET medico and GET medico/{id} answer them. */
export const medicoSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  cpf: z.string().nullable(),
  crm: z.string(),
  crm_uf: z.string(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Medico = z.infer<typeof medicoSchema>;
export const medicoPageSchema = pageSchema(medicoSchema);

/** What POST …/editar answers: the record's id. */
export const cadastroSaveResultSchema = z.object({ id: z.string() });
/** What GET …/excel answers: the file as base64 with its name and type (web/src/lib/download-file.ts). */
export const cadastroExcelSchema = z.object({ contents: z.string(), filename: z.string(), contentType: z.string() });
