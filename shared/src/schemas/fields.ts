import * as z from 'zod';
import { typeLists } from '../codes';
import {
  invalidCnpjMessage,
  invalidCpfMessage,
  invalidDateMessage,
  invalidEmailInListMessage,
  invalidEmailMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  invalidValueMessage,
  maxChars,
  requiredMessage,
} from '../messages';
import { isValidCnpj } from '../validation/cnpj';
import { isValidCpf } from '../validation/cpf';
import { normalizeDate } from '../validation/dates';
import { onlyDigits } from '../validation/digits';
import { isValidEmail, parseEmailList } from '../validation/email';

/*
 * Field builders: each rule of spec 1 §5 written once. Schemas give the messages of the save path
 * ('Campo obrigatório', 'Email inválido'); a value is missing when null, undefined or empty after trimming.
 * Optional text fields accept '' and null as "no value", since forms send them.
 */

/** Generic field limits (spec 1 §5, spec 3 §5). */
export const fieldLimits = {
  name: 255,
  email: 100,
  phone: 100,
  address: 500,
  number: 50,
  district: 100,
  complement: 50,
  notes: 500,
  cancellationReason: 1000,
  bloodPressure: 3,
  text: 5000,
  cep: 10,
  numberMin: 0,
  numberMax: 99_999_999_999,
  passwordMin: 6,
  /** Employee name (spec 1 §3). */
  employeeName: 200,
} as const;

/** Options of the field builders. */
export interface FieldOptions {
  /** Whether the field may be left empty, null or absent (default: required). */
  readonly optional?: boolean;
}

/** The schema a builder returns: `S` when required, `S` accepting null and absence when optional. */
export type MaybeOptional<S extends z.ZodType, O extends FieldOptions> = O extends { optional: true }
  ? z.ZodOptional<z.ZodNullable<S>>
  : S;

type RequiredField = { readonly optional?: false };

/** Picks the optional or the required form of a schema built both ways, typed after the options. */
function pick<O extends FieldOptions, Opt extends z.ZodType, Req extends z.ZodType>(
  options: O,
  optional: () => Opt,
  required: () => Req,
): O extends { optional: true } ? Opt : Req {
  return (options.optional ? optional() : required()) as O extends { optional: true } ? Opt : Req;
}

function finish<S extends z.ZodType, O extends FieldOptions>(
  options: O,
  schema: S,
  required: (schema: S) => S = (same) => same,
): MaybeOptional<S, O> {
  return (options.optional ? schema.nullable().optional() : required(schema)) as MaybeOptional<S, O>;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/*
 * No check here aborts (zod's `abort: true`): an aborting issue in one field stops the object-level rules
 * (meu-cadastro's password rules) from running, and a form wants every error at once. Checks that would
 * repeat an earlier one skip the values it already rejected instead.
 */

/** Required text, trimmed, at most `max` characters. */
export function requiredText(max: number = fieldLimits.text) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxChars(max));
}

/** Optional text, trimmed, at most `max` characters; '' and null mean no value. */
export function optionalText(max: number = fieldLimits.text) {
  return z.string({ error: invalidValueMessage }).trim().max(max, maxChars(max)).nullish();
}

/** A document field: digits kept, masked or not on input; `valid` checks the digits. */
function documentField<O extends FieldOptions>(valid: (digits: string) => boolean, message: string, options: O) {
  const digits = z
    .string({ error: requiredMessage })
    .trim()
    .overwrite(onlyDigits)
    .refine((value) => value === '' || valid(value), { error: message });
  // A masked value with no digit at all ('..-') counts as empty.
  return finish(options, digits, (schema) => schema.min(1, requiredMessage));
}

/** A CPF, masked or not on input, kept as its 11 digits; 'Digite um CPF válido' when the check digits fail. */
export function cpfField<const O extends FieldOptions = RequiredField>(options: O = {} as O) {
  return documentField(isValidCpf, invalidCpfMessage, options);
}

/** A CNPJ, masked or not on input, kept as its 14 digits; 'Digite um CNPJ válido' when the check digits fail. */
export function cnpjField<const O extends FieldOptions = RequiredField>(options: O = {} as O) {
  return documentField(isValidCnpj, invalidCnpjMessage, options);
}

/** One e-mail address, trimmed, at most `max` (100) characters, 'Email inválido' when malformed. */
export function emailField<const O extends FieldOptions & { readonly max?: number } = RequiredField>(
  options: O = {} as O,
) {
  const max = options.max ?? fieldLimits.email;
  const address = z
    .string({ error: requiredMessage })
    .trim()
    .max(max, maxChars(max))
    .refine((value) => value === '' || value.length > max || isValidEmail(value), { error: invalidEmailMessage });
  return finish(options, address, (schema) => schema.min(1, requiredMessage));
}

/**
 * Several addresses separated by semicolons (spec 1 §3, spec 2 §5), each validated: one issue
 * 'Email `X` não é válido' per bad or over-long (100) address. Normalised to 'a@b.com;c@d.com'.
 */
export function emailListField<
  const O extends FieldOptions & { readonly requiredMessage?: string; readonly max?: number } = RequiredField,
>(options: O = {} as O) {
  const max = options.max ?? fieldLimits.text;
  const required = options.requiredMessage ?? requiredMessage;
  const list = z
    .string({ error: required })
    .overwrite((value) => parseEmailList(value).join(';'))
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!options.optional) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: maxChars(max) });
        return;
      }
      for (const address of parseEmailList(value)) {
        if (address.length > fieldLimits.email || !isValidEmail(address)) {
          ctx.addIssue({ code: 'custom', message: invalidEmailInListMessage(address) });
        }
      }
    });
  return finish(options, list);
}

/**
 * A date typed 'dd/mm/aaaa' or sent as ISO 'yyyy-mm-dd', kept as ISO (spec 1 §5: month 1–12, a day the month
 * has, year 1900 or later); 'Digite uma data válida no formato dd/mm/aaaa' otherwise.
 */
export function dateField<const O extends FieldOptions = RequiredField>(options: O = {} as O) {
  const date = z
    .string({ error: requiredMessage })
    .trim()
    .refine((value) => value === '' || normalizeDate(value) !== null, { error: invalidDateMessage })
    .overwrite((value) => normalizeDate(value) ?? value);
  return finish(options, date, (schema) => schema.min(1, requiredMessage));
}

/**
 * A list filter's [start, end] dates, ISO or 'dd/mm/aaaa', kept as ISO; either end may be null (the list's default
 * window then applies to it). 'Digite uma data válida…' when a given end is not a date.
 */
export function dateRangeField() {
  return z
    .tuple([z.string().nullish(), z.string().nullish()], { error: invalidValueMessage })
    .transform((range, ctx) => {
      const [start, end] = range.map((value) => (value ? normalizeDate(value) : null));
      if ((range[0] && !start) || (range[1] && !end)) {
        ctx.addIssue({ code: 'custom', message: invalidDateMessage });
        return z.NEVER;
      }
      return { start: start ?? null, end: end ?? null };
    });
}

/*
 * The builders below read form text into numbers or ids before validating (z.preprocess). Their input type
 * says what forms and API clients send; anything else still reaches the schema and fails with a pt-BR message.
 */

type Loose<T> = T | string | null | undefined;

/**
 * A number from 0 to 99999999999 (spec 1 §5), given as a number or typed as text (',' or '.' decimal);
 * 'Digite um número válido' otherwise.
 */
export function numberField<const O extends FieldOptions & { readonly int?: boolean } = RequiredField>(
  options: O = {} as O,
) {
  const base = z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidNumberMessage) });
  const number = (options.int ? base.int({ error: invalidNumberMessage }) : base)
    .min(fieldLimits.numberMin, invalidNumberMessage)
    .max(fieldLimits.numberMax, invalidNumberMessage);
  const read = (value: Loose<number>) => {
    if (missing(value)) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
  };
  return pick(
    options,
    () => z.preprocess(read, number.optional()).nullable().optional(),
    () => z.preprocess(read, number),
  );
}

/** A reference to another record (fdt, função, estado, cidade…): a non-empty id, a number read as its text. */
export function idField<const O extends FieldOptions = RequiredField>(options: O = {} as O) {
  const id = z.string({ error: requiredMessage }).trim();
  const read = (value: Loose<number>) => (typeof value === 'number' ? String(value) : value);
  return pick(
    options,
    () => z.preprocess(read, id).nullable().optional(),
    () => z.preprocess(read, id.min(1, requiredMessage)),
  );
}

/**
 * An item of type list `parent` (spec 1 §9), e.g. sexo from list 59: a number (or its text) that must be one of
 * the list's ids when the catalogue knows the list.
 */
export function tipoField<const O extends FieldOptions = RequiredField>(parent: number, options: O = {} as O) {
  const known = typeLists[parent]?.map((item) => item.id);
  const id = z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) })
    .int({ error: invalidOptionMessage })
    .refine((value) => !known || known.includes(value), { error: invalidOptionMessage });
  const read = (value: Loose<number>) => {
    if (missing(value)) return undefined;
    return typeof value === 'string' ? Number(value) : value;
  };
  return pick(
    options,
    () => z.preprocess(read, id.optional()).nullable().optional(),
    () => z.preprocess(read, id),
  );
}

/**
 * The version of a record an edit form read (issue 12 item 3): the save sends it back and the server writes only
 * if the stored record still has it (else 409). 0 is a record saved before records had versions. Optional in the
 * schema because a create has none; the server requires it whenever the save edits a record that exists.
 */
export function versaoField() {
  const read = (value: Loose<number>) => (missing(value) ? undefined : typeof value === 'string' ? Number(value) : value);
  return z.preprocess(
    read,
    z.number({ error: invalidValueMessage }).int({ error: invalidValueMessage }).min(0, invalidValueMessage).optional(),
  );
}

/** The version of a record as the API answers it (issue 12 item 3): what an edit form sends back. */
export const versaoSchema = z.number().int().min(0);

/** A 0/1 flag (pcd, ativo…), also read from booleans and '0'/'1'; `fallback` when absent, null or ''. */
export function flagField(fallback: 0 | 1 = 0) {
  const read = (value: Loose<number | boolean>) => {
    if (missing(value)) return fallback;
    if (value === true || value === '1') return 1;
    if (value === false || value === '0') return 0;
    return value;
  };
  return z.preprocess(read, z.union([z.literal(0), z.literal(1)], { error: invalidOptionMessage })).default(fallback);
}

/** A list of record ids (e.g. the fronts of an e-mail contact); absent means empty. */
export function idListField() {
  return z
    .array(z.union([z.string().trim().min(1), z.number().transform(String)]), { error: invalidOptionMessage })
    .nullish()
    .transform((ids) => ids ?? []);
}

/**
 * The address and contact columns a registry's record answers (company, clinic, partner): the CEP and street as
 * stored, the ids the common/estado and common/cidade lookups chose; null when not filled.
 */
export const addressReplyShape = {
  cep: z.string().nullable(),
  end: z.string().nullable(),
  num: z.string().nullable(),
  comp: z.string().nullable(),
  bairro: z.string().nullable(),
  id_estado: z.string().nullable(),
  id_cidade: z.string().nullable(),
  tel_com: z.string().nullable(),
  tel_cel: z.string().nullable(),
  email: z.string().nullable(),
};
