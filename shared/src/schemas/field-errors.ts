/** The part of a zod error (or any validation error) that {@link fieldErrors} reads. */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/**
 * The field errors of a 400 answer (spec 1 §5, §8): messages by dotted path ('email', 'exames.0.data'), in
 * order, without repeats; the form shows the first under its field. Issues of the whole form go under ''.
 *
 * @example fieldErrors(schema.safeParse(body).error) // { cpf: ['Digite um CPF válido'] }
 */
export function fieldErrors(error: IssueList): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The first message of each field, as a form shows them. */
export function firstFieldErrors(errors: Record<string, readonly string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) first[key] = messages[0];
  }
  return first;
}
