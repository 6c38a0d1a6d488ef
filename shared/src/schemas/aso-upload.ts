import * as z from 'zod';
import { documentTypes, fileLimits, typeListCodes, uploadTypes } from '../codes';
import { invalidOptionMessage, invalidValueMessage, requiredMessage } from '../messages';
import { dateRangeField, idField, tipoField, versaoField, versaoSchema } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * ASO documents (spec 2 §2, §3, §5, §7; docs/api/aso-upload.md): the upload form and its presigned POST, the
 * upload history, the pages of an upload and their manual link, the consultation rows of the ASO list and of the
 * upload lookups with their ASO and medical-record files, and the company area's release list. Field names are
 * the spec's.
 */

// Messages (ours: the spec states the rule, not its wording)

/** The chosen file is not a PDF (spec 2 §5 "PDF up to 25 MB"). */
export const asoUploadNotPdfMessage = 'Selecione um arquivo PDF.';
/** The chosen file is over 25 MB. */
export const asoUploadTooLargeMessage = 'O arquivo deve ter no máximo 25 MB.';
/** The upload was accepted: the file now goes to S3 (spec 2 §8 success messages). */
export const asoUploadRegisteredMessage = 'Documento cadastrado com sucesso!';
/** An ASO asked for while the consultation is not released (spec 1 §2: "shows as not yet released"). */
export const asoNotReleasedMessage =
  'O ASO desta consulta ainda não foi liberado. Você será notificado por e-mail quando a consulta for liberada.';

// Shared pieces

const tipoRef = z.object({ id: z.number().int(), descricao: z.string() });
const ref = z.object({ id: z.string(), nome: z.string() });

const codeList = z
  .union([z.array(z.coerce.number().int()), z.coerce.number().int()], { error: invalidValueMessage })
  .transform((value) => (Array.isArray(value) ? value : [value]));


// POST empresa/consulta/upload/cadastrar

/** The file the browser is about to send: its name and size, checked before any byte moves (spec 2 §5). */
export const asoUploadFileSchema = z.object(
  {
    nome: z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(255, invalidValueMessage)
      .refine((name) => /\.pdf$/i.test(name), { error: asoUploadNotPdfMessage }),
    /** Bytes. */
    tamanho: z
      .number({ error: requiredMessage })
      .int(invalidValueMessage)
      .min(1, invalidValueMessage)
      .max(fileLimits.asoPdfBytes, asoUploadTooLargeMessage),
    /** The browser's MIME type, when it knows one. */
    tipo: z
      .string()
      .trim()
      .nullish()
      .refine((type) => !type || type === 'application/pdf', { error: asoUploadNotPdfMessage }),
  },
  { error: requiredMessage },
);

/**
 * The upload form (spec 2 §3, §5): tipo 86 automatic identification or 87 manual; documento 82 ASO or 83 medical
 * record; `juntar` (1/0) required for 83; company, employee and consultation required for 87. Automatic uploads are
 * always ASO documents (the form disables the document type and company when 86).
 */
export const asoUploadFormSchema = z
  .object(
    {
      tipo: tipoField(typeListCodes.tipoUpload),
      documento: tipoField(typeListCodes.tipoDocumento, { optional: true }),
      juntar: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value === true || value === '1' ? 1 : value === false || value === '0' ? 0 : value),
        z.union([z.literal(0), z.literal(1)], { error: invalidOptionMessage }).optional(),
      ),
      id_emp: idField({ optional: true }),
      id_fun: idField({ optional: true }),
      id_con: z.coerce.number({ error: invalidOptionMessage }).int(invalidOptionMessage).positive(invalidOptionMessage).nullish(),
      arquivo: asoUploadFileSchema,
    },
    { error: invalidValueMessage },
  )
  .superRefine((form, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: requiredMessage });
    if (form.tipo === uploadTypes.manual) {
      if (!form.documento) required('documento');
      if (!form.id_emp) required('id_emp');
      if (!form.id_fun) required('id_fun');
      if (!form.id_con) required('id_con');
    }
    if (form.documento !== undefined && form.documento !== null) {
      const allowed: number[] = [documentTypes.aso, documentTypes.prontuario];
      if (!allowed.includes(form.documento)) ctx.addIssue({ code: 'custom', path: ['documento'], message: invalidOptionMessage });
    }
    if (form.documento === documentTypes.prontuario && (form.juntar === undefined || form.juntar === null)) required('juntar');
  })
  .transform((form) => {
    const manual = form.tipo === uploadTypes.manual;
    const documento = manual ? (form.documento ?? documentTypes.aso) : documentTypes.aso;
    return {
      tipo: form.tipo as 86 | 87,
      documento: documento as 82 | 83,
      // 'Juntar Arquivo' exists only for the medical record (spec 2 §5).
      juntar: documento === documentTypes.prontuario ? (form.juntar ?? 0) : 0,
      id_emp: manual ? (form.id_emp ?? null) : null,
      id_fun: manual ? (form.id_fun ?? null) : null,
      id_con: manual ? (form.id_con ?? null) : null,
      arquivo: { nome: form.arquivo.nome, tamanho: form.arquivo.tamanho },
    };
  });
export type AsoUploadFormInput = z.input<typeof asoUploadFormSchema>;
export type AsoUploadForm = z.output<typeof asoUploadFormSchema>;

/**
 * The answer to cadastrar: a presigned POST. The browser posts `fields` (in this order) and then the file, as the
 * form field `file` with Content-Type application/pdf, to `url`; S3 refuses anything else, over 25 MB, or after
 * `expira_em`. The upload then appears in the history as 'aguardando_arquivo' until S3 announces the file.
 */
export const asoUploadPresignedSchema = z.object({
  /** The upload's id: follow it with GET empresa/consulta/upload/{id}. */
  id: z.string(),
  lote: z.number().int(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The object key the file will have. */
  chave: z.string(),
  expira_em: z.string(),
  tamanho_maximo: z.number().int(),
});
export type AsoUploadPresigned = z.infer<typeof asoUploadPresignedSchema>;

// GET empresa/consulta/upload (history), GET empresa/consulta/upload/{id}

/**
 * Where an upload is: waiting for the browser's file, being split and identified, done (pages linked or waiting for
 * a manual link), or failed (not a readable PDF, over 25 MB, or an error after every retry; `obs` says why).
 */
export const asoUploadSituacoes = ['aguardando_arquivo', 'processando', 'concluido', 'falha'] as const;
export type AsoUploadSituacao = (typeof asoUploadSituacoes)[number];

export const asoUploadListFilterSchema = z.object(
  {
    created_at: dateRangeField().optional(),
    tipo: codeList.optional(),
    tipo_status: codeList.optional(),
  },
  { error: invalidValueMessage },
);
/** History query: page size 20; without `created_at` the last 60 days to tomorrow. */
export const asoUploadListQuerySchema = listQuerySchema(asoUploadListFilterSchema, 20);
export type AsoUploadListQuery = z.input<typeof asoUploadListQuerySchema>;

/** An upload: spec 2 §3 (lote, arquivo, tipo_upload, tipo_status, obs, created_at) and its progress. */
export const asoUploadRowSchema = z.object({
  id: z.string(),
  lote: z.number().int().nullable(),
  /** The file name as sent. */
  arquivo: z.string(),
  /** 'upload' from the browser, 'drop' from the tenant's S3 drop folder. */
  origem: z.enum(['upload', 'drop']),
  tipo_upload: tipoRef,
  tipo_documento: tipoRef,
  juntar: z.union([z.literal(0), z.literal(1)]),
  /** 80 failed or pages wait for a manual link; 79 all pages identified; 193 all linked, some by hand; null while processing. */
  tipo_status: tipoRef.nullable(),
  situacao: z.enum(asoUploadSituacoes),
  obs: z.string().nullable(),
  tamanho: z.number().int().nullable(),
  paginas: z.number().int().nullable(),
  paginas_processadas: z.number().int(),
  paginas_identificadas: z.number().int(),
  paginas_vinculadas: z.number().int(),
  paginas_pendentes: z.number().int(),
  /** The manual form's target (tipo 87). */
  empresa: ref.nullable(),
  funcionario: ref.nullable(),
  id_con: z.number().int().nullable(),
  usuario: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** Reprocess (GET empresa/consulta/upload/editar/{id}) is offered in status 80 (spec 2 §4). */
  pode_reprocessar: z.boolean(),
});
export type AsoUploadRow = z.infer<typeof asoUploadRowSchema>;

export const asoUploadPageSchema = pageSchema(asoUploadRowSchema);

// GET empresa/consulta/upload/pagina/{id} (upload page detail)

/** How a page was linked: our QR code, our printed code, the CPF, the manual form (87), by hand, or not yet. */
export const asoPaginaIdentificacoes = ['qr', 'texto', 'cpf', 'formulario', 'manual', 'pendente'] as const;

/** A page of an upload (spec 2 §3 "Upload page"). `id` is '<upload id>-<page>'. */
export const asoUploadPaginaSchema = z.object({
  id: z.string(),
  upload: z.string(),
  page: z.number().int(),
  pages: z.number().int(),
  empresa: ref.nullable(),
  funcionario: ref.nullable(),
  id_con: z.number().int().nullable(),
  tipo_documento: tipoRef.nullable(),
  /** 79 identified, 193 linked by hand, 80 waiting for a manual link; null while still being read. */
  tipo_status: tipoRef.nullable(),
  identificacao: z.enum(asoPaginaIdentificacoes),
  /** Why the page was linked, or why it waits for a manual link (pt-BR, for the operator). */
  motivo: z.string().nullable(),
  send_email_at: z.string().nullable(),
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The page's version, sent back with the manual link (issue 12 item 3). */
  versao: versaoSchema,
  /** API path of the page's own PDF (GET empresa/consulta/upload/pagina/{id}/arquivo). */
  arquivo: z.string(),
  /** Page statuses 79 and 193 allow sending e-mail (spec 2 §4). */
  pode_enviar_email: z.boolean(),
});
export type AsoUploadPagina = z.infer<typeof asoUploadPaginaSchema>;

export const asoUploadPaginasSchema = z.object({ upload: asoUploadRowSchema, paginas: z.array(asoUploadPaginaSchema) });
export type AsoUploadPaginas = z.infer<typeof asoUploadPaginasSchema>;

// POST empresa/consulta/upload/pagina/{id}/editar

/** Links a page by hand to a consultation of the tenant (last 730 days); the page becomes 193. */
export const asoUploadPaginaEditSchema = z.object(
  {
    /** The version of the page the form read; required (issue 12 item 3). */
    versao: versaoField(),
    id_emp: idField(),
    id_fun: idField(),
    id_con: z.coerce.number({ error: requiredMessage }).int(invalidOptionMessage).positive(invalidOptionMessage),
    /** 82 ASO or 83 medical record; absent keeps the upload's. */
    tipo_documento: tipoField(typeListCodes.tipoDocumento, { optional: true }).refine(
      (value) => value === undefined || value === null || value === documentTypes.aso || value === documentTypes.prontuario,
      { error: invalidOptionMessage },
    ),
  },
  { error: invalidValueMessage },
);
export type AsoUploadPaginaEditInput = z.input<typeof asoUploadPaginaEditSchema>;

// Consultations with their documents (ASO list, upload lookups, file detail)

/** A linked page of a consultation's document. */
export const asoDocumentoPaginaSchema = z.object({
  /** The upload page id ('<upload id>-<page>'). */
  id: z.string(),
  upload: z.string(),
  /** The page in its upload. */
  pagina: z.number().int(),
  tipo_status: tipoRef,
  send_email_at: z.string().nullable(),
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
  arquivo: z.string(),
});

/**
 * A consultation's ASO (82) or medical record (83) file (spec 2 §3 "arquivo_aso and arquivo_prontuario each with
 * pages and select_pages"): `pages` pages in order, `select_pages` the 1-based pages preselected for e-mail (those
 * not sent yet), `arquivo` the API path of the whole file as one PDF.
 */
export const asoDocumentoSchema = z.object({
  pages: z.number().int(),
  select_pages: z.array(z.number().int()),
  paginas: z.array(asoDocumentoPaginaSchema),
  arquivo: z.string(),
});
export type AsoDocumento = z.infer<typeof asoDocumentoSchema>;

/** A consultation in upload context (spec 2 §3) and in the release lists. */
export const asoConsultaRowSchema = z.object({
  id_con: z.number().int(),
  /** The consultation code printed on our documents (OCP-…). */
  codigo: z.string(),
  empresa: ref,
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string() }),
  funcao: z.string(),
  tipo_aso: tipoRef,
  tipo_status: tipoRef,
  data_age: z.string(),
  created_at: z.string(),
  liberada_em: z.string().nullable(),
  /** Whether any page is linked, and the document types present. */
  arquivo: z.boolean(),
  tipo_documento: z.array(tipoRef),
  arquivo_aso: asoDocumentoSchema.nullable(),
  arquivo_prontuario: asoDocumentoSchema.nullable(),
  /** The generated ASO, when printable (66, 67): `url` is consulta/aso/{hash}; open it in a new tab. */
  aso: z.object({ hash: z.string(), url: z.string() }).nullable(),
});
export type AsoConsultaRow = z.infer<typeof asoConsultaRowSchema>;
export const asoConsultaPageSchema = pageSchema(asoConsultaRowSchema);

/**
 * GET consulta/liberacao. Web area (the ASO list): `id_tipo_status` defaults to 68 and 69, `created_at` to 60 days
 * back to 1 ahead, `search` is a consultation code (OCP-… or the number), `id_empresa` narrows to a company. Company
 * area (the release list): status 66 only whatever is sent, filters `created_at` and `id_tipo_aso`.
 */
export const asoLiberacaoFilterSchema = z.object(
  {
    created_at: dateRangeField().optional(),
    id_tipo_aso: codeList.optional(),
    id_tipo_status: codeList.optional(),
    id_empresa: z.string().trim().min(1, invalidValueMessage).optional(),
  },
  { error: invalidValueMessage },
);
export const asoLiberacaoQuerySchema = listQuerySchema(asoLiberacaoFilterSchema, 50);
export type AsoLiberacaoQuery = z.input<typeof asoLiberacaoQuerySchema>;

/**
 * GET empresa/consulta: the consultations the upload form and the e-mail modal pick from (spec 2 §9: the last 730
 * days unless `created_at` says otherwise), by company and employee; `with_arquivo` 1 keeps those with linked
 * pages; `search` is a code, a number, or part of the employee's name or CPF. Up to 1000 per page (default 100).
 */
export const asoConsultaFilterSchema = z.object(
  {
    id_empresa: z.string().trim().min(1, invalidValueMessage).optional(),
    id_funcionario: z.string().trim().min(1, invalidValueMessage).optional(),
    created_at: dateRangeField().optional(),
    id_tipo_status: codeList.optional(),
    with_arquivo: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number).optional(),
  },
  { error: invalidValueMessage },
);
export const asoConsultaQuerySchema = listQuerySchema(asoConsultaFilterSchema, 100);
export type AsoConsultaQuery = z.input<typeof asoConsultaQuerySchema>;

/** GET empresa/consulta/upload/arquivo/{idcon}: the file detail modal's first tab. */
export const asoArquivoSchema = asoConsultaRowSchema;

// Lookups of the manual form (GET /empresa, GET /empresa/funcionario/{id_empresa})

export const asoLookupQuerySchema = z.object({
  search: z.string().trim().max(100, invalidValueMessage).optional(),
});
export const asoEmpresaLookupSchema = z.object({ id: z.string(), nome: z.string(), cnpj: z.string() });
export const asoFuncionarioLookupSchema = z.object({ id: z.string(), nome: z.string(), cpf: z.string() });
export type AsoEmpresaLookup = z.infer<typeof asoEmpresaLookupSchema>;
export type AsoFuncionarioLookup = z.infer<typeof asoFuncionarioLookupSchema>;
