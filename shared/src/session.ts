import * as z from 'zod';
import { pointTypes } from './areas';
import { maxChars, minChars, passwordMismatchMessage, requiredMessage } from './messages';

/*
 * The session contract between the web app and the API (spec 1 §3 "Logged user", §7 login/logout/menu).
 * Field names are the spec's.
 */

/** POST login and POST recuperar-senha. cpf and cnpj arrive masked or not; the server keeps digits only. */
export const loginRequestSchema = z.object({
  cpf: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
  cnpj: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
  senha: z.string({ error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
  point_type: z.enum(pointTypes, { error: 'Tipo de acesso inválido' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const recoverPasswordRequestSchema = loginRequestSchema.omit({ senha: true });
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;

/** The shortest password a user may choose (spec 1 §5, as in Meu Cadastro). */
export const minPasswordLength = 6;

/**
 * POST redefinir-senha: the token of the recovery e-mail's link and the new password, twice. The link is
 * single-use and short-lived; the old password works until it is used.
 */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: requiredMessage }).min(1, requiredMessage).max(200, maxChars(200)),
    senha: z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .min(minPasswordLength, minChars(minPasswordLength))
      .max(255, maxChars(255)),
    confirmar_senha: z.string({ error: requiredMessage }).min(1, requiredMessage),
  })
  .superRefine((value, ctx) => {
    if (value.confirmar_senha && value.senha !== value.confirmar_senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: passwordMismatchMessage });
    }
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** How long the recovery link works (minutes). */
export const passwordResetMinutes = 30;

/** A menu entry with optional sub-items and the red badge count. */
export interface MenuItem {
  readonly id: string;
  readonly titulo: string;
  /** Path inside the area (without the tenant), e.g. 'consultas'. */
  readonly rota?: string;
  readonly badge?: number;
  readonly itens?: readonly MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    titulo: z.string(),
    rota: z.string().optional(),
    badge: z.number().int().optional(),
    itens: z.array(menuItemSchema).optional(),
  }),
);

/** The logged user (spec 1 §3). */
export const usuarioSchema = z.object({
  id: z.string(),
  nome: z.string(),
  usuario: z.string(),
  email: z.string(),
  is_adm: z.boolean(),
  is_sadm: z.boolean(),
  acesso_modulo: z.array(z.number().int()),
  acesso_permissao: z.array(z.number().int()),
  point: z.object({ type: z.enum(pointTypes), id: z.string().nullable(), nome: z.string() }),
  /** Session lifetime in hours (-1 is stored as 720). */
  sessao: z.number().int(),
  /** When the session ends (ISO), for the 'HHh MMm' countdown. */
  expira_em: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** The client (tenant) as the shell needs it. */
export const clienteSchema = z.object({
  tenant: z.string(),
  nome: z.string(),
  telefone: z.string().nullable(),
  pacotes: z.array(z.number().int()),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const empresaResumoSchema = z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }).nullable();

/** The login answer. The token also goes in an HttpOnly cookie; `jwt` serves API clients using the bearer header. */
export const loginResponseSchema = z.object({
  usuario: usuarioSchema,
  cliente: clienteSchema,
  empresa: empresaResumoSchema,
  jwt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET usuario/sessao: who is logged in, for a page load with a valid cookie. */
export const sessionInfoSchema = loginResponseSchema.omit({ jwt: true });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Session lifetime (spec 1 §4, §9): hours from the user, default 8, and -1 meaning 720. */
export function sessionHours(configured: number | null | undefined): number {
  if (configured === -1) return 720;
  if (!configured || configured < 0) return 8;
  return configured;
}

/** The remaining session time as the layout shows it, 'HHh MMm'. */
export function formatRemaining(milliseconds: number): string {
  const totalMinutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}h ${String(minutes).padStart(2, '0')}m`;
}

/** Headers every call of the web app carries (spec 1 §7). */
export const requestHeaders = {
  /** The app build's version, from the 'versao' cookie; an outdated one answers 426. */
  version: 'x-versao',
  /** Signed, time-limited: '<expiry ISO>.<hex hash>'. */
  signature: 'x-assinatura',
  /** A key per user action: a repeated non-GET request with the same key answers the first answer. */
  requestKey: 'x-chave-requisicao',
} as const;

/** The session cookie; each area is its own host, so each has its own cookie. */
export const sessionCookieName = 'sessao';
/** The cookie from which the app reads the version it sends back. */
export const versionCookieName = 'versao';

/** GET config: what the login page and the shell need before anyone logs in. */
export const configSchema = z.object({
  /** The tenant of the URL (null in the web area). */
  cliente: z.object({ tenant: z.string(), nome: z.string(), telefone: z.string().nullable() }).nullable(),
  /** 'producao' hides the test-environment banner. */
  ambiente: z.enum(['producao', 'teste']),
  /** The API's version; the app reloads (426) when its own is older than the oldest supported. */
  versao: z.string(),
});
export type Config = z.infer<typeof configSchema>;

/** GET common/env. */
export const envSchema = z.object({ ambiente: z.enum(['producao', 'teste']), producao: z.boolean(), versao: z.string() });
export type Env = z.infer<typeof envSchema>;

/** The data of a 400: the first message of each field shows under it (spec 1 §5). */
export const validationErrorDataSchema = z.object({ fields: z.record(z.string(), z.array(z.string())) });
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
