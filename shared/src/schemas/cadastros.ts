import * as z from 'zod';
import { defaultPageSize } from '../codes';
import { invalidCboMessage, invalidValueMessage, procedimentoTabela27Message } from '../messages';
import { onlyDigits } from '../validation/digits';
import { fieldLimits, flagField, optionalText, requiredText, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * The back-office registries (issue 14, spec 3 §2.2 config/exames, config/funcoes): the list query every registry
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

/** What POST …/editar answers: the record's id. */
export const cadastroSaveResultSchema = z.object({ id: z.string() });
/** What GET …/excel answers: the file as base64 with its name and type (web/src/lib/download-file.ts). */
export const cadastroExcelSchema = z.object({ contents: z.string(), filename: z.string(), contentType: z.string() });
