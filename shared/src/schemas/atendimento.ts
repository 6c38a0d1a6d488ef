import * as z from 'zod';
import { femoAnswer, lookupSizes, typeListCodes, typeLists } from '../codes';
import { invalidOptionMessage, invalidValueMessage, maxChars, requiredMessage } from '../messages';
import {
  consultaExternaListFilterSchema,
  consultaExternaRowSchema,
} from './consulta-externa';
import { fieldLimits, idField, numberField, optionalText, tipoField, versaoField, versaoSchema } from './fields';
import { listQuerySchema, pageSchema } from './list-query';
import { pcmsoExameSchema, refSchema } from './pcmso';

/*
 * The clinic's attendance (spec 1 §2 "Accredited clinic", §3, §7; docs/api/atendimento.md): the clinic's list of
 * external consultations, the definitive consultation (id_con) as the clinic, the company and the back office see
 * it, its exams, the employee's consultation history and the FEMO form. The release and the cancellation live in
 * ./liberacao.ts.
 */

const tipoRef = z.object({ id: z.number().int(), descricao: z.string() });
const flag = z.union([z.literal(0), z.literal(1)]);

// GET consulta/externa (clinic area)

/**
 * The clinic list's filter (spec 1 §7): company, employee, status, ASO type, creation dates, schedule dates
 * (default: 60 days back to today, shared `dateWindows.consultaExternaCredenciada`) and `deleted` (0 leaves the
 * deleted rows out). The clinic is the session's, never a filter.
 */
export const consultaCredenciadaListFilterSchema = consultaExternaListFilterSchema
  .omit({ id_credenciada: true })
  .extend({ id_empresa: consultaExternaListFilterSchema.shape.id_credenciada });
export type ConsultaCredenciadaListFilter = z.input<typeof consultaCredenciadaListFilterSchema>;

export const consultaCredenciadaListQuerySchema = listQuerySchema(consultaCredenciadaListFilterSchema);
export type ConsultaCredenciadaListQuery = z.input<typeof consultaCredenciadaListQuerySchema>;

/** A row of the clinic's list: the company's row plus whether 'iniciar atendimento' is offered (status 54). */
export const consultaCredenciadaRowSchema = consultaExternaRowSchema.extend({ pode_iniciar: z.boolean() });
export type ConsultaCredenciadaRow = z.infer<typeof consultaCredenciadaRowSchema>;

export const consultaCredenciadaPageSchema = pageSchema(consultaCredenciadaRowSchema);

// GET consulta/externa/{id}/gerar (start attendance)

/** The answer of 'iniciar atendimento': the definitive consultation, whose page the browser opens. */
export const consultaGeradaSchema = z.object({ id_con: z.number().int() });
export type ConsultaGerada = z.infer<typeof consultaGeradaSchema>;

// GET consulta/{id_con} (clinic), GET empresa/consulta/{idcon} (company and back office)

/** What the consultation allows now (consulta-view rules, shared by every area). */
export const consultaAcoesSchema = z.object({
  /** Release and cancel: from 55, 56, 68, 69 only. */
  pode_liberar: z.boolean(),
  pode_cancelar: z.boolean(),
  /** The generated ASO prints at 66 or 67. */
  aso_imprimivel: z.boolean(),
  /** The FEMO is part of the attendance: editable until closed or released. */
  femo_editavel: z.boolean(),
});
export type ConsultaAcoes = z.infer<typeof consultaAcoesSchema>;

/** The screen's alert (spec 1 §2 "Consultation actions screen"): 66 success with the release date, 57/58 error. */
export const consultaAlertaSchema = z.object({ tipo: z.enum(['sucesso', 'erro']), texto: z.string() });
export type ConsultaAlerta = z.infer<typeof consultaAlertaSchema>;

/** A linked document opened in a new tab with ?token=…: `url` is relative to the area's API base. */
export const documentoLinkSchema = z.object({ hash: z.string(), url: z.string() });

/** The definitive consultation (spec 1 §3 "Consultation (definitive)"), read-only, with what it allows. */
export const consultaViewSchema = z.object({
  id_con: z.number().int(),
  /** The external consultation it was generated from. */
  id_consulta_externa: z.string(),
  /** 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm' (São Paulo). */
  data_age: z.string(),
  /** When attendance started (ISO instant). */
  dt_cad: z.string(),
  empresa: refSchema,
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string() }),
  funcao: refSchema,
  fdt: z.object({ id: z.string(), descricao: z.string(), pcmso: z.string().nullable() }),
  ghe: z.object({ id: z.string(), ghe: z.string(), descricao: z.string() }).nullable(),
  tipo_aso: tipoRef,
  tipo_status: tipoRef.extend({ bloqueado: flag }),
  credenciada: z.object({ id: z.string(), nome: z.string(), telefone: z.string().nullable() }),
  obs: z.string().nullable(),
  /** Set by the release (1, 2, 5, 6), null before. */
  aptidao: z.number().int().nullable(),
  te_alt: z.number().int().nullable(),
  te_esp: z.number().int().nullable(),
  te_ele: z.number().int().nullable(),
  te_ali: z.number().int().nullable(),
  /** ISO instants of the release and the cancellation, null when none. */
  liberada_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  revisao: z.number().int().nullable(),
  /** Cents: the sum of the exams' values. */
  valor: z.number().int(),
  acoes: consultaAcoesSchema,
  /** The generated ASO (consulta/aso/{hash}), when printable. */
  aso: documentoLinkSchema.nullable(),
  /** The FEMO PDF (consulta/femo/{hash}/gerar, or empresa/consulta/femo/… for company and web), once saved. */
  femo_pdf: z.string().nullable(),
  /** 'Exames Vinculados no PCMSO' of its GHE (read-only tab). */
  pcmso: z.array(pcmsoExameSchema),
  alerta: consultaAlertaSchema.nullable(),
});
export type ConsultaView = z.infer<typeof consultaViewSchema>;

// GET consulta/exame/{id_con}, GET empresa/consulta/exame/{idcon}

/** An exam of the definitive consultation. */
export const consultaExameSchema = z.object({
  id: z.string(),
  exame: refSchema,
  parceiro: refSchema.nullable(),
  /** The exam's date ('yyyy-mm-dd'): the schedule date, or the earlier result's date when reused/demonstrative. */
  data: z.string().nullable(),
  /** Cents; 0 when reused or demonstrative. */
  valor: z.number().int(),
  id_con_rea: z.number().int().nullable(),
  id_con_dem: z.number().int().nullable(),
  /** Marked altered by the release: must be redone at the next periodic (spec 1 §3). */
  alterado: z.boolean(),
  /** When the partner marked it done (ISO instant), null otherwise. */
  realizado_em: z.string().nullable(),
});
export type ConsultaExame = z.infer<typeof consultaExameSchema>;

// GET consulta (history modal)

/**
 * The history's filter (spec 1 §7): the employee (required), the creation window (default 5 years back for a
 * clinic, 10 for a company, to 30 days ahead: `dateWindows.historicoCredenciada` / `historicoEmpresa`).
 */
export const historicoConsultasFilterSchema = z.object(
  {
    id_funcionario: idField(),
    id_empresa: idField({ optional: true }),
    created_at: consultaExternaListFilterSchema.shape.created_at,
  },
  { error: invalidValueMessage },
);
export type HistoricoConsultasFilter = z.input<typeof historicoConsultasFilterSchema>;

export const historicoConsultasQuerySchema = listQuerySchema(
  historicoConsultasFilterSchema,
  lookupSizes.consultasFuncionario,
);
export type HistoricoConsultasQuery = z.input<typeof historicoConsultasQuerySchema>;

export const historicoConsultaSchema = z.object({
  id_con: z.number().int(),
  dt_cad: z.string(),
  data_age: z.string(),
  tipo_aso: tipoRef,
  tipo_status: tipoRef,
  credenciada: z.object({ nome: z.string() }),
  exames: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      data: z.string().nullable(),
      id_con_rea: z.number().int().nullable(),
      id_con_dem: z.number().int().nullable(),
    }),
  ),
});
export type HistoricoConsulta = z.infer<typeof historicoConsultaSchema>;

export const historicoConsultasPageSchema = pageSchema(historicoConsultaSchema);

// GET consulta/femo/{id_con}, POST consulta/femo/{id_con}/editar

/** The FEMO's type lists (spec 1 §9) and the field each one feeds (inferred mapping, docs/decisions.md). */
export const femoListas = {
  grau_estudo: typeListCodes.grauEstudo,
  resposta: typeListCodes.femoResposta,
  q3: 134,
  q4: 139,
  q5: 144,
  q6: 152,
  q7: 158,
  q8: 164,
  q9: 167,
  exame_fisico: 171,
  conclusao: 180,
} as const;

/** The yes/no questions (answer list 131; 133 = no): a description is required only when the answer is not 133. */
export const femoPerguntas = {
  q10: 'Já sofreu acidente de trabalho?',
  q11: 'Já teve doença relacionada ao trabalho?',
  q12: 'Já esteve afastado do trabalho (INSS)?',
  q13: 'Faz uso de medicação contínua?',
  q14: 'Já foi submetido a cirurgia?',
  q15: 'Possui alguma alergia?',
  q16: 'Possui alguma deficiência?',
  q17: 'Está em tratamento médico?',
} as const;
export type FemoPergunta = keyof typeof femoPerguntas;
export const femoPerguntaIds = Object.keys(femoPerguntas) as FemoPergunta[];

/** The multi-choice groups: the ids chosen from each one's list (any number, none allowed). */
export const femoGrupos = {
  q3: 'Antecedentes familiares',
  q4: 'Hábitos',
  q5: 'Antecedentes pessoais',
  q6: 'Queixas atuais',
  q7: 'Riscos ocupacionais referidos',
  q8: 'Correção visual',
  q9: 'Vacinação',
  exame_fisico: 'Exame físico: sistemas com alteração',
} as const;
export type FemoGrupo = keyof typeof femoGrupos;
export const femoGrupoIds = Object.keys(femoGrupos) as FemoGrupo[];

/** The description field of a yes/no question: 'q10' → 'q10_descricao'. */
export function femoDescricaoField<Q extends FemoPergunta>(pergunta: Q): `${Q}_descricao` {
  return `${pergunta}_descricao`;
}

/** Whether a question's description is enabled and required: its answer is given and is not 133 (spec 1 §4). */
export function femoDescricaoHabilitada(resposta: number | null | undefined): boolean {
  return resposta !== null && resposta !== undefined && resposta !== femoAnswer.nao;
}

/** A blood pressure reading: up to 3 digits (spec 1 §3, §5). */
const pressaoField = () =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string({ error: requiredMessage })
        .trim()
        .min(1, requiredMessage)
        .max(fieldLimits.bloodPressure, maxChars(fieldLimits.bloodPressure))
        .regex(/^\d*$/, invalidValueMessage),
    );

/** A multi-choice group: ids of list `parent`; absent or null means none chosen. */
const grupoField = (parent: number) =>
  z
    .array(tipoField(parent), { error: invalidOptionMessage })
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b));

const perguntaFields = Object.fromEntries(
  femoPerguntaIds.flatMap((q) => [
    [q, tipoField(femoListas.resposta)],
    [femoDescricaoField(q), optionalText(fieldLimits.notes)],
  ]),
) as Record<FemoPergunta, ReturnType<typeof tipoField>> &
  Record<`${FemoPergunta}_descricao`, ReturnType<typeof optionalText>>;

const grupoFields = Object.fromEntries(femoGrupoIds.map((g) => [g, grupoField(femoListas[g])])) as Record<
  FemoGrupo,
  ReturnType<typeof grupoField>
>;

/**
 * The FEMO form (spec 1 §3): education, weight (kg), height (m), blood pressure, the yes/no questions with their
 * descriptions, the multi-choice groups, the conclusion and notes. A description is required when its answer is
 * not 133 and dropped (null) when it is.
 */
export const femoFormSchema = z
  .object(
    {
      grau_estudo: tipoField(femoListas.grau_estudo),
      peso: numberField(),
      altura: numberField(),
      pa1: pressaoField(),
      pa2: pressaoField(),
      ...perguntaFields,
      ...grupoFields,
      conclusao: tipoField(femoListas.conclusao),
      observacoes: optionalText(fieldLimits.text),
      /** The version of the FEMO the form read (0 before the first save); the save requires it (issue 12 item 3). */
      versao: versaoField(),
    },
    { error: invalidValueMessage },
  )
  .superRefine((form, ctx) => {
    for (const q of femoPerguntaIds) {
      const descricao = form[femoDescricaoField(q)];
      // An answer outside list 131 already has its own error.
      const answered = typeLists[femoListas.resposta]?.some((item) => item.id === form[q]);
      if (answered && femoDescricaoHabilitada(form[q]) && !descricao) {
        ctx.addIssue({ code: 'custom', path: [femoDescricaoField(q)], message: requiredMessage });
      }
    }
  })
  .transform((form) => {
    const out: Record<string, unknown> = { ...form };
    for (const q of femoPerguntaIds) {
      const field = femoDescricaoField(q);
      out[field] = femoDescricaoHabilitada(form[q]) ? (form[field] ?? null) : null;
    }
    out.observacoes = form.observacoes ?? null;
    // The version travels beside the form, not in it: the server checks it and stores the form without it.
    delete out.versao;
    return { ...(out as FemoFormShape), versao: form.versao };
  });

/** The stored FEMO (what GET answers and the PDF prints). */
export type FemoFormShape = {
  grau_estudo: number;
  peso: number;
  altura: number;
  pa1: string;
  pa2: string;
  conclusao: number;
  observacoes: string | null;
} & Record<FemoPergunta, number> &
  Record<`${FemoPergunta}_descricao`, string | null> &
  Record<FemoGrupo, number[]>;
export type FemoForm = FemoFormShape;
export type FemoFormInput = z.input<typeof femoFormSchema>;

const tipoItemSchema = z.object({ id: z.number().int(), descricao: z.string() });

/** GET consulta/femo/{id_con}: the stored form (null before the first save), whether it can change, the lists. */
export const femoViewSchema = z.object({
  id_con: z.number().int(),
  femo: z.record(z.string(), z.unknown()).nullable(),
  editavel: z.boolean(),
  /** The PDF link once saved (consulta/femo/{hash}/gerar, open with ?token=…). */
  pdf: z.string().nullable(),
  /** Items of each FEMO list by parent code (122, 131, 134 … 180). */
  tipos: z.record(z.string(), z.array(tipoItemSchema)),
  atualizado_em: z.string().nullable(),
  /** The stored FEMO's version (0 before the first save): the save sends it back (issue 12 item 3). */
  versao: versaoSchema,
});
export type FemoView = Omit<z.infer<typeof femoViewSchema>, 'femo'> & { femo: FemoForm | null };

/** Token of a document opened in a new tab (FEMO PDF). */
export const documentoQuerySchema = z.object({ token: z.string().optional() });
