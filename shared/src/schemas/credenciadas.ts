import * as z from 'zod';
import { parseBRL } from '../masks';
import {
  exameRepetidoMessage,
  invalidCepMessage,
  invalidNumberMessage,
  invalidValueMessage,
  requiredMessage,
  tabelaPrecoMaxExamesMessage,
  vigenciaInvalidaMessage,
} from '../messages';
import { onlyDigits } from '../validation/digits';
import { addressReplyShape, cnpjField, dateField, emailField, fieldLimits, flagField, idField, idListField, optionalText, requiredText, versaoField } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * Credenciadas (issue 14; spec 3 §2.2 credenciadas, empresa/tabela-balcao; spec 1 §3 "Price table entry"): the
 * clinic record the back office keeps (what the price-table cards and the ASO show of it), and its price tables
 * with each exam's sale price, service fee and the partners that may perform it. Money travels as integer cents in
 * the answers; a form may send reais as typed ('1.234,56'), read with parseBRL.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** A CEP: masked or not, kept as its 8 digits. */
const cepField = z
  .string({ error: requiredMessage })
  .trim()
  .overwrite(onlyDigits)
  .min(1, requiredMessage)
  .refine((value) => value === '' || /^\d{8}$/.test(value), { error: invalidCepMessage });

// The clinic (credenciadas/cadastrar, credenciadas/editar/{id})

/**
 * POST credenciada/editar: the clinic's record. Razão social, CNPJ (check digits; one clinic per CNPJ in the
 * tenant), the address (state and city feed the Nova Consulta's filters and cards) and the commercial phone (the
 * card's) are required; padrao 1 makes it the tenant's default clinic (the previous default stops being it);
 * id_medico names the clinic's examining doctor among Configurações › Médicos (the ASO's).
 */
export const credenciadaFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  nome: requiredText(fieldLimits.name),
  nome_fantasia: optionalText(fieldLimits.name),
  cnpj: cnpjField(),
  ie: optionalText(fieldLimits.number),
  /** The CNAE picked in the common/cnae lookup (its digits). */
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
  resp: optionalText(fieldLimits.name),
  padrao: flagField(0),
  id_medico: idField({ optional: true }),
  ativo: flagField(1),
});
export type CredenciadaForm = z.output<typeof credenciadaFormSchema>;
export type CredenciadaFormInput = z.input<typeof credenciadaFormSchema>;

/** A clinic as GET credenciada (web area) and GET credenciada/{id} answer it. */
export const credenciadaCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string(),
  ie: z.string().nullable(),
  cnae: z.string().nullable(),
  ...addressReplyShape,
  uf: z.string(),
  cidade: z.string(),
  site: z.string().nullable(),
  resp: z.string().nullable(),
  padrao: flag,
  id_medico: z.string().nullable(),
  medico_nome: z.string().nullable(),
  medico_crm: z.string().nullable(),
  medico_crm_uf: z.string().nullable(),
  ativo: flag,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type CredenciadaCadastro = z.infer<typeof credenciadaCadastroSchema>;
export const credenciadaCadastroPageSchema = pageSchema(credenciadaCadastroSchema);

// Price tables (the clinic's 'Tabelas de Preço' tab, empresa/tabela-balcao)

/** Most exams one price table holds: its save is one transaction (the table, its prices, the ones removed). */
export const tabelaPrecoMaxExames = 90;

/** Money: integer cents as a number, or reais as typed ('R$ 1.234,56', '45,5'); 'Digite um número válido' else. */
function moneyField(fallback?: number) {
  const read = (value: unknown) => {
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'string') return parseBRL(value) ?? Number.NaN;
    return value;
  };
  return z.preprocess(
    read,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidNumberMessage) })
      .int(invalidNumberMessage)
      .min(0, invalidNumberMessage)
      .max(fieldLimits.numberMax, invalidNumberMessage),
  );
}

/** One exam of a price table: sale price, service fee (charged when taxa_servico is 1), partners allowed. */
export const tabelaPrecoExameFormSchema = z.object({
  id_exa: idField(),
  valor_venda: moneyField(),
  valor_servico: moneyField(0),
  /** Whether the service fee is charged with the exam (spec 1 §3 taxa_servico); 0 stores no fee. */
  taxa_servico: flagField(0),
  /** The partners (Configurações › Parceiros) that may perform the exam instead of the clinic. */
  parceiros: idListField(),
});
export type TabelaPrecoExameForm = z.output<typeof tabelaPrecoExameFormSchema>;

/**
 * POST credenciada/tabela-preco/editar: a clinic's price table and its exams, saved together. Its scope: no
 * id_empresa is the counter table (every company, tabela balcão); id_empresa without id_fdt serves every front of
 * the company; both, that front only. Scope and clinic are set when the table is created. The validity (inicio, fim,
 * both optional, inclusive) bounds the days the Nova Consulta offers it.
 */
export const tabelaPrecoFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    id_credenciada: idField(),
    nome: requiredText(fieldLimits.name),
    id_empresa: idField({ optional: true }),
    id_fdt: idField({ optional: true }),
    inicio: dateField({ optional: true }),
    fim: dateField({ optional: true }),
    ativo: flagField(1),
    exames: z
      .array(tabelaPrecoExameFormSchema, { error: invalidValueMessage })
      .max(tabelaPrecoMaxExames, tabelaPrecoMaxExamesMessage(tabelaPrecoMaxExames))
      .default([]),
  })
  .superRefine((form, ctx) => {
    if (form.inicio && form.fim && form.fim < form.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: vigenciaInvalidaMessage });
    const seen = new Set<string>();
    form.exames.forEach((exame, index) => {
      if (seen.has(exame.id_exa)) ctx.addIssue({ code: 'custom', path: ['exames', index, 'id_exa'], message: exameRepetidoMessage });
      seen.add(exame.id_exa);
    });
  });
export type TabelaPrecoForm = z.output<typeof tabelaPrecoFormSchema>;
export type TabelaPrecoFormInput = z.input<typeof tabelaPrecoFormSchema>;

/** GET credenciada/tabela-preco: filter id_credenciada (one clinic's tables) or balcao 1 (every counter table). */
export const tabelaPrecoListaQuerySchema = listQuerySchema(
  z.object({ id_credenciada: z.string().trim().optional(), balcao: flagField(0) }, { error: invalidValueMessage }),
);

/** A price table as the lists show it. */
export const tabelaPrecoResumoSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  nome: z.string(),
  id_credenciada: z.string(),
  credenciada_nome: z.string(),
  credenciada_uf: z.string().nullable(),
  credenciada_cidade: z.string().nullable(),
  /** Null: the counter table (every company). */
  id_empresa: z.string().nullable(),
  empresa_nome: z.string().nullable(),
  /** Null: every front of the company. */
  id_fdt: z.string().nullable(),
  fdt_descricao: z.string().nullable(),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  ativo: flag,
  /** In force today (active, within its validity): the Nova Consulta offers it. */
  vigente: flag,
});
export type TabelaPrecoResumo = z.infer<typeof tabelaPrecoResumoSchema>;

/** One exam's price in a table, cents. */
export const tabelaPrecoExameCadastroSchema = z.object({
  id_exa: z.string(),
  exame: z.string(),
  valor_venda: z.number().int(),
  valor_servico: z.number().int(),
  taxa_servico: flag,
  valor_total: z.number().int(),
  parceiros: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type TabelaPrecoExameCadastro = z.infer<typeof tabelaPrecoExameCadastroSchema>;

/** GET credenciada/tabela-preco/{id}: the table and its exams by name. */
export const tabelaPrecoCadastroSchema = tabelaPrecoResumoSchema.extend({ exames: z.array(tabelaPrecoExameCadastroSchema) });
export type TabelaPrecoCadastro = z.infer<typeof tabelaPrecoCadastroSchema>;
