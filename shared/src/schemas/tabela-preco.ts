import * as z from 'zod';
import { invalidValueMessage } from '../messages';
import { flagField, idField } from './fields';
import { jsonQueryParam } from './list-query';
import { scheduleDateField } from './consulta-externa';
import { refSchema } from './pcmso';

/*
 * Price tables of the new-consultation screen (spec 1 §2, §3 "Price table entry", §7 GET tabela-preco). The
 * server picks the exams from the PCMSO of the GHE for the ASO type and the employee's age, prices them from each
 * clinic's stored table (cents), marks exams still valid from an earlier consultation as reused or
 * demonstrative, and sums the totals: the browser never sends a price.
 */

const codeOrList = z
  .union([z.array(z.coerce.number().int()), z.coerce.number().int()], { error: invalidValueMessage })
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * GET tabela-preco filter. Prices load only when employee, front, function, GHE, ASO type and date are set (spec 1
 * §5); for type 50 also the new front, GHE and function. `periodicidade` is -1 when the type is not periodic or after-admission.
 */
export const tabelaPrecoFilterSchema = z.object(
  {
    id_funcionario: idField(),
    id_fdt: idField(),
    id_funcao: idField(),
    id_ghe: idField(),
    /** One ASO type, or a list of which the first is used (the spec's 'id_tipo_aso list'). */
    id_tipo_aso: codeOrList,
    periodicidade: z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).nullish(),
    /** The schedule date ('dd/mm/aaaa' or ISO, optionally with 'THH:mm'): validity of earlier results, ages, tables. */
    data_age: scheduleDateField(),
    /** The browser's today; ignored: the server's São Paulo day counts. */
    hoje: z.string().nullish(),
    pcd: flagField(0),
    id_tipo_tabela_preco: z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).nullish(),
    /** Provider filters. */
    uf: z.string().trim().max(2, invalidValueMessage).nullish(),
    cidade: z.string().trim().max(100, invalidValueMessage).nullish(),
    id_credenciada: idField({ optional: true }),
    /** Cards by clinic name, or by relevance (complete tables first, then lowest total, default clinic first). */
    ordem: z.enum(['nome', 'relevancia'], { error: invalidValueMessage }).nullish(),
    id_mf_fdt: idField({ optional: true }),
    id_mf_ghe: idField({ optional: true }),
    id_mf_funcao: idField({ optional: true }),
  },
  { error: invalidValueMessage },
);
export type TabelaPrecoFilter = z.input<typeof tabelaPrecoFilterSchema>;

export const tabelaPrecoQuerySchema = z.object({ filter: jsonQueryParam(tabelaPrecoFilterSchema) });

/** One exam of a price table card (spec 1 §3 exames.consulta / exames.demonstrativo). All money in cents. */
export const tabelaPrecoItemSchema = z.object({
  id_exa: z.string(),
  exame: z.string(),
  /** The PCMSO rule that asked for it. */
  id_pcmso_exame: z.string(),
  valor_venda: z.number().int(),
  valor_servico: z.number().int(),
  /** valor_venda + valor_servico. */
  valor_total: z.number().int(),
  /** 1 when a service fee applies. */
  taxa_servico: z.union([z.literal(0), z.literal(1)]),
  /** 1 when an earlier result is still valid, so the exam is not charged (reused or demonstrative). */
  va: z.union([z.literal(0), z.literal(1)]),
  /** The last time the employee did this exam (ISO date) and until when that result is valid. */
  dt_exame: z.string().nullable(),
  validade_exame: z.string().nullable(),
  /** The PCMSO's validity of a result, in days. */
  validade_pcmso: z.number().int(),
  id_con_rea: z.number().int().nullable(),
  id_con_dem: z.number().int().nullable(),
  /** Partners that may do this exam instead of the clinic. */
  parceiros: z.array(refSchema),
  /** 'Tabela de preço não encontrado para os dados informados.' when this table has no price for the exam. */
  erro: z.string().nullable(),
});
export type TabelaPrecoItem = z.infer<typeof tabelaPrecoItemSchema>;

/** A clinic's price table for the consultation being made: one card (spec 1 §2, §3). */
export const tabelaPrecoEntrySchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.number().int().nullable(),
  credenciada: z.object({
    id: z.string(),
    nome: z.string(),
    /** The name cut to 50 characters for the card (spec 1 §2). */
    nome_curto: z.string(),
    padrao: z.boolean(),
    uf: z.string(),
    cidade: z.string(),
    end: z.string().nullable(),
    num: z.string().nullable(),
    bairro: z.string().nullable(),
    telefone: z.string().nullable(),
  }),
  credenciada_nome: z.string(),
  credenciada_end: z.string().nullable(),
  credenciada_num: z.string().nullable(),
  credenciada_cidade: z.string(),
  credenciada_uf: z.string(),
  exames: z.object({ consulta: z.array(tabelaPrecoItemSchema), demonstrativo: z.array(tabelaPrecoItemSchema) }),
  /** Every exam of the consultation at its price, and what will actually be charged (exams to do). */
  total_exames: z.number().int(),
  total_exames_realizar: z.number().int(),
  /** False when the table lacks a price for an exam to do: it can't be chosen. */
  completa: z.boolean(),
});
export type TabelaPrecoEntry = z.infer<typeof tabelaPrecoEntrySchema>;

// GET tabela-preco/exame/{tabelaPreco} (filter id_exa list, and the GHE + ASO type to check them against)

export const tabelaPrecoExameQuerySchema = z.object({
  filter: jsonQueryParam(
    z.object(
      {
        id_exa: z
          .union([z.array(z.string()), z.string()], { error: invalidValueMessage })
          .transform((value) => (Array.isArray(value) ? value : [value]))
          .optional(),
        /** With both, each exam is also checked against the GHE's PCMSO for that type. */
        id_ghe: idField({ optional: true }),
        id_tipo_aso: z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).nullish(),
      },
      { error: invalidValueMessage },
    ),
  ),
});

export const tabelaPrecoExameSchema = z.object({
  id_exa: z.string(),
  exame: z.string(),
  valor_venda: z.number().int(),
  valor_servico: z.number().int(),
  valor_total: z.number().int(),
  parceiros: z.array(refSchema),
  /** 'Exame não encontrado no PCMSO' or 'Tabela de preço não encontrado para os dados informados.'. */
  erro: z.string().nullable(),
});
export type TabelaPrecoExame = z.infer<typeof tabelaPrecoExameSchema>;
