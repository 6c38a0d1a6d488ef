/**
 * The first message of a form error that may be nested (a list field's error sits at 'empresas_processar.1'), so
 * the list's picker can show it under itself.
 *
 * @example firstErrorMessage([undefined, { message: 'Selecione uma opção válida' }]) // 'Selecione uma opção válida'
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
