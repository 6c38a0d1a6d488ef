import * as z from 'zod';
import { aptidao as aptidaoCodes } from '../codes';
import {
  aplicarAptidao,
  liberacaoArquivoCampos,
  statusAptidaoMismatchMessage,
  statusLiberacao,
  treinamentoFields,
  type StatusLiberacao,
} from '../liberacao-rules';
import {
  invalidOptionMessage,
  invalidValueMessage,
  maxChars,
  passwordRequiredMessage,
  requiredMessage,
} from '../messages';
import { anexoArquivoFields, anexoSlotSchema } from './anexo';
import { fieldLimits } from './fields';
import { pageSchema } from './list-query';

/*
 * Releasing and cancelling a definitive consultation (spec 1 §3, §4, §5; docs/api/atendimento-liberacao.md): the
 * attachment's upload slot (a presigned POST), the release form, the cancel form and the release history. The
 * same schemas serve the clinic (credenciada), the company (empresa) and the back office (web); the company's
 * release form requires every field but exames and obs (spec 1 §3).
 */

/** The areas a release comes from; only 'empresa' changes the rules. */
export type LiberacaoArea = 'credenciada' | 'empresa' | 'web';

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** A number sent as a number or as digits ('' and null are no value). */
const looseNumber = (value: unknown) => (missing(value) ? undefined : typeof value === 'string' ? Number(value) : value);

const senhaField = z
  .string({ error: passwordRequiredMessage })
  .refine((value) => value.trim() !== '', { error: passwordRequiredMessage });

// POST …/liberacao/{id_con}/arquivo

/** One attachment about to be sent: which field, its name, size and (informative) browser type. */
export const liberacaoArquivoRequestSchema = z.object(
  { campo: z.enum(liberacaoArquivoCampos, { error: invalidOptionMessage }), ...anexoArquivoFields },
  { error: invalidValueMessage },
);
export type LiberacaoArquivoRequest = z.infer<typeof liberacaoArquivoRequestSchema>;

/** The upload slot of one attachment ({@link anexoSlotSchema}); the release then names `id` in its `campo`. */
export const liberacaoArquivoSlotSchema = anexoSlotSchema.extend({ campo: z.enum(liberacaoArquivoCampos) });
export type LiberacaoArquivoSlot = z.infer<typeof liberacaoArquivoSlotSchema>;

// POST …/liberacao/{id_con}/cadastrar

const aptidaoField = z.preprocess(
  looseNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) })
    .int({ error: invalidOptionMessage })
    .refine((value) => (Object.values(aptidaoCodes) as number[]).includes(value), { error: invalidOptionMessage }),
);

const statusField = z.preprocess(
  looseNumber,
  z
    .number({ error: invalidOptionMessage })
    .int({ error: invalidOptionMessage })
    .refine((value) => (statusLiberacao as readonly number[]).includes(value), { error: invalidOptionMessage })
    .optional(),
);

/** A special-training answer: 1 apt, 2 unfit, 3 not applicable (0 = no answer, what an unfit ASO stores). */
const treinamentoField = z.preprocess(
  looseNumber,
  z
    .number({ error: invalidOptionMessage })
    .int({ error: invalidOptionMessage })
    .min(0, invalidOptionMessage)
    .max(3, invalidOptionMessage)
    .optional(),
);

/** An upload id from the '…/arquivo' answer. */
const uploadIdField = z.preprocess(
  (value) => (missing(value) ? undefined : value),
  z.string({ error: invalidValueMessage }).trim().min(1).max(100, invalidValueMessage).optional(),
);

const liberacaoBaseSchema = z.object(
  {
    id_tipo_status: statusField,
    aptidao: aptidaoField,
    te_alt: treinamentoField,
    te_esp: treinamentoField,
    te_ele: treinamentoField,
    te_ali: treinamentoField,
    obs: z.string({ error: invalidValueMessage }).trim().max(fieldLimits.text, maxChars(fieldLimits.text)).nullish(),
    senha: senhaField,
    arquivo_aso: uploadIdField,
    arquivo_femo: uploadIdField,
    arquivo_exame: uploadIdField,
    /** The consultation's exams with altered results (redone at the next periodic). */
    exames: z
      .array(z.string({ error: invalidValueMessage }).min(1).max(100), { error: invalidValueMessage })
      .max(200, invalidValueMessage)
      .nullish(),
  },
  { error: invalidValueMessage },
);

type LiberacaoRaw = z.output<typeof liberacaoBaseSchema>;

/** The release as the server writes it: the aptitude's locks applied. */
export interface LiberacaoForm {
  id_tipo_status: StatusLiberacao;
  aptidao: 1 | 2 | 5 | 6;
  te_alt: number;
  te_esp: number;
  te_ele: number;
  te_ali: number;
  obs: string | null;
  senha: string;
  arquivo_aso: string | null;
  arquivo_femo: string | null;
  arquivo_exame: string | null;
  exames: string[];
}

function liberacaoSchemaOf(area: LiberacaoArea) {
  return liberacaoBaseSchema
    .superRefine((form: LiberacaoRaw, ctx) => {
      const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: requiredMessage });
      const applied = aplicarAptidao({ aptidao: form.aptidao as 1 | 2 | 5 | 6, id_tipo_status: form.id_tipo_status ?? null });
      if (!applied.statusValido) {
        ctx.addIssue({ code: 'custom', path: ['id_tipo_status'], message: statusAptidaoMismatchMessage });
      }
      if (area !== 'empresa') return;
      // The company's form requires every field but exames and obs (spec 1 §3); te_* are locked at 0 for 5.
      if (form.id_tipo_status === undefined) required('id_tipo_status');
      if (form.aptidao !== aptidaoCodes.inapto) {
        for (const field of treinamentoFields) {
          if (form[field] === undefined || form[field] === 0) required(field);
        }
      }
      for (const campo of liberacaoArquivoCampos) if (form[campo] === undefined) required(campo);
    })
    .transform((form): LiberacaoForm => {
      const aptidao = form.aptidao as 1 | 2 | 5 | 6;
      const applied = aplicarAptidao({ ...form, aptidao });
      return {
        id_tipo_status: applied.id_tipo_status,
        aptidao,
        te_alt: applied.te_alt,
        te_esp: applied.te_esp,
        te_ele: applied.te_ele,
        te_ali: applied.te_ali,
        obs: form.obs ? form.obs : null,
        senha: form.senha,
        arquivo_aso: form.arquivo_aso ?? null,
        arquivo_femo: form.arquivo_femo ?? null,
        arquivo_exame: form.arquivo_exame ?? null,
        exames: [...new Set(form.exames ?? [])],
      };
    });
}

/** The clinic's and the back office's release form: aptitude and password required, the rest optional. */
export const liberacaoFormSchema = liberacaoSchemaOf('credenciada');
/** The company's release form: every field but exames and obs required (spec 1 §3). */
export const liberacaoEmpresaFormSchema = liberacaoSchemaOf('empresa');
export type LiberacaoFormInput = z.input<typeof liberacaoFormSchema>;

/**
 * The release form's schema for an area.
 *
 * @example liberacaoFormSchemaFor('empresa').safeParse(body)
 */
export function liberacaoFormSchemaFor(area: LiberacaoArea) {
  return area === 'empresa' ? liberacaoEmpresaFormSchema : liberacaoFormSchema;
}

// POST …/liberacao/{id_con}/cancelar

/** The cancellation (spec 1 §3): the reason (up to 1000 characters) and the user's password. */
export const cancelamentoFormSchema = z
  .object(
    {
      obs: z
        .string({ error: invalidValueMessage })
        .trim()
        .max(fieldLimits.cancellationReason, maxChars(fieldLimits.cancellationReason))
        .nullish(),
      senha: senhaField,
    },
    { error: invalidValueMessage },
  )
  .transform((form) => ({ obs: form.obs ? form.obs : null, senha: form.senha }));
export type CancelamentoFormInput = z.input<typeof cancelamentoFormSchema>;
export type CancelamentoForm = z.output<typeof cancelamentoFormSchema>;

// GET …/liberacao/{id_con}: the release history ('Histórico de Liberação')

export const liberacaoArquivoSchema = z.object({
  campo: z.enum(liberacaoArquivoCampos),
  nome: z.string(),
  /** A short-lived download address (presigned GET, 15 minutes). */
  url: z.string(),
});

/** One release or cancellation of a consultation, newest first. */
export const liberacaoRowSchema = z.object({
  id: z.string(),
  tipo: z.enum(['liberacao', 'cancelamento']),
  tipo_status: z.object({ id: z.number().int(), descricao: z.string() }),
  aptidao: z.object({ valor: z.number().int(), descricao: z.string() }).nullable(),
  te_alt: z.number().int().nullable(),
  te_esp: z.number().int().nullable(),
  te_ele: z.number().int().nullable(),
  te_ali: z.number().int().nullable(),
  obs: z.string().nullable(),
  usuario: z.object({ id: z.string(), nome: z.string() }),
  created_at: z.string(),
  arquivos: z.array(liberacaoArquivoSchema),
  exames_alterados: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type LiberacaoRow = z.infer<typeof liberacaoRowSchema>;

export const liberacaoPageSchema = pageSchema(liberacaoRowSchema);
export type LiberacaoPage = z.infer<typeof liberacaoPageSchema>;
