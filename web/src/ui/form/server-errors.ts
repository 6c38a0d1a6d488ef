/*
 * Server 400 field errors (spec 1 §5): "shown under the fields (first message; joined by comma in wrappers)".
 */

/** Sets one field's error; react-hook-form's setError fits. */
export type SetFieldError = (name: string, error: { type: string; message: string }) => void;

/**
 * Puts the first message of each field of a 400 under that field. Returns the fields the form does not have,
 * so the screen can show them elsewhere; without `known`, every field is set.
 *
 * @example applyServerErrors({ cpf: ['Digite um CPF válido'] }, form.setError)
 */
export function applyServerErrors(
  fields: Readonly<Record<string, readonly string[]>>,
  setError: SetFieldError,
  known?: readonly string[],
): Record<string, readonly string[]> {
  const unknown: Record<string, readonly string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (!first) continue;
    if (known && !known.includes(name)) {
      unknown[name] = messages;
      continue;
    }
    setError(name, { type: 'server', message: first });
  }
  return unknown;
}

/**
 * The message a wrapper around several fields shows: every message of the fields it wraps (by name or name
 * prefix, e.g. 'exames' covers 'exames.0.id_exa'), joined by comma.
 *
 * @example wrapperMessage({ 'exames.0.data': ['Data inválida'], 'exames.1.data': ['Campo obrigatório'] }, 'exames')
 * // 'Data inválida, Campo obrigatório'
 */
export function wrapperMessage(fields: Readonly<Record<string, readonly string[]>>, wraps: string): string {
  return Object.entries(fields)
    .filter(([name]) => name === wraps || name.startsWith(`${wraps}.`))
    .flatMap(([, messages]) => messages)
    .join(', ');
}
