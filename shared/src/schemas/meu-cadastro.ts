import * as z from 'zod';
import { maxChars, minChars, passwordMismatchMessage, requiredMessage } from '../messages';
import { empresaSchema } from './empresa';
import { fieldLimits, versaoField } from './fields';

const passwordMax = 255;

/** A password is never trimmed: spaces are part of it. */
const password = z.string().max(passwordMax, maxChars(passwordMax)).nullish();

/** The three password fields of meu-cadastro. */
export interface PasswordChange {
  senha_atual?: string | null;
  senha_nova?: string | null;
  senha_confirma?: string | null;
}

/** Whether the user asked to change the password: any of the three fields filled. */
export function wantsPasswordChange(values: PasswordChange): boolean {
  return !!(values.senha_atual || values.senha_nova || values.senha_confirma);
}

/**
 * The password-change rules (spec 1 §5): all three empty means no change; otherwise the current password is
 * required, the new one has at least 6 characters and the confirmation repeats it ('As senhas não conferem').
 * Issues are keyed by field so each shows under its input.
 */
export function passwordChangeIssues(values: PasswordChange): { path: keyof PasswordChange; message: string }[] {
  if (!wantsPasswordChange(values)) return [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [atual, nova, confirma] = [text(values.senha_atual), text(values.senha_nova), text(values.senha_confirma)];
  const issues: { path: keyof PasswordChange; message: string }[] = [];
  if (!atual) issues.push({ path: 'senha_atual', message: requiredMessage });
  if (!nova) issues.push({ path: 'senha_nova', message: requiredMessage });
  else if (nova.length < fieldLimits.passwordMin) {
    issues.push({ path: 'senha_nova', message: minChars(fieldLimits.passwordMin) });
  }
  if (!confirma) issues.push({ path: 'senha_confirma', message: requiredMessage });
  else if (confirma !== nova) issues.push({ path: 'senha_confirma', message: passwordMismatchMessage });
  return issues;
}

/** GET/POST meu-cadastro (spec 1 §7): the company's own data plus an optional password change. */
export const meuCadastroSchema = empresaSchema
  // versao: the version of the point record the form read (issue 12 item 3); the save requires it.
  .extend({ versao: versaoField(), senha_atual: password, senha_nova: password, senha_confirma: password })
  .superRefine(
    (values, ctx) => {
      for (const issue of passwordChangeIssues(values)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    // Also when other fields failed, so the form shows every error at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type MeuCadastro = z.infer<typeof meuCadastroSchema>;
export type MeuCadastroInput = z.input<typeof meuCadastroSchema>;
