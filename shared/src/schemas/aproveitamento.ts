import * as z from 'zod';
import { invalidOptionMessage, invalidValueMessage } from '../messages';
import { fieldLimits, idField, optionalText, versaoField, versaoSchema } from './fields';
import { consultaExternaRowSchema, consultaOrderSchema, scheduleDateField, tipoAsoField } from './consulta-externa';
import { pageSchema } from './list-query';
import { refSchema } from './pcmso';

/*
 * Exam reuse (aproveitamento de exames, spec 1 §2 "Company area only": consulta/aproveitamento…, §3 id_con_rea /
 * id_con_dem, §4): the company sees, for an employee, the exams the PCMSO asks for an ASO type with the employee's
 * last result of each, and chooses per exam to do it again, reuse a still-valid result (not done, not charged) or
 * show it as demonstrative; then orders the consultation with those choices (docs/api/atendimento-aproveitamento.md).
 */

/** What the company chooses for one exam. */
export const aproveitamentoEscolhas = ['realizar', 'reaproveitar', 'demonstrativo'] as const;
export type AproveitamentoEscolha = (typeof aproveitamentoEscolhas)[number];

/** Labels of the choices, as the screen shows them. */
export const aproveitamentoEscolhaLabels: Readonly<Record<AproveitamentoEscolha, string>> = {
  realizar: 'Realizar',
  reaproveitar: 'Reaproveitar',
  demonstrativo: 'Demonstrativo',
};

/**
 * Where the employee's last result of an exam stands on the schedule day: `valido` within the PCMSO's validity
 * (reusable); `periodo` past its validity but, in a periodic ASO, within its own periodicity (demonstrative only);
 * `vencido` neither; `alterado` an altered result (always redone, spec 1 §3); `sem_resultado` never done;
 * `clinico` the clinical exam (the consultation itself, always done).
 */
export const aproveitamentoSituacoes = ['valido', 'periodo', 'vencido', 'alterado', 'sem_resultado', 'clinico'] as const;
export type AproveitamentoSituacao = (typeof aproveitamentoSituacoes)[number];

const escolhaField = z.enum(aproveitamentoEscolhas, { error: invalidOptionMessage });

// GET consulta/aproveitamento/exame/{funcionario}

/**
 * The plan's query (flat parameters): the consultation's choices as in the new-consultation form; with
 * `id_tabela_preco` each exam also carries its price in that table.
 */
export const aproveitamentoExamesQuerySchema = z.object(
  {
    tipo_aso: tipoAsoField(),
    id_fdt: idField(),
    id_funcao: idField(),
    id_ghe: idField(),
    data_age: scheduleDateField(),
    periodicidade: z.coerce.number({ error: invalidOptionMessage }).int(invalidOptionMessage).nullish(),
    id_mf_fdt: idField({ optional: true }),
    id_mf_ghe: idField({ optional: true }),
    id_mf_funcao: idField({ optional: true }),
    id_tabela_preco: idField({ optional: true }),
    /**
     * The consultation whose choices are being edited: its date is kept, not chosen again, so the window rules
     * (not in the past, 15 days ahead) do not apply to it.
     */
    id_consulta: idField({ optional: true }),
  },
  { error: invalidValueMessage },
);
export type AproveitamentoExamesQuery = z.input<typeof aproveitamentoExamesQuerySchema>;

/** The employee's last result of an exam. */
export const ultimoResultadoSchema = z.object({
  /** The consultation it was done in. */
  id_con: z.number().int(),
  /** The day it was done (ISO). */
  data: z.string(),
  /** Last day it is valid by the PCMSO (ISO), null when the PCMSO gives no validity. */
  validade: z.string().nullable(),
  vencido: z.boolean(),
  alterado: z.boolean(),
});
export type UltimoResultado = z.infer<typeof ultimoResultadoSchema>;

/** One exam of the plan: the PCMSO rule, the last result, where it stands, and the choices it allows. */
export const aproveitamentoExameSchema = z.object({
  id_exa: z.string(),
  exame: z.string(),
  id_pcmso_exame: z.string(),
  /** PCMSO validity of a result (days) and periodicity (months). */
  validade_pcmso: z.number().int(),
  periodicidade_pcmso: z.number().int(),
  ultimo: ultimoResultadoSchema.nullable(),
  situacao: z.enum(aproveitamentoSituacoes),
  /** The choices this exam allows; `realizar` always. */
  opcoes: z.array(z.enum(aproveitamentoEscolhas)),
  /** What the normal order would do with it (the screen's initial choice). */
  padrao: z.enum(aproveitamentoEscolhas),
  /** The consultation a reused or demonstrative result comes from. */
  id_con_origem: z.number().int().nullable(),
  /** With id_tabela_preco: the exam's price in that table (cents, charged only when done) and its error. */
  valor_total: z.number().int().nullable(),
  erro: z.string().nullable(),
  /** Partners the table allows for this exam (with id_tabela_preco). */
  parceiros: z.array(refSchema),
});
export type AproveitamentoExame = z.infer<typeof aproveitamentoExameSchema>;

export const aproveitamentoPlanoSchema = z.object({ exames: z.array(aproveitamentoExameSchema) });
export type AproveitamentoPlano = z.infer<typeof aproveitamentoPlanoSchema>;

// PUT consulta/aproveitamento/cadastrar, POST consulta/aproveitamento/{consulta}/editar

/** The choice for one exam (absent: what the normal order would do) and, for an exam to do, its partner. */
export const aproveitamentoExameEscolhaSchema = z.object(
  { id_exa: idField(), aproveitar: escolhaField.nullish(), id_par: idField({ optional: true }) },
  { error: invalidValueMessage },
);
export type AproveitamentoExameEscolha = z.infer<typeof aproveitamentoExameEscolhaSchema>;

const escolhasField = () =>
  z
    .array(aproveitamentoExameEscolhaSchema, { error: invalidValueMessage })
    .max(200, invalidValueMessage)
    .nullish()
    .transform((value) => value ?? []);

/** The order with per-exam choices: the new-consultation form's fields, prices always the server's. */
export const aproveitamentoCadastroSchema = consultaOrderSchema(escolhasField());
export type AproveitamentoCadastro = z.infer<typeof aproveitamentoCadastroSchema>;
export type AproveitamentoCadastroInput = z.input<typeof aproveitamentoCadastroSchema>;

/** Editing changes the choices (and notes) only: employee, position, type, date and table stay. */
export const aproveitamentoEdicaoSchema = z.object(
  // versao: the consultation's version the form read; required (issue 12 item 3).
  { exames: escolhasField(), obs: optionalText(fieldLimits.notes), versao: versaoField() },
  { error: invalidValueMessage },
);
export type AproveitamentoEdicaoInput = z.input<typeof aproveitamentoEdicaoSchema>;

export const aproveitamentoSavedSchema = z.object({ id: z.string() });

// GET consulta/aproveitamento (list), GET consulta/aproveitamento/{consulta}

/** A row of the list: the consultation's row and how many exams it reuses or shows from another one. */
export const aproveitamentoRowSchema = consultaExternaRowSchema.extend({
  reaproveitados: z.number().int(),
  demonstrativos: z.number().int(),
});
export type AproveitamentoRow = z.infer<typeof aproveitamentoRowSchema>;

export const aproveitamentoPageSchema = pageSchema(aproveitamentoRowSchema);

/** An exam of a stored consultation with the choice it carries. */
export const aproveitamentoConsultaExameSchema = z.object({
  id_exa: z.string(),
  nome: z.string(),
  aproveitar: z.enum(aproveitamentoEscolhas),
  id_con_rea: z.number().int().nullable(),
  id_con_dem: z.number().int().nullable(),
  /** The date of the earlier result a reused or demonstrative exam shows. */
  dt_exame: z.string().nullable(),
  /** Cents charged (0 when reused or demonstrative). */
  valor: z.number().int(),
  parceiro: refSchema.nullable(),
});
export type AproveitamentoConsultaExame = z.infer<typeof aproveitamentoConsultaExameSchema>;

/** One consultation as the edit form opens it. */
export const aproveitamentoDetailSchema = z.object({
  consulta: consultaExternaRowSchema,
  /** The consultation's version, sent back with the edit (issue 12 item 3). */
  versao: versaoSchema,
  /** The form's values (ids as stored). */
  form: z.object({
    id_funcionario: z.string(),
    id_fdt: z.string(),
    id_funcao: z.string(),
    id_ghe: z.string().nullable(),
    tipo_aso: z.number().int(),
    periodicidade: z.number().int().nullable(),
    data_age: z.string(),
    pcd: z.union([z.literal(0), z.literal(1)]),
    id_tabela_preco: z.string().nullable(),
    obs: z.string().nullable(),
    id_mf_fdt: z.string().nullable(),
    id_mf_ghe: z.string().nullable(),
    id_mf_funcao: z.string().nullable(),
  }),
  exames: z.array(aproveitamentoConsultaExameSchema),
  total: z.number().int(),
  /** The choices can change while the consultation is scheduled (54), not generated and not deleted. */
  editavel: z.boolean(),
  /** Why not, when not. */
  motivo: z.string().nullable(),
});
export type AproveitamentoDetail = z.infer<typeof aproveitamentoDetailSchema>;
