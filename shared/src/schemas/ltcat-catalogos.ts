import * as z from 'zod';
import { defaultPageSize, typeListCodes } from '../codes';
import { parseBRL } from '../masks';
import {
  agenteTabela24Message,
  invalidCepMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  invalidValueMessage,
  laboratorioJaCadastradoMessage,
  laboratorioPadraoUnicoMessage,
  requiredMessage,
  selecioneLaboratorioMessage,
} from '../messages';
import { onlyDigits } from '../validation/digits';
import { riscoCategoriaDoCodigo, riscoCategoriaEsocial } from './configuracoes';
import { addressReplyShape, cnpjField, emailField, fieldLimits, flagField, idField, optionalText, requiredText, tipoField, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * LTCAT catalogues (issue 15, wave 1; spec 3 §2.3, §3): Fatores de Risco (ltcat/fator-risco) and Laboratórios
 * (ltcat/laboratorio), with the laboratory values of each factor (cost and sale, one default laboratory per factor).
 * Money travels as integer cents; a form may send reais as typed ('1.234,56').
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** Money: integer cents as a number, or reais as typed ('R$ 1.234,56'); 0 when empty. */
export function centsField() {
  const read = (value: unknown) => {
    if (value === undefined || value === null || value === '') return 0;
    if (typeof value === 'string') return parseBRL(value) ?? Number.NaN;
    return value;
  };
  return z.preprocess(
    read,
    z.number({ error: invalidNumberMessage }).int(invalidNumberMessage).min(0, invalidNumberMessage).max(fieldLimits.numberMax, invalidNumberMessage),
  );
}

// Fatores de Risco (ltcat/fator-risco)

export const fatorRiscoLimits = { nome: 100, nomeComercial: 255, codMetodologia: 45, codCas: 20, curto: 100, laboratorios: 40, atividades: 20 } as const;

/** The CAS Registry Number's shape (2–7 digits, 2 digits, 1 check digit: '71-43-2' benzene). */
const casPattern = /^\d{2,7}-\d{2}-\d$/;

/** The CAS number's check digit (the digits right to left weighted 1, 2, 3…, mod 10). */
export function isValidCas(cas: string): boolean {
  if (!casPattern.test(cas)) return false;
  const digits = cas.replace(/-/g, '');
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) sum += Number(body[body.length - 1 - index]) * (index + 1);
  return sum % 10 === Number(digits.at(-1));
}

/** One laboratory of a risk factor's sub-table: the laboratory, its cost and sale values (cents), the default radio. */
export const fatorRiscoLaboratorioFormSchema = z.object({
  id_lab: z.preprocess((value) => (typeof value === 'number' ? String(value) : value ?? ''), z.string({ error: selecioneLaboratorioMessage }).trim()),
  valor_custo: centsField(),
  valor_venda: centsField(),
  padrao: flagField(0),
});
export type FatorRiscoLaboratorioForm = z.output<typeof fatorRiscoLaboratorioFormSchema>;

/** The sub-table's rules (spec 3 §5): every line names a laboratory, once; at most one default. */
function checkLaboratorios(items: readonly FatorRiscoLaboratorioForm[], ctx: z.RefinementCtx, field = 'laboratorios', key = 'id_lab') {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const id = (item as unknown as Record<string, string>)[key] ?? '';
    if (!id) ctx.addIssue({ code: 'custom', path: [field, index, key], message: selecioneLaboratorioMessage });
    else if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [field, index, key], message: laboratorioJaCadastradoMessage });
    seen.add(id);
  });
  if (items.filter((item) => item.padrao === 1).length > 1) ctx.addIssue({ code: 'custom', path: [field], message: laboratorioPadraoUnicoMessage });
}

/**
 * POST fator-risco/editar (spec 3 §3): every field of the risk factor. cod_esocial (mask 99.99.999, default 00.00.000
 * meaning none) travels as its 7 digits and the server checks Tabela 24 has it; with a code, cat_esocial is the code
 * group's item of list 269. laboratorios is the whole sub-table (lines absent are removed); with lines and no
 * default, the first is the default.
 */
export const fatorRiscoFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    nome: requiredText(fatorRiscoLimits.nome),
    nome_comercial: requiredText(fatorRiscoLimits.nomeComercial),
    cat_esocial: tipoField(typeListCodes.categoriaEsocial, { optional: true }),
    cod_cas: optionalText(fatorRiscoLimits.codCas).refine((value) => !value || isValidCas(value), { error: invalidValueMessage }),
    cod_esocial: z
      .string({ error: invalidValueMessage })
      .trim()
      .nullish()
      .transform((value) => (value ? onlyDigits(value) || value : null))
      .transform((value) => (value === '0000000' ? null : value))
      .refine((value) => value === null || /^\d{7}$/.test(value), { error: agenteTabela24Message }),
    cod_metodologia: requiredText(fatorRiscoLimits.codMetodologia),
    desc_metodologia: requiredText(fieldLimits.text),
    id_tipo_unidade_medida: tipoField(typeListCodes.unidadeMedida, { optional: true }),
    un_medida: optionalText(fatorRiscoLimits.curto),
    id_tab: idField({ optional: true }),
    esocial_atividade_per: z
      .array(z.string({ error: invalidValueMessage }).trim().min(1, requiredMessage).max(fieldLimits.name), { error: invalidValueMessage })
      .max(fatorRiscoLimits.atividades, invalidValueMessage)
      .nullish()
      .transform((items) => items ?? []),
    amostra: optionalText(fatorRiscoLimits.curto),
    vazao: optionalText(fatorRiscoLimits.curto),
    volume: optionalText(fatorRiscoLimits.curto),
    cod_amostrador: optionalText(fatorRiscoLimits.codMetodologia),
    desc_amostrador: optionalText(fieldLimits.name),
    ativo: flagField(1),
    laboratorios: z
      .array(fatorRiscoLaboratorioFormSchema, { error: invalidValueMessage })
      .max(fatorRiscoLimits.laboratorios, invalidValueMessage)
      .nullish()
      .transform((items) => items ?? []),
  })
  .superRefine((values, ctx) => checkLaboratorios(values.laboratorios, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && Array.isArray((payload.value as { laboratorios?: unknown }).laboratorios),
  })
  .transform((values) => {
    const grupo = riscoCategoriaDoCodigo(values.cod_esocial);
    const laboratorios = values.laboratorios.map((item, index) => ({
      ...item,
      padrao: (values.laboratorios.some((line) => line.padrao === 1) ? item.padrao : index === 0 ? 1 : 0) as 0 | 1,
    }));
    return { ...values, cat_esocial: (grupo ? riscoCategoriaEsocial[grupo] : undefined) ?? values.cat_esocial ?? null, laboratorios };
  });
export type FatorRiscoForm = z.output<typeof fatorRiscoFormSchema>;
export type FatorRiscoFormInput = z.input<typeof fatorRiscoFormSchema>;

/** GET fator-risco: search, pages and the eSocial category filter (items of list 269, several allowed). */
export const fatorRiscoListQuerySchema = listQuerySchema(
  z
    .object({
      cat_esocial: z
        .union([z.array(z.coerce.number().int()), z.coerce.number().int().transform((value) => [value])], { error: invalidOptionMessage })
        .optional(),
    })
    .optional(),
  defaultPageSize,
);

/** A laboratory of a risk factor (one link item), as both sides read it. */
export const fatorRiscoLaboratorioSchema = z.object({
  id_fat: z.string(),
  id_lab: z.string(),
  /** The laboratory's name (the factor's sub-table) or the factor's (the laboratory's tab). */
  laboratorio: z.string(),
  nome: z.string(),
  valor_custo: z.number().int(),
  valor_venda: z.number().int(),
  padrao: flag,
});
export type FatorRiscoLaboratorio = z.infer<typeof fatorRiscoLaboratorioSchema>;

/** A risk factor as GET fator-risco and GET fator-risco/{id} answer it (the list leaves laboratorios empty). */
export const fatorRiscoSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  nome_comercial: z.string(),
  cat_esocial: z.number().int().nullable(),
  categoria: z.string().nullable(),
  cod_cas: z.string().nullable(),
  cod_esocial: z.string().nullable(),
  agente: z.string().nullable(),
  cod_metodologia: z.string(),
  desc_metodologia: z.string(),
  id_tipo_unidade_medida: z.number().int().nullable(),
  un_medida: z.string().nullable(),
  id_tab: z.string().nullable(),
  esocial_atividade_per: z.array(z.string()),
  amostra: z.string().nullable(),
  vazao: z.string().nullable(),
  volume: z.string().nullable(),
  cod_amostrador: z.string().nullable(),
  desc_amostrador: z.string().nullable(),
  usuario: z.string().nullable(),
  ativo: flag,
  laboratorios: z.array(fatorRiscoLaboratorioSchema),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type FatorRisco = z.infer<typeof fatorRiscoSchema>;
export const fatorRiscoPageSchema = pageSchema(fatorRiscoSchema);

// Laboratórios (ltcat/laboratorio)

/** A CEP: masked or not, kept as its 8 digits (optional: a laboratory may be registered before its address). */
const cepField = z
  .string({ error: invalidCepMessage })
  .trim()
  .nullish()
  .transform((value) => (value ? onlyDigits(value) : ''))
  .refine((value) => value === '' || /^\d{8}$/.test(value), { error: invalidCepMessage });

/**
 * POST laboratorio/editar (spec 3 §3): nome and CNPJ (check digits; one laboratory per CNPJ in the tenant) are
 * required, the address with state and city (the shared AddressFields), the phones, e-mail, site, notes and the
 * manager (resp).
 */
export const laboratorioFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  cnpj: cnpjField(),
  cei: optionalText(fieldLimits.number),
  ie: optionalText(fieldLimits.number),
  cnae: optionalText(fieldLimits.number),
  cep: cepField,
  end: requiredText(fieldLimits.address),
  num: requiredText(fieldLimits.number),
  comp: optionalText(fieldLimits.complement),
  bairro: requiredText(fieldLimits.district),
  id_estado: idField(),
  id_cidade: idField(),
  tel_com: requiredText(fieldLimits.phone),
  tel_cel: optionalText(fieldLimits.phone),
  email: emailField({ optional: true }),
  site: optionalText(fieldLimits.name),
  obs: optionalText(fieldLimits.notes),
  resp: optionalText(fieldLimits.name),
});
export type LaboratorioForm = z.output<typeof laboratorioFormSchema>;
export type LaboratorioFormInput = z.input<typeof laboratorioFormSchema>;

/** A laboratory as GET laboratorio and GET laboratorio/{id} answer it. */
export const laboratorioSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  codigo: z.number().int(),
  nome: z.string(),
  cnpj: z.string(),
  cei: z.string().nullable(),
  ie: z.string().nullable(),
  cnae: z.string().nullable(),
  ...addressReplyShape,
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  site: z.string().nullable(),
  obs: z.string().nullable(),
  resp: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Laboratorio = z.infer<typeof laboratorioSchema>;
export const laboratorioPageSchema = pageSchema(laboratorioSchema);

/** One line of POST laboratorio/fator-risco/{id}/editar-todos: a risk factor's values at this laboratory. */
export const laboratorioFatorRiscoItemSchema = z.object({
  id_fat: z.preprocess((value) => (typeof value === 'number' ? String(value) : value ?? ''), z.string({ error: requiredMessage }).trim()),
  valor_custo: centsField(),
  valor_venda: centsField(),
  padrao: flagField(0),
});

/**
 * POST laboratorio/fator-risco/{id}/editar-todos {items}: the laboratory's values for each listed factor, in bulk.
 * A listed factor not yet linked is linked (its default when it has no other laboratory); padrao 1 makes this
 * laboratory the factor's default; unlisted links stay as they are (a factor's laboratories are removed on the factor).
 */
export const laboratorioFatorRiscoBulkSchema = z
  .object({ items: z.array(laboratorioFatorRiscoItemSchema, { error: invalidValueMessage }).max(45, invalidValueMessage) })
  .superRefine(
    (values, ctx) => {
      const seen = new Set<string>();
      values.items.forEach((item, index) => {
        if (!item.id_fat) ctx.addIssue({ code: 'custom', path: ['items', index, 'id_fat'], message: requiredMessage });
        else if (seen.has(item.id_fat)) ctx.addIssue({ code: 'custom', path: ['items', index, 'id_fat'], message: invalidOptionMessage });
        seen.add(item.id_fat);
      });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && Array.isArray((payload.value as { items?: unknown }).items) },
  );
export type LaboratorioFatorRiscoBulk = z.output<typeof laboratorioFatorRiscoBulkSchema>;
