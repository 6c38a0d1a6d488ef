import * as z from 'zod';
import { invalidValueMessage, requiredMessage } from '../messages';
import { anexoArquivoFields, anexoSlotSchema } from './anexo';
import { dateField, dateRangeField, fieldLimits, optionalText } from './fields';
import { listQuerySchema, pageSchema } from './list-query';
import { refSchema } from './pcmso';

/*
 * The partner area (issue 11; docs/api/atendimento-parceiro.md): a laboratory or provider (parceiro) chosen per exam
 * when the company ordered the consultation sees the exams assigned to it, sends each result file straight to S3
 * (a presigned POST, like the release attachments: jpg, png, jpeg, pdf, zip up to 50 MB) and marks the exam done.
 */

const tipoRef = z.object({ id: z.number().int(), descricao: z.string() });

/** Where an exam stands for its partner: to do, done, or its consultation was cancelled (57/58) before it was done. */
export const parceiroExameSituacoes = ['pendente', 'realizado', 'cancelada'] as const;
export type ParceiroExameSituacao = (typeof parceiroExameSituacoes)[number];

/** The words the screens show for each situation. */
export const parceiroExameSituacaoLabels: Readonly<Record<ParceiroExameSituacao, string>> = {
  pendente: 'Pendente',
  realizado: 'Realizado',
  cancelada: 'Consulta cancelada',
};

/** The default window of the list: exam days 30 days back to 30 days ahead. */
export const parceiroExamesWindow = { daysBefore: 30, daysAfter: 30 } as const;


// GET parceiro/exame

/**
 * The list's filter: `situacao` 'pendente' (not done yet) or 'realizado' (done); `data`, the exam days (default 30
 * days back to 30 ahead). `search` (outside the filter) matches the employee's name, CPF digits or the
 * consultation's number.
 */
export const parceiroExameListFilterSchema = z.object(
  {
    situacao: z.enum(['pendente', 'realizado'], { error: invalidValueMessage }).optional(),
    data: dateRangeField().optional(),
  },
  { error: invalidValueMessage },
);
export type ParceiroExameListFilter = z.input<typeof parceiroExameListFilterSchema>;

export const parceiroExameListQuerySchema = listQuerySchema(parceiroExameListFilterSchema);
export type ParceiroExameListQuery = z.input<typeof parceiroExameListQuerySchema>;

/** The stored result file: its name and the link that opens it (relative to the area's API base; add ?token=). */
export const parceiroArquivoLinkSchema = z.object({ nome: z.string(), url: z.string() });

/** A row of the partner's list: one exam assigned to it. */
export const parceiroExameRowSchema = z.object({
  /** The exam's id (the page's :consulta parameter). */
  id: z.string(),
  /** The consultation number. */
  id_con: z.number().int(),
  exame: refSchema,
  /** The exam day ('yyyy-mm-dd'): the schedule day, then the day the partner says it was done. */
  data: z.string(),
  empresa: refSchema,
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string().nullable() }),
  credenciada: z.object({ nome: z.string() }),
  situacao: z.enum(parceiroExameSituacoes),
  /** When the partner marked it done (ISO instant), null before. */
  realizado_em: z.string().nullable(),
  arquivo: parceiroArquivoLinkSchema.nullable(),
});
export type ParceiroExameRow = z.infer<typeof parceiroExameRowSchema>;

export const parceiroExamePageSchema = pageSchema(parceiroExameRowSchema);
export type ParceiroExamePage = z.infer<typeof parceiroExamePageSchema>;

// GET parceiro/exame/{id}

/** One exam, with its consultation and what the partner may do now. */
export const parceiroExameSchema = parceiroExameRowSchema.extend({
  consulta: z.object({
    /** 'yyyy-mm-ddTHH:mm' or 'yyyy-mm-dd' (São Paulo). */
    data_age: z.string(),
    tipo_aso: tipoRef,
    tipo_status: tipoRef,
    funcao: z.string(),
  }),
  obs: z.string().nullable(),
  /** Whether 'Marcar como realizado' is offered (first marking, or replacing the file before the release). */
  pode_realizar: z.boolean(),
  /** Why not, when not (pt-BR). */
  motivo: z.string().nullable(),
  /** The date picker's bounds: the schedule day to today. */
  data_minima: z.string(),
  data_maxima: z.string(),
});
export type ParceiroExame = z.infer<typeof parceiroExameSchema>;

// POST parceiro/exame/{id}/arquivo

/** The result file about to be sent: its name, size and (informative) browser type. */
export const parceiroArquivoRequestSchema = z.object(anexoArquivoFields, { error: invalidValueMessage });
export type ParceiroArquivoRequest = z.input<typeof parceiroArquivoRequestSchema>;

/** The upload slot of the result file ({@link anexoSlotSchema}); 'Marcar como realizado' then names `id` in `arquivo`. */
export const parceiroArquivoSlotSchema = anexoSlotSchema;
export type ParceiroArquivoSlot = z.infer<typeof parceiroArquivoSlotSchema>;

// POST parceiro/exame/{id}/realizar

/** 'Marcar como realizado': the day done, the upload id of the result file, notes. */
export const parceiroRealizarSchema = z.object(
  {
    data: dateField(),
    arquivo: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(400, invalidValueMessage),
    obs: optionalText(fieldLimits.notes),
  },
  { error: invalidValueMessage },
);
export type ParceiroRealizar = z.infer<typeof parceiroRealizarSchema>;
export type ParceiroRealizarInput = z.input<typeof parceiroRealizarSchema>;

/** Token of the result file opened in a new tab. */
export const parceiroArquivoQuerySchema = z.object({ token: z.string().optional() });
