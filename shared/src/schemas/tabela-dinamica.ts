import * as z from 'zod';
import { typeLists } from '../codes';
import { invalidOptionMessage, invalidValueMessage, valorReferenciaMessage } from '../messages';
import { flagField, idField, numberField, optionalText, requiredText, tipoField, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * Tabelas dinâmicas (issue 15; spec 3 §2.3 ltcat/tabela-dinamica, §3 Dynamic table, Category, Column, §4, §9): the
 * measurement tables of the LTCAT. A table has categories (which classify its columns) and columns; a column of a
 * type that carries values (210, 211, 212, 217) has its value lines (tabela_valores). A measurement (next wave)
 * fills one value line per row of the table with these columns.
 */

/** The column field types (list 207, spec 3 §9) and what each allows (spec 3 §4). */
export const tipoCampo = {
  lista: 207,
  /** Default field type (spec 3 §9). */
  padrao: 208,
  texto: 208,
  numerico: 209,
  listaValores: 210,
  listaNumerica: 211,
  selecao: 212,
  data: 213,
  hora: 214,
  simNao: 215,
  textoLongo: 216,
  tabelaLivre: 217,
  /** Types with the 'VALORES DESSE CAMPO' editor (spec 3 §4). */
  comValores: [210, 211, 212, 217],
  /** Types whose value lines enable the select column, a per-line field type (spec 3 §4). */
  comSelecao: [212, 217],
  /** The type whose lines a measurement may add to (spec 3 §4). */
  comLinhasLivres: [217],
  /** Left out of the value lines' type select (spec 3 §9 "excluded types 210–214 in one list"). */
  excluidosDasLinhas: [210, 211, 212, 213, 214],
} as const;

/** The column link types (list 218, spec 3 §3 id_tipo_vinculo). */
export const tipoVinculo = { lista: 218, nenhum: 219, intensidade: 220, limiteTolerancia: 221, unidade: 222, tecnica: 223, tempoExposicao: 224 } as const;

const inList = (list: readonly number[], tipo: number | null | undefined) => tipo != null && list.includes(tipo);

/** Whether a column of this field type shows the 'VALORES DESSE CAMPO' editor (spec 3 §4: 210, 211, 212, 217). */
export const temEditorDeValores = (tipo: number | null | undefined) => inList(tipoCampo.comValores, tipo);
/** Whether the value lines of this type choose their own field type, the select column (spec 3 §4: 212, 217). */
export const temColunaSelecao = (tipo: number | null | undefined) => inList(tipoCampo.comSelecao, tipo);
/** Whether a measurement may add lines to a column of this type (spec 3 §4: 217). */
export const permiteAdicionarLinhas = (tipo: number | null | undefined) => inList(tipoCampo.comLinhasLivres, tipo);

/**
 * Whether the value line at `index` of `count` lines may be removed (spec 3 §4): never the first line, never the
 * only one.
 */
export const podeRemoverLinha = (index: number, count: number) => index > 0 && count > 1;

/** The field types a value line may take (list 207 without 210–214, spec 3 §9). */
export const tiposDasLinhas = (typeLists[tipoCampo.lista] ?? []).filter(
  (item) => !(tipoCampo.excluidosDasLinhas as readonly number[]).includes(item.id),
);

/** A hex colour '#rrggbb' (the list's swatch). */
const corField = z
  .string({ error: invalidValueMessage })
  .trim()
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || /^#[0-9a-f]{6}$/.test(value), { error: invalidValueMessage });

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** Text limits of the dynamic tables (spec 3 §3: value lines' text 150; spec 3 §5: name 255, notes 500). */
export const tabelaDinamicaLimits = { nome: 255, obs: 500, linhaTexto: 150, unidade: 50, mascara: 50 } as const;

/** GET /ltcat/tabela-dinamica: search, pages, and filter {ativo: 1} for the measurement's pick list. */
export const tabelaDinamicaListQuerySchema = listQuerySchema(
  z.object({ ativo: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number).optional() }).optional(),
);
export type TabelaDinamicaListQuery = z.input<typeof tabelaDinamicaListQuerySchema>;

/** POST /ltcat/tabela-dinamica/editar: no id creates (copiar: a table whose categories, columns and values come along). */
export const tabelaDinamicaFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(tabelaDinamicaLimits.nome),
  cor: corField,
  ativo: flagField(1),
  obs: optionalText(tabelaDinamicaLimits.obs),
  copiar: idField({ optional: true }),
});
export type TabelaDinamicaForm = z.output<typeof tabelaDinamicaFormSchema>;
export type TabelaDinamicaFormInput = z.input<typeof tabelaDinamicaFormSchema>;

/** A dynamic table as the list and GET /ltcat/tabela-dinamica/{id} answer it. */
export const tabelaDinamicaSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  cor: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  obs: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type TabelaDinamica = z.infer<typeof tabelaDinamicaSchema>;
export const tabelaDinamicaPageSchema = pageSchema(tabelaDinamicaSchema);

/** POST /ltcat/tabela-dinamica/categoria/{tab}/editar. */
export const tabelaDinamicaCategoriaFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(tabelaDinamicaLimits.nome),
  ativo: flagField(1),
});
export type TabelaDinamicaCategoriaForm = z.output<typeof tabelaDinamicaCategoriaFormSchema>;
export type TabelaDinamicaCategoriaFormInput = z.input<typeof tabelaDinamicaCategoriaFormSchema>;

export const tabelaDinamicaCategoriaSchema = z.object({
  id: z.string(),
  id_tab: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  updated_at: z.string().nullable(),
});
export type TabelaDinamicaCategoria = z.infer<typeof tabelaDinamicaCategoriaSchema>;

/** A value line of a column (spec 3 §3 tabela_valores: text ≤ 150, numeric ≥ 0, select and boolean columns). */
export const valorLinhaFormSchema = z.object({
  id: optionalId,
  ordem: numberField({ optional: true, int: true }).transform((value) => value ?? 0),
  nome: requiredText(tabelaDinamicaLimits.linhaTexto),
  unidade: optionalText(tabelaDinamicaLimits.linhaTexto),
  id_tipo_campo: tipoField(tipoCampo.lista, { optional: true }).refine(
    (value) => value == null || !(tipoCampo.excluidosDasLinhas as readonly number[]).includes(value),
    { error: invalidOptionMessage },
  ),
  padrao: flagField(0),
  ativo: flagField(1),
});
export type ValorLinhaForm = z.output<typeof valorLinhaFormSchema>;
export type ValorLinhaFormInput = z.input<typeof valorLinhaFormSchema>;

/** POST /ltcat/tabela-dinamica/coluna/{tab}/editar: a column and its value lines (spec 3 §3 Column). */
export const tabelaDinamicaColunaFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    id_cat: idField({ optional: true }),
    id_tipo_campo: tipoField(tipoCampo.lista, { optional: true }).transform((value) => value ?? tipoCampo.padrao),
    id_tipo_vinculo: tipoField(tipoVinculo.lista, { optional: true }),
    nome: requiredText(tabelaDinamicaLimits.nome),
    ordem: numberField({ optional: true, int: true }).transform((value) => value ?? 0),
    unidade: optionalText(tabelaDinamicaLimits.unidade),
    mascara: optionalText(tabelaDinamicaLimits.mascara),
    valor_ref_min: numberField({ optional: true }),
    valor_ref_max: numberField({ optional: true }),
    ativo: flagField(1),
    obrigatorio: flagField(0),
    ordenar: flagField(0),
    tabela_valores: z
      .array(valorLinhaFormSchema, { error: invalidValueMessage })
      .max(200, invalidValueMessage)
      .nullish()
      .transform((rows) => rows ?? []),
  })
  .refine((form) => form.valor_ref_min == null || form.valor_ref_max == null || form.valor_ref_min <= form.valor_ref_max, {
    error: valorReferenciaMessage,
    path: ['valor_ref_min'],
  });
export type TabelaDinamicaColunaForm = z.output<typeof tabelaDinamicaColunaFormSchema>;
export type TabelaDinamicaColunaFormInput = z.input<typeof tabelaDinamicaColunaFormSchema>;

export const valorLinhaSchema = z.object({
  id: z.string(),
  id_tab_ver_col: z.string(),
  id_tipo_campo: z.number().int().nullable(),
  ordem: z.number().int(),
  nome: z.string(),
  unidade: z.string().nullable(),
  padrao: z.union([z.literal(0), z.literal(1)]),
  ativo: z.union([z.literal(0), z.literal(1)]),
});
export type ValorLinha = z.infer<typeof valorLinhaSchema>;

/** A column as GET /ltcat/tabela-dinamica/coluna/{tab} answers it (the measurement reads the same). */
export const tabelaDinamicaColunaSchema = z.object({
  id: z.string(),
  id_tab: z.string(),
  versao: z.number().int(),
  id_cat: z.string().nullable(),
  categoria: z.string().nullable(),
  id_tipo_campo: z.number().int(),
  tipo_campo: z.string(),
  id_tipo_vinculo: z.number().int().nullable(),
  nome: z.string(),
  ordem: z.number().int(),
  unidade: z.string().nullable(),
  mascara: z.string().nullable(),
  valor_ref_min: z.number().nullable(),
  valor_ref_max: z.number().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  obrigatorio: z.union([z.literal(0), z.literal(1)]),
  ordenar: z.union([z.literal(0), z.literal(1)]),
  tabela_valores: z.array(valorLinhaSchema),
  updated_at: z.string().nullable(),
});
export type TabelaDinamicaColuna = z.infer<typeof tabelaDinamicaColunaSchema>;

/** GET /ltcat/tabela-dinamica/coluna/{tab}: filter {ativo: 1} leaves inactive columns out (the measurement's view). */
export const tabelaDinamicaColunaQuerySchema = z.object({
  filter: z
    .string()
    .optional()
    .transform((text) => {
      try {
        return text ? (JSON.parse(text) as { ativo?: unknown; id_ghe_med?: unknown }) : {};
      } catch {
        return {};
      }
    }),
});
