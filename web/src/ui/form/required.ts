/** Spec 1 §5: "A required value is missing when null or empty" (blank text and empty lists too). */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether a field was left for a button (save, 'Esqueci Minha Senha'…): the blur message 'Campo Obrigatório' then
 * waits, since a message appearing now would move the button away from under the pointer before the click lands,
 * and a save shows its own messages anyway.
 */
export function leftForButton(relatedTarget: EventTarget | null | undefined): boolean {
  return typeof HTMLButtonElement !== 'undefined' && relatedTarget instanceof HTMLButtonElement;
}
