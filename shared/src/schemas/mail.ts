import * as z from 'zod';
import { documentTypes, mailServiceTypeItems, mailServiceTypes } from '../codes';
import {
  invalidNumberMessage,
  invalidOptionMessage,
  invalidValueMessage,
  maxChars,
  recipientRequiredMessage,
  requiredMessage,
} from '../messages';
import { isValidEmail } from '../validation/email';
import { emailListField, idListField, optionalText, versaoField, versaoSchema } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * Mail (spec 2 §2, §3 "Mail account", "ASO e-mail log", §4 "OAuth2 account", §5, §7, §8, §9; docs/api/mail.md):
 * the tenant's outgoing mail accounts (password SMTP or Gmail OAuth2), the test message, the OAuth2 connection,
 * ASO by e-mail with its history and openings, and the e-mail logs per point type. Field names are the spec's.
 */

// Messages (spec 2 §5, §8)

export const mailMessages = {
  nomeObrigatorio: 'Nome é obrigatório',
  emailObrigatorio: 'Email é obrigatório',
  usuarioObrigatorio: 'Usuário é obrigatório',
  autenticacaoObrigatoria: 'Método de Autenticação é obrigatório',
  senhaObrigatoria: 'Senha é obrigatória para contas SMTP',
  servidorObrigatorio: 'Servidor SMTP é obrigatório para contas SMTP',
  portaObrigatoria: 'Porta é obrigatória para contas SMTP',
  conexaoObrigatoria: 'Conexão de Segurança é obrigatória para contas SMTP',
  salveAntesOauth2: 'Salve a conta primeiro antes de conectar OAuth2',
  dicaPorta: 'Normalmente a porta é 587',
  dicaConexao: 'Recomendamos usar TLS',
  // OAuth2 (spec 2 §8)
  erroUrlAutorizacao: 'Erro ao obter URL de autorização',
  erroIniciarOauth2: 'Erro ao iniciar conexão OAuth2',
  erroDesconectar: 'Erro ao desconectar conta Gmail',
  codigoAusente: 'Código de autorização não encontrado na URL.',
  stateAusente: 'Parâmetro "state" ausente na URL.',
  erroCallback: 'Erro no callback OAuth2.',
  erroProcessarCallback: 'Erro ao processar o callback.',
  erroAutorizacao: 'Erro na autorização, Tente autorizar novamente',
  autorizacaoPendente: 'Autorização pendente',
  oauth2Configurado: 'OAuth2 configurado com sucesso!',
  contaDesconectada: 'Conta Gmail desconectada com sucesso!',
  // Success (spec 2 §8)
  emailEnviado: 'Email enviado com sucesso',
  emailCadastrado:
    'Email cadastrado com sucesso! O envio pode levar alguns minutos para ser realizado. Por favor aguarde!',
  /** Ours: the account tested is not an OAuth2 account, or it is not connected yet. */
  contaNaoConectada: 'Conta OAuth2 não conectada. Autorize a conta antes de enviar.',
  /** Ours: ASO by e-mail without any page to attach. */
  semPaginas: 'Nenhum documento do tipo ASO disponível para envio nas consultas selecionadas.',
  /** Ours: 'tipo_documento' lists another type than 82 (spec 2 §5: only ASO documents are e-mailed). */
  somenteAso: 'Somente documentos do tipo ASO podem ser enviados por email',
  /** Ours: the consultation list is empty and 'Selecionar Todas as Consultas' is not ticked. */
  consultasObrigatorias: 'Selecione ao menos uma consulta',
} as const;

// Accounts (spec 2 §3 "Mail account", §9)

export const tiposAutenticacao = ['senha', 'oauth2'] as const;
export type TipoAutenticacao = (typeof tiposAutenticacao)[number];
export const conexoesSeguras = ['tls', 'ssl', 'nenhuma'] as const;
export type ConexaoSegura = (typeof conexoesSeguras)[number];

/** The data defaults of an account (spec 2 §9). */
export const contaEmailDefaults = {
  autenticacao: 1,
  conexao_seg: 'tls',
  porta: 0,
  tempo_espera: 0,
  n_msg_pct: 50,
  t_esp_pct: 600,
} as const;

/**
 * The product mail an account sends (its `tipo` list): the items of the mail service type lists 240, 32, 241
 * (spec 2 §7, §9), not the company e-mail sectors of list 196. A message of a service goes through the first
 * active account linked to it, else through SES.
 */
export const mailServicos = mailServiceTypes;

const requiredString = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxChars(max));

const looseNumber = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : typeof value === 'string' ? Number(value) : value),
    z.number({ error: invalidNumberMessage }).int(invalidNumberMessage).min(0, invalidNumberMessage).max(99_999_999_999, invalidNumberMessage),
  );

/**
 * POST conta-email/editar: id absent creates. 'senha' accounts need the SMTP fields (and a password when new);
 * 'oauth2' accounts only the basics (spec 2 §5). A blank password on edit keeps the stored one.
 */
export const contaEmailFormSchema = z
  .object({
    id: z.string().trim().min(1).nullish(),
    /** The version the modal read; required when editing (id present). */
    versao: versaoField(),
    nome: requiredString(mailMessages.nomeObrigatorio),
    email: requiredString(mailMessages.emailObrigatorio).refine((value) => isValidEmail(value), { error: 'Email inválido' }),
    usuario: requiredString(mailMessages.usuarioObrigatorio),
    tipo_auth: z.enum(tiposAutenticacao, { error: mailMessages.autenticacaoObrigatoria }),
    servidor_smtp: z.string().trim().max(500, maxChars(500)).nullish(),
    porta: looseNumber(contaEmailDefaults.porta),
    conexao_seg: z.enum(conexoesSeguras, { error: invalidOptionMessage }).nullish(),
    senha: z.string().max(500, maxChars(500)).nullish(),
    autenticacao: looseNumber(contaEmailDefaults.autenticacao),
    tempo_espera: looseNumber(contaEmailDefaults.tempo_espera),
    n_msg_pct: looseNumber(contaEmailDefaults.n_msg_pct),
    t_esp_pct: looseNumber(contaEmailDefaults.t_esp_pct),
    tipo: idListField()
      .transform((ids) => ids.map(Number).filter((id) => Number.isInteger(id)))
      // Only the mail service types (spec 2 §7, §9) link an account to product mail.
      .refine((ids) => ids.every((id) => mailServiceTypeItems.some((item) => item.id === id)), { error: invalidOptionMessage }),
  })
  .superRefine((form, ctx) => {
    if (form.tipo_auth !== 'senha') return;
    if (!form.id && !form.senha) ctx.addIssue({ code: 'custom', path: ['senha'], message: mailMessages.senhaObrigatoria });
    if (!form.servidor_smtp) ctx.addIssue({ code: 'custom', path: ['servidor_smtp'], message: mailMessages.servidorObrigatorio });
    if (!form.porta) ctx.addIssue({ code: 'custom', path: ['porta'], message: mailMessages.portaObrigatoria });
    if (!form.conexao_seg) ctx.addIssue({ code: 'custom', path: ['conexao_seg'], message: mailMessages.conexaoObrigatoria });
  });
export type ContaEmailForm = z.input<typeof contaEmailFormSchema>;

/** The OAuth2 state of an account (spec 2 §4): connected, authorization error, or pending. */
export const oauth2Situacoes = ['conectado', 'erro', 'pendente'] as const;
export type Oauth2Situacao = (typeof oauth2Situacoes)[number];

export const contaEmailOauth2StatusSchema = z.object({
  is_fully_configured: z.boolean(),
  has_tokens: z.boolean(),
  situacao: z.enum(oauth2Situacoes),
  /** The spec's text for the state: '' when connected, 'Erro na autorização, …' or 'Autorização pendente'. */
  mensagem: z.string(),
  /** Why the last use of the tokens failed, when it did. */
  erro: z.string().nullable(),
});
export type ContaEmailOauth2Status = z.infer<typeof contaEmailOauth2StatusSchema>;

/** An account as the list and the edit modal read it: never the password nor a token. */
export const contaEmailSchema = z.object({
  id: z.string(),
  nome: z.string(),
  usuario: z.string(),
  email: z.string(),
  servidor_smtp: z.string().nullable(),
  autenticacao: z.number(),
  conexao_seg: z.enum(conexoesSeguras),
  porta: z.number(),
  tempo_espera: z.number(),
  n_msg_pct: z.number(),
  t_esp_pct: z.number(),
  tipo: z.array(z.number()),
  tipo_auth: z.enum(tiposAutenticacao),
  /** Whether a password is stored (the password itself never leaves the server). */
  tem_senha: z.boolean(),
  oauth2: contaEmailOauth2StatusSchema.nullable(),
  updated_at: z.string(),
  versao: versaoSchema,
});
export type ContaEmail = z.infer<typeof contaEmailSchema>;

export const contaEmailListQuerySchema = listQuerySchema(z.object({}).passthrough());
export const contaEmailPageSchema = pageSchema(contaEmailSchema);

/** POST conta-email/testar (spec 2 §3 "Test request"). */
export const contaEmailTesteSchema = z.object({
  id: z.string({ error: requiredMessage }).trim().min(1, requiredMessage),
  email: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => isValidEmail(value), { error: 'Email inválido' }),
});

/** GET conta-email/{id}/oauth2/iniciar → auth_url; GET conta-email/oauth2/iniciar?id= → redirect_url. */
export const oauth2IniciarQuerySchema = z.object({ id: z.string({ error: mailMessages.salveAntesOauth2 }).trim().min(1, mailMessages.salveAntesOauth2) });
export const oauth2AuthUrlSchema = z.object({ auth_url: z.string(), conta_email_id: z.string() });
export const oauth2RedirectUrlSchema = z.object({ redirect_url: z.string(), conta_email_id: z.string() });

/** GET oauth2/callback?code&state (spec 2 §7). */
export const oauth2CallbackQuerySchema = z.object({
  code: z.string({ error: mailMessages.codigoAusente }).trim().min(1, mailMessages.codigoAusente),
  state: z.string({ error: mailMessages.stateAusente }).trim().min(1, mailMessages.stateAusente),
});
/** The callback's answer. `oauth_access_token` says a token was stored; the token itself never leaves the server. */
export const oauth2CallbackResultSchema = z.object({
  success: z.boolean(),
  conta_email_id: z.string().nullable(),
  oauth_access_token: z.boolean(),
  error: z.string().nullable(),
});

/** POST conta-email/{id}/oauth2/salvar: the consent terms were accepted (the consent-terms modal). */
export const oauth2SalvarSchema = z.object({ termos_aceitos: z.union([z.literal(1), z.literal(true)], { error: invalidValueMessage }) });

// ASO by e-mail (spec 2 §3 "E-mail send form", §5)

const destinatarioField = () => emailListField({ requiredMessage: recipientRequiredMessage });

/**
 * The pages chosen per consultation: `{ "<id_con>": [1, 3] }`, 1-based positions in the consultation's ASO document
 * (the `select_pages` the ASO rows preselect: pages not sent yet). A consultation left out sends all its ASO pages.
 */
const selectPagesField = () =>
  z
    .record(z.string(), z.array(z.coerce.number().int().positive(), { error: invalidValueMessage }), { error: invalidValueMessage })
    .optional();

/** One company's part of POST empresa/consulta/upload/pagina/{id}/enviar. */
export const envioEmpresaSchema = z.object({
  destinatario: destinatarioField(),
  obs: optionalText(),
  consultas: z.array(z.coerce.number().int().positive(), { error: invalidValueMessage }).default([]),
  todos: z
    .preprocess((value) => value === true || value === 1 || value === '1', z.boolean())
    .default(false),
  select_pages: selectPagesField(),
});

/** POST empresa/consulta/upload/pagina/{id}/enviar: a map per company id of recipients, consultations and notes. */
export const envioUploadSchema = z.record(z.string(), envioEmpresaSchema, { error: invalidValueMessage }).refine(
  (map) => Object.keys(map).length > 0,
  { error: requiredMessage },
);
export type EnvioUpload = z.input<typeof envioUploadSchema>;

const tipoDocumentoList = z
  .array(z.coerce.number().int(), { error: invalidValueMessage })
  .min(1, requiredMessage)
  .refine((types) => types.every((type) => type === documentTypes.aso), { error: mailMessages.somenteAso });

/**
 * POST empresa/consulta/email/{idcon}/cadastrar (the consultation modal): tipo 1 sends the consultation of the
 * path; tipo 2 picks a company and its consultations (id_emp, id_con/consultas, tipo_documento required), or all
 * of them with 'todos' ('Selecionar Todas as Consultas').
 */
export const envioConsultaSchema = z
  .object({
    tipo: z.coerce.number().int().default(1),
    id_emp: z.string().trim().nullish(),
    id_con: z.coerce.number().int().positive().nullish(),
    consultas: z.array(z.coerce.number().int().positive(), { error: invalidValueMessage }).default([]),
    todos: z.preprocess((value) => value === true || value === 1 || value === '1', z.boolean()).default(false),
    tipo_documento: tipoDocumentoList.default([documentTypes.aso]),
    destinatario: destinatarioField(),
    obs: optionalText(),
    select_pages: selectPagesField(),
  })
  .superRefine((form, ctx) => {
    if (form.tipo !== 2) return;
    if (!form.id_emp) ctx.addIssue({ code: 'custom', path: ['id_emp'], message: requiredMessage });
    if (!form.todos && !form.id_con && form.consultas.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['id_con'], message: requiredMessage });
    }
  });
export type EnvioConsulta = z.input<typeof envioConsultaSchema>;

/** The answer of both send calls: the log rows written (one per consultation) and the messages queued. */
export const envioResultSchema = z.object({
  logs: z.array(z.string()),
  mensagens: z.number().int(),
});

/** One opening of the tracking image by a recipient (spec 2 §3 "abertura"). */
export const aberturaSchema = z.object({ destinatario: z.string(), data: z.string(), ip: z.string().nullable() });

/** Where a message of the log stands. */
export const envioSituacoes = ['pendente', 'enviando', 'enviado', 'falha'] as const;
export type EnvioSituacao = (typeof envioSituacoes)[number];

/** A row of 'Histórico de Envio de Emails' (spec 2 §3 "ASO e-mail log"). */
export const emailAsoLogSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  usuario: z.object({ id: z.string(), nome: z.string() }).nullable(),
  /** The upload the pages came from (its lote); null when sent from a consultation. */
  lote: z.string().nullable(),
  id_con: z.number(),
  empresa: z.object({ id: z.string(), nome: z.string() }).nullable(),
  remetente: z.string(),
  destinatario: z.string(),
  obs: z.string().nullable(),
  tipo_documento: z.array(z.number()),
  /** What happened: the worker's situation per recipient, and the failure reason when it failed. */
  msg: z.string(),
  situacao: z.array(z.object({ destinatario: z.string(), situacao: z.enum(envioSituacoes), erro: z.string().nullable() })),
  abertura: z.array(aberturaSchema),
  /** The pages attached: upload and page numbers. */
  select_pages: z.array(z.object({ upload: z.string(), pagina: z.number() })),
});
export type EmailAsoLog = z.infer<typeof emailAsoLogSchema>;

// E-mail logs per point type (spec 2 §3 "E-mail log", §7 log/email)

/** The point types of the e-mail log: what a message was about. */
export const emailPointTypes = ['aso', 'esocial-lote', 'senha', 'teste', 'proposta', 'esocial-prazos'] as const;
export type EmailPointType = (typeof emailPointTypes)[number];

export const emailLogQuerySchema = listQuerySchema(
  z.object({ created_at: z.tuple([z.string().nullish(), z.string().nullish()]).optional() }),
  100,
);

/** A row of the e-mail log table (spec 2 §3): obs is the error text. */
export const emailLogSchema = z.object({
  id: z.string(),
  remetente: z.string(),
  destinatario: z.string(),
  point: z.string(),
  point_id: z.string().nullable(),
  assunto: z.string(),
  situacao: z.enum(envioSituacoes),
  obs: z.string().nullable(),
  created_at: z.string(),
  enviado_at: z.string().nullable(),
  abertura: z.array(aberturaSchema),
});
export type EmailLog = z.infer<typeof emailLogSchema>;
export const emailLogPageSchema = pageSchema(emailLogSchema);

/** GET log/email/html/{id}: the message body as sent (a protected message answers a placeholder). */
export const emailLogHtmlSchema = z.object({ id: z.string(), assunto: z.string(), mensagem: z.string() });

// ASO by e-mail from the ASO list: a company picked in the modal (docs/api/mail.md)

/**
 * GET empresa/{id_empresa}/email: the company's default ASO recipients (its active contacts of type 197, 'a;b'),
 * the company, and its ASO e-mail history (the messages of point 'aso' of that company, newest first, the last
 * year: what log/email/aso/{company} lists).
 */
export const asoEmpresaEmailsSchema = z.object({
  destinatario: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }),
  historico: z.array(emailLogSchema),
});
export type AsoEmpresaEmails = z.infer<typeof asoEmpresaEmailsSchema>;
