import * as z from 'zod';
import { ltcatCodes } from '../codes';
import { campoFaltanteDoModo } from '../ltcat-rules';
import { invalidValueMessage, ltcatVencimentoAnteriorMessage, requiredMessage } from '../messages';
import { anexoArquivoFields } from './anexo';
import { dateField, dateRangeField, fieldLimits, idField, optionalText, requiredText, tipoField, versaoField, versaoSchema } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * The LTCAT record (issue 15; spec 3 §2.3, §3, §4, §7): GET ltcat (filter id_empresa, vencimento), GET ltcat/{id},
 * POST ltcat/cadastrar, POST ltcat/editar, POST ltcat/deletar {ids}, GET ltcat/ultima-revisao/{fdt}; and its
 * attachments (Documentos e Anexos): GET ltcat/anexo/{ltcat}[/{id}], POST …/upload (presigned POST), …/editar,
 * …/deletar. The revision rules are shared/src/ltcat-rules.ts.
 */

const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

const isoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** GET ltcat: search (company name, observation), the company and an expiry range [start, end]. */
export const ltcatListQuerySchema = listQuerySchema(
  z
    .object({
      id_empresa: optionalId,
      vencimento: dateRangeField().nullish(),
    })
    .optional(),
);
export type LtcatListQuery = z.input<typeof ltcatListQuerySchema>;

/**
 * POST ltcat/cadastrar and ltcat/editar. On edit the company, front, creation mode, revision type and copy sources
 * are the record's (sent back, ignored): the revision chain of a front never changes once written.
 */
export const ltcatFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    id_emp: idField(),
    id_fdt: idField(),
    /** Creation mode (list 203): 228 from scratch (default), 205 copy of a PPRA, 206 copy of an LTCAT. */
    id_tipo_ltcat: tipoField(ltcatCodes.listaModoCriacao, { optional: true }).transform((value) => value ?? ltcatCodes.tipoLtcatPadrao),
    /** Revision type (list 1): 2 the first (default), 3 or 4 a revision. */
    id_tipo_revisao: tipoField(ltcatCodes.listaTipoRevisao, { optional: true }).transform((value) => value ?? ltcatCodes.revisaoPrimeira),
    data: dateField(),
    vencimento: dateField(),
    /** The PPRA revision to copy (mode 205). */
    id_rev: optionalId,
    /** The LTCAT to copy (mode 206). */
    id_ltcat: optionalId,
    /** The responsible professional (Configurações › Profissionais). */
    id_res: optionalId,
    /** The document model (ltcat/modelo). */
    id_mod: optionalId,
    obs: optionalText(fieldLimits.notes),
  })
  .superRefine(
    (form, ctx) => {
      if (isoDate(form.data) && isoDate(form.vencimento) && form.vencimento < form.data) {
        ctx.addIssue({ code: 'custom', path: ['vencimento'], message: ltcatVencimentoAnteriorMessage });
      }
      if (!form.id) {
        const campo = campoFaltanteDoModo(form);
        if (campo) ctx.addIssue({ code: 'custom', path: [campo], message: requiredMessage });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LtcatForm = z.output<typeof ltcatFormSchema>;
export type LtcatFormInput = z.input<typeof ltcatFormSchema>;

/** A revision as the alert shows it (spec 3 §2.3: number, description, date and parent revision). */
export const ltcatRevisaoResumoSchema = z.object({
  id: z.string(),
  rev: z.number().int(),
  descricao: z.string(),
  data: z.string(),
  id_tipo_revisao: z.number().int(),
});
export type LtcatRevisaoResumo = z.infer<typeof ltcatRevisaoResumoSchema>;

/** GET ltcat/ultima-revisao/{fdt}: the front's last live LTCAT and the revision it revised; null for none. */
export const ltcatUltimaRevisaoSchema = ltcatRevisaoResumoSchema.extend({ parent: ltcatRevisaoResumoSchema.nullable() });
export type LtcatUltimaRevisao = z.infer<typeof ltcatUltimaRevisaoSchema>;

/** A row of GET ltcat (columns company, revision type, expiry, last update). */
export const ltcatLinhaSchema = z.object({
  id: z.string(),
  id_emp: z.string(),
  empresa: z.string(),
  id_fdt: z.string(),
  fdt: z.string(),
  rev: z.number().int(),
  id_tipo_revisao: z.number().int(),
  tipo_revisao: z.string(),
  data: z.string(),
  vencimento: z.string(),
  updated_at: z.string().nullable(),
});
export type LtcatLinha = z.infer<typeof ltcatLinhaSchema>;
export const ltcatPageSchema = pageSchema(ltcatLinhaSchema);

/**
 * GET ltcat/{id}: the record. `revisao` is the revision this one revised (the alert of a revision form: number,
 * description, date and its own parent); null for a front's first LTCAT.
 */
export const ltcatSchema = z.object({
  id: z.string(),
  versao: versaoSchema,
  id_emp: z.string(),
  empresa: z.string(),
  id_fdt: z.string(),
  fdt: z.string(),
  id_tipo_ltcat: z.number().int(),
  id_tipo_revisao: z.number().int(),
  rev: z.number().int(),
  descricao: z.string(),
  data: z.string(),
  vencimento: z.string(),
  id_rev: z.string().nullable(),
  id_ltcat: z.string().nullable(),
  id_res: z.string().nullable(),
  id_mod: z.string().nullable(),
  obs: z.string().nullable(),
  /** Always 0: the product has no PPRA (a copy of one is not offered). */
  ppra: z.literal(0),
  parent: z.string().nullable(),
  revisao: ltcatUltimaRevisaoSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type Ltcat = z.infer<typeof ltcatSchema>;

// Documentos e Anexos (permission 576)

/** POST ltcat/anexo/{ltcat}/upload: the file about to be sent (jpg, png, jpeg, pdf, zip; up to 50 MB). */
export const ltcatAnexoUploadSchema = z.object(anexoArquivoFields, { error: invalidValueMessage });
export type LtcatAnexoUpload = z.infer<typeof ltcatAnexoUploadSchema>;

/**
 * POST ltcat/anexo/{ltcat}/editar: creates (no id; `arquivo` the key the upload answered) or edits (id; a new
 * `arquivo` replaces the file) an attachment.
 */
export const ltcatAnexoFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  descricao: requiredText(300),
  obs: optionalText(fieldLimits.notes),
  /** The `chave` answered by …/upload, once the browser has posted the file. */
  arquivo: z.string({ error: invalidValueMessage }).trim().max(1024, invalidValueMessage).nullish(),
});
export type LtcatAnexoForm = z.output<typeof ltcatAnexoFormSchema>;
export type LtcatAnexoFormInput = z.input<typeof ltcatAnexoFormSchema>;

/** An attachment: `url` a short-lived download link (presigned GET); `editavel` status 79 or none (spec 3 §4). */
export const ltcatAnexoSchema = z.object({
  id: z.string(),
  versao: versaoSchema,
  id_ltcat: z.string(),
  descricao: z.string(),
  obs: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  tipo_status: z.number().int().nullable(),
  editavel: z.boolean(),
  arquivo: z.object({ nome: z.string(), tamanho: z.number().int(), content_type: z.string(), url: z.string() }),
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type LtcatAnexo = z.infer<typeof ltcatAnexoSchema>;
export const ltcatAnexoPageSchema = pageSchema(ltcatAnexoSchema);
