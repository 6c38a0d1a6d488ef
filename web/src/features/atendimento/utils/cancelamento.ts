/*
 * The cancel form's rule (spec 1 §4): "The cancel observation field is enabled only once a password is typed."
 */

/**
 * Whether the cancellation reason is enabled: a password has been typed (blanks do not count).
 *
 * @example cancelObsEnabled('') // false
 */
export function cancelObsEnabled(senha: string | null | undefined): boolean {
  return Boolean(senha && senha.trim() !== '');
}
