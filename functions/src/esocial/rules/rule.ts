/*
 * The shape of a rule the XSDs cannot check (issue 13 item 7): the web service's "Validação" notes that need the
 * clock, the worker's contract or the contract's other events. Each rule names where the official text is (the
 * S-1.3 schema's own documentation of the field, functions/esocial/xsd/S-1.3) and answers the paths it is broken at.
 */

/** What the rules know besides the event. */
export interface RuleContext {
  /** Today in São Paulo (AAAA-MM-DD), the service's "data atual". */
  readonly hoje: string;
  /** The contract's admission (or start) date, when the platform knows it; rules on it are skipped otherwise. */
  readonly admissao?: string | null;
  /** The worker's category (Tabela 01) when the event does not carry it (codCateg): the manual form's category. */
  readonly categoria?: string | null;
  /** The contract's other S-2220 (sent or waiting, never excluded): exam type and ASO date. */
  readonly outrosAsos?: readonly { readonly tpExameOcup: number; readonly dtAso: string }[];
}

/** One rule of one event type. */
export interface Rule<I> {
  /** A short id: layout, field, case. */
  readonly id: string;
  /** Where the official rule is written: schema file, field, and the rule's words. */
  readonly source: string;
  readonly message: string;
  /** The input paths where the rule is broken ([] when it holds). */
  readonly broken: (input: I, context: RuleContext) => readonly string[];
}

/** A broken rule at one path, with its pt-BR message. */
export interface RuleViolation {
  readonly rule: string;
  readonly path: string;
  readonly message: string;
}

/** Messages of these rules (ours, pt-BR: the specification has none for them). */
export const ruleMessages = {
  afterToday: 'A data não pode ser posterior à data atual',
  beforeAdmission: 'A data não pode ser anterior à data de admissão do trabalhador',
  beyondThirtyDays: 'A data não pode ser posterior a 30 dias da data atual',
  admissionNotFirst: 'Já existe ASO deste contrato com data anterior: o exame admissional deve ser o primeiro do contrato',
  originalCatReceipt: 'Informe o recibo da CAT anterior do mesmo acidente',
} as const;

/** [path] when the condition holds, else []. */
export function at(condition: boolean, path: string): readonly string[] {
  return condition ? [path] : [];
}

/** A date after another (ISO dates compare as text); false when either is missing. */
export function after(date: string | null | undefined, limit: string | null | undefined): boolean {
  return Boolean(date) && Boolean(limit) && (date as string) > (limit as string);
}

/** Trabalhador avulso: categories 2XX of Tabela 01. */
export function isAvulso(categoria: string | null | undefined): boolean {
  return /^2\d\d$/.test(categoria ?? '');
}
