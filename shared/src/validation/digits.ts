/** The decimal digits of a value, dropping everything else (mask punctuation, spaces). */
export function onlyDigits(value: string | number | null | undefined): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: String(null) and String(undefined) have no digits either
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/**
 * Whether a document number is made only of digits and the mask's punctuation, so '529.982.247-25' and
 * '52998224725' pass but a value with letters in it does not.
 */
export function hasOnlyDocumentCharacters(value: string): boolean {
  return /^[\d.\-/\s]*$/.test(value);
}
