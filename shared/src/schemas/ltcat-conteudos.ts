import * as z from 'zod';
import { invalidCaMessage, invalidOptionMessage, invalidValueMessage, maxChars } from '../messages';
import { fieldLimits, flagField, optionalText, requiredText, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * The LTCAT module's catalogues of issue 15, wave 1 (spec 3 §2.3 LTCAT settings and model contents, §3): technical
 * conclusions (Conclusão Técnica), the EPI catalogue the measurements pick from, and the LTCAT model's sections.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

// Conclusões Técnicas (ltcat/configuracao, tab Conclusão Técnica)

/** POST conclusao-tecnica/editar: the conclusion's name (unique in the tenant), its text, ativo. */
export const conclusaoTecnicaFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  descricao: optionalText(fieldLimits.text),
  ativo: flagField(1),
});
export type ConclusaoTecnicaForm = z.output<typeof conclusaoTecnicaFormSchema>;
export type ConclusaoTecnicaFormInput = z.input<typeof conclusaoTecnicaFormSchema>;

/** A technical conclusion as GET conclusao-tecnica and GET conclusao-tecnica/{id} answer it (spec 3 §3). */
export const conclusaoTecnicaSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  ativo: flag,
  /** Who saved it last. */
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ConclusaoTecnica = z.infer<typeof conclusaoTecnicaSchema>;
export const conclusaoTecnicaPageSchema = pageSchema(conclusaoTecnicaSchema);

// EPI (ltcat/epi)

/**
 * The EPI categories of NR-6 Anexo I (the annex groups every EPI by the part of the body it protects; the CA names
 * the same group).
 */
export const epiCategorias = {
  A: 'Proteção da cabeça',
  B: 'Proteção dos olhos e face',
  C: 'Proteção auditiva',
  D: 'Proteção respiratória',
  E: 'Proteção do tronco',
  F: 'Proteção dos membros superiores',
  G: 'Proteção dos membros inferiores',
  H: 'Proteção do corpo inteiro',
  I: 'Proteção contra quedas com diferença de nível',
} as const;
export type EpiCategoria = keyof typeof epiCategorias;
const categoriaCodes = Object.keys(epiCategorias) as [EpiCategoria, ...EpiCategoria[]];

/** Longest CA number kept (S-2240 docAval holds 255 characters; the Ministry's CAs are 5–6 digits today). */
export const epiCaMaxDigits = 10;

/**
 * The CA (Certificado de Aprovação) number: digits (dots, dashes and spaces dropped), leading zeros dropped, one to
 * {@link epiCaMaxDigits} digits.
 */
const caField = z
  .string({ error: invalidCaMessage })
  .trim()
  .overwrite((value) => value.replace(/[.\-\s]/g, ''))
  .overwrite((value) => (/^\d+$/.test(value) ? value.replace(/^0+(?=\d)/, '') : value))
  .min(1, invalidCaMessage)
  .refine((value) => value === '' || (new RegExp(`^\\d{1,${epiCaMaxDigits}}$`).test(value) && !/^0+$/.test(value)), {
    error: invalidCaMessage,
  });

/** POST epi/editar: name, CA (unique in the tenant), NR-6 category, ativo. */
export const epiFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  ca: caField,
  categoria: z
    .string({ error: invalidOptionMessage })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.enum(categoriaCodes, { error: invalidOptionMessage }).nullable()),
  ativo: flagField(1),
});
export type EpiForm = z.output<typeof epiFormSchema>;
export type EpiFormInput = z.input<typeof epiFormSchema>;

/** An EPI as GET epi and GET epi/{id} answer it (spec 3 §3: nome, ca, categoria). */
export const epiSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  ca: z.string(),
  categoria: z.enum(categoriaCodes).nullable(),
  ativo: flag,
  updated_at: z.string().nullable(),
});
export type Epi = z.infer<typeof epiSchema>;
export const epiPageSchema = pageSchema(epiSchema);

// Conteúdos do modelo do LTCAT (ltcat/modelo, ltcat/configuracao tab Ocultar Items no Documento)

/** Spec 3 §9: the model contents' default page size. */
export const ltcatModeloPageSize = 100;

/** GET ltcat/modelo: page, pagination (default 100), cursor. */
export const ltcatModeloQuerySchema = listQuerySchema(z.object({}).optional(), ltcatModeloPageSize);

/**
 * Section types (spec 3 §3 tipo; §4 "only rows of type 0 are editable"): 0 text the provider writes (with
 * placeholders); 1 a section the document generator builds from the LTCAT's data (the GHE tables, the measurements),
 * whose text cannot be edited but can be hidden.
 */
export const ltcatConteudoTipos = { texto: 0, gerado: 1 } as const;

/** Longest section text (HTML) kept. */
export const ltcatConteudoHtmlMax = 100_000;

/**
 * POST ltcat/modelo/conteudo/{id}/editar: the section's title and HTML (tipo 0 only; the server sanitizes the HTML)
 * and its switches: ocultar hides the whole section in the document; ocultar_texto hides its title and text but keeps
 * what the generator adds (a tipo 1 section's tables).
 */
export const ltcatConteudoFormSchema = z.object({
  versao: versaoField(),
  titulo: requiredText(fieldLimits.name).optional(),
  html: z.string({ error: invalidValueMessage }).max(ltcatConteudoHtmlMax, maxChars(ltcatConteudoHtmlMax)).nullish(),
  ocultar: flagField(0),
  ocultar_texto: flagField(0),
});
export type LtcatConteudoForm = z.output<typeof ltcatConteudoFormSchema>;
export type LtcatConteudoFormInput = z.input<typeof ltcatConteudoFormSchema>;

/** A model section as GET ltcat/modelo and GET ltcat/modelo/conteudo/{id} answer it (spec 3 §3). */
export const ltcatConteudoSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  ordem: z.number().int(),
  /** A stable name of the section in the default model ('objetivo', 'ghe'…); null for none. */
  chave: z.string().nullable(),
  titulo: z.string(),
  html: z.string(),
  ocultar: flag,
  ocultar_texto: flag,
  /** 1: the generator repeats the section's text for each risk factor of the GHE ({{fator_risco.*}} placeholders). */
  fator_riscos: flag,
  tipo: z.union([z.literal(0), z.literal(1)]),
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type LtcatConteudo = z.infer<typeof ltcatConteudoSchema>;
export const ltcatConteudoPageSchema = pageSchema(ltcatConteudoSchema);
