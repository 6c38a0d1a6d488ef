import * as z from 'zod';
import { invalidValueMessage } from '../messages';
import { idField } from './fields';
import { jsonQueryParam } from './list-query';

/*
 * The PCMSO lookups of the company portal (spec 1 §7): work fronts, GHEs (sectors), the functions of a front, the
 * exams the PCMSO asks of a GHE and a front's latest revision. Filters travel as ?filter=<JSON> (list-query.ts).
 */

/** A reference by id and name, as lists and lookups show linked records. */
export const refSchema = z.object({ id: z.string(), nome: z.string() });
export type Ref = z.infer<typeof refSchema>;

/** A front's PCMSO revision. `vencido` when today is past its `vencimento` (spec 1 §5). */
export const pcmsoRevisaoSchema = z.object({
  id: z.string(),
  rev: z.number().int(),
  descricao: z.string(),
  data_hora: z.string(),
  /** ISO date. */
  inicio: z.string().nullable(),
  vencimento: z.string(),
  vencido: z.boolean(),
  /** The revision this one replaces. */
  parent: z.string().nullable(),
});
export type PcmsoRevisao = z.infer<typeof pcmsoRevisaoSchema>;

// GET pcmso/fdt (filter ativo)

/** A 0/1 filter value; absent means no filter. */
export const optionalFlagFilter = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: invalidValueMessage })
  .transform((value) => (value === 1 || value === '1' || value === true ? 1 : 0))
  .optional();

export const pcmsoFdtFilterSchema = z.object({ ativo: optionalFlagFilter }, { error: invalidValueMessage });
export const pcmsoFdtQuerySchema = z.object({ filter: jsonQueryParam(pcmsoFdtFilterSchema) });

/** A work front of the company, with its current PCMSO revision (null when it has none: then id_ghe is optional). */
export const fdtSchema = z.object({
  id: z.string(),
  descricao: z.string(),
  pcmso: z.string().nullable(),
  ativo: z.boolean(),
  revisao: pcmsoRevisaoSchema.nullable(),
});
export type Fdt = z.infer<typeof fdtSchema>;

// GET pcmso/ghe (filter id_fdt, id_funcao; 100)

export const pcmsoGheFilterSchema = z.object(
  { id_fdt: idField({ optional: true }), id_funcao: idField({ optional: true }) },
  { error: invalidValueMessage },
);
export const pcmsoGheQuerySchema = z.object({ filter: jsonQueryParam(pcmsoGheFilterSchema) });

/**
 * A GHE (sector) of a front. `vencido` disables it in the consultation form with `dica` as its tip (spec 1 §5);
 * `sem_pcmso` when the front has no PCMSO revision at all.
 */
export const gheSchema = z.object({
  id: z.string(),
  ghe: z.string(),
  descricao: z.string(),
  id_fdt: z.string(),
  funcoes: z.array(z.string()),
  vencido: z.boolean(),
  sem_pcmso: z.boolean(),
  /** 'O PCMSO desde GHE está vencido. …' when vencido, else null. */
  dica: z.string().nullable(),
});
export type Ghe = z.infer<typeof gheSchema>;

// GET pcmso/ghe/funcao (filter id_fdt; 1000) and GET funcao (search, filter id_fdt)

export const pcmsoGheFuncaoQuerySchema = z.object({
  filter: jsonQueryParam(z.object({ id_fdt: idField({ optional: true }) }, { error: invalidValueMessage })),
});
export const funcaoQuerySchema = z.object({
  search: z.string().trim().max(100, invalidValueMessage).optional(),
  filter: jsonQueryParam(z.object({ id_fdt: idField({ optional: true }) }, { error: invalidValueMessage })),
});

export const funcaoSchema = z.object({ id: z.string(), nome: z.string(), cbo: z.string().nullable() });
export type Funcao = z.infer<typeof funcaoSchema>;

// GET pcmso/ghe/exame/{id_ghe}

/** An exam the GHE's current PCMSO asks for (spec 1 §3 "PCMSO exam per GHE"): ASO types, months, ages, days. */
export const pcmsoExameSchema = z.object({
  id: z.string(),
  exame: refSchema,
  adm: z.boolean(),
  apos_adm: z.boolean(),
  dem: z.boolean(),
  ret_tra: z.boolean(),
  mud_fun: z.boolean(),
  /** Months between periodic exams; 0 when not in the periodic. */
  periodicidade: z.number().int(),
  periodicidade_a: z.number().int().nullable(),
  periodicidade_d: z.number().int().nullable(),
  /** Ages (years) the rule applies from and to. */
  per_id1: z.number().int().nullable(),
  per_id2: z.number().int().nullable(),
  /** Days a result stays valid. */
  validade: z.number().int(),
});
export type PcmsoExame = z.infer<typeof pcmsoExameSchema>;
