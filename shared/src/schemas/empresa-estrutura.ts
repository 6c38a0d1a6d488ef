import * as z from 'zod';
import { applyMask, masks } from '../masks';
import {
  invalidCaepfMessage,
  invalidCnoMessage,
  invalidCnpjMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  invalidValueMessage,
  pcmsoExameRepetidoMessage,
  pcmsoFaixaEtariaMessage,
  pcmsoVencimentoAntesInicioMessage,
  requiredMessage,
} from '../messages';
import { isValidCnpj } from '../validation/cnpj';
import { hasOnlyDocumentCharacters, onlyDigits } from '../validation/digits';
import { dateField, fieldLimits, flagField, idField, optionalText, requiredText, versaoField } from './fields';
import { pcmsoRevisaoSchema } from './pcmso';

/*
 * A company's structure in the back office (issue 14; the company edit screen's 'Estrutura' tab, web area): its work
 * fronts (fdt) with their own registration (eSocial tpInsc 1 CNPJ, 3 CAEPF, 4 CNO), the GHEs of each front, the
 * functions (Configurações › Funções) each GHE holds, and the front's PCMSO revisions with the exam table of each GHE
 * (spec 1 §3 "PCMSO exam per GHE"). The company portal's lookups (pcmso.ts) read exactly these records.
 */

// Registrations (eSocial Tabela 05: tpInsc 1 CNPJ, 3 CAEPF, 4 CNO)

/** The registration types a work front may have (eSocial TS_tpInsc_1_3_4). */
export const tiposInscricao = [
  { id: 1, nome: 'CNPJ', digitos: 14, mascara: masks.cnpj },
  { id: 3, nome: 'CAEPF', digitos: 14, mascara: '000.000.000/000-00' },
  { id: 4, nome: 'CNO', digitos: 12, mascara: '00.000.00000/00' },
] as const;
export type TipoInscricao = (typeof tiposInscricao)[number]['id'];

/** Weighted sum mod 11: a remainder below 2 gives 0, otherwise 11 minus the remainder. */
function mod11(digits: readonly number[], weights: readonly number[]): number {
  const remainder = weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Whether a CAEPF is valid: 14 digits (the owner's CPF base, a sequence, two check digits). The check digits are the
 * CNPJ's two mod-11 digits of the first 12, plus 12, mod 100 (the Receita Federal's rule, as the eSocial portal checks).
 *
 * @example isValidCaepf('529.982.247/001-25') // true
 */
export function isValidCaepf(value: string | null | undefined): boolean {
  if (!value || !hasOnlyDocumentCharacters(value)) return false;
  const text = onlyDigits(value);
  if (text.length !== 14 || /^0+$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = mod11(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...digits.slice(0, 12), first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return String((first * 10 + second + 12) % 100).padStart(2, '0') === text.slice(12);
}

/**
 * Whether a CNO (Cadastro Nacional de Obras, the former CEI) is valid: 12 digits, the last a check digit from the
 * weights 74185216374 (the units and tens of the weighted sum, added, mod 10; 10 minus that, 0 for 0).
 *
 * @example isValidCno('12.345.67890/10') // true
 */
export function isValidCno(value: string | null | undefined): boolean {
  if (!value || !hasOnlyDocumentCharacters(value)) return false;
  const text = onlyDigits(value);
  if (text.length !== 12 || /^0+$/.test(text)) return false;
  const sum = [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4].reduce((total, weight, i) => total + weight * Number(text[i]), 0);
  const remainder = ((sum % 10) + Math.floor((sum % 100) / 10)) % 10;
  return (remainder === 0 ? 0 : 10 - remainder) === Number(text[11]);
}

/** A registration shown with its type's mask; any other value as it came. */
export function formatInscricao(tipo: number | null | undefined, numero: string | null | undefined): string {
  const found = tiposInscricao.find((item) => item.id === tipo);
  const digits = onlyDigits(numero);
  return found && digits.length === found.digitos ? applyMask(found.mascara, digits) : (numero ?? '');
}

const inscricaoChecks: Record<TipoInscricao, { valid: (value: string) => boolean; message: string }> = {
  1: { valid: isValidCnpj, message: invalidCnpjMessage },
  3: { valid: isValidCaepf, message: invalidCaepfMessage },
  4: { valid: isValidCno, message: invalidCnoMessage },
};

/** An optional record id: absent, null or '' creates. */
const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

const tipoInscricaoField = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
  z.union([z.literal(1), z.literal(3), z.literal(4)], { error: invalidOptionMessage }).optional(),
);

const optionalDigits = (max: number) =>
  z
    .string({ error: invalidValueMessage })
    .trim()
    .max(max, invalidValueMessage)
    .nullish()
    .transform((value) => (value ? onlyDigits(value) : ''));

// Work fronts: GET empresa/{empresa}/fdt, GET empresa/{empresa}/fdt/{id}, POST …/fdt/editar, …/fdt/deletar

/**
 * POST empresa/{empresa}/fdt/editar: the front's name, its PCMSO's name, its registration (type and number, both or
 * neither; the number checked by its type's rule), its address and whether it is offered (ativo).
 */
export const fdtFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    descricao: requiredText(150),
    pcmso: optionalText(150),
    tp_insc: tipoInscricaoField,
    nr_insc: z
      .string({ error: invalidValueMessage })
      .trim()
      .max(30, invalidValueMessage)
      .nullish()
      .transform((value) => value ?? ''),
    cep: optionalDigits(fieldLimits.cep),
    end: optionalText(fieldLimits.address),
    num: optionalText(fieldLimits.number),
    bairro: optionalText(fieldLimits.district),
    uf: optionalText(2),
    cidade: optionalText(fieldLimits.name),
    ativo: flagField(1),
  })
  .superRefine(
    (form, ctx) => {
      const digits = typeof form.nr_insc === 'string' ? form.nr_insc : '';
      const tipo = form.tp_insc as TipoInscricao | undefined;
      if (tipo === undefined || !(tipo in inscricaoChecks)) {
        if (digits && tipo === undefined) ctx.addIssue({ code: 'custom', path: ['tp_insc'], message: requiredMessage });
        return;
      }
      const check = inscricaoChecks[tipo];
      if (!digits) ctx.addIssue({ code: 'custom', path: ['nr_insc'], message: requiredMessage });
      else if (!check.valid(digits)) ctx.addIssue({ code: 'custom', path: ['nr_insc'], message: check.message });
    },
    // Also when other fields failed, so the form shows every error at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((form) => ({ ...form, nr_insc: form.nr_insc ? onlyDigits(form.nr_insc) : '' }));
export type FdtForm = z.output<typeof fdtFormSchema>;
export type FdtFormInput = z.input<typeof fdtFormSchema>;

/** A work front as the back office lists it, with its current PCMSO revision. */
export const fdtCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  descricao: z.string(),
  pcmso: z.string().nullable(),
  tp_insc: z.union([z.literal(1), z.literal(3), z.literal(4)]).nullable(),
  nr_insc: z.string().nullable(),
  cep: z.string().nullable(),
  end: z.string().nullable(),
  num: z.string().nullable(),
  bairro: z.string().nullable(),
  uf: z.string().nullable(),
  cidade: z.string().nullable(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  revisao: pcmsoRevisaoSchema.nullable(),
});
export type FdtCadastro = z.infer<typeof fdtCadastroSchema>;

// GHEs: GET empresa/{empresa}/ghe/{fdt}, POST empresa/{empresa}/ghe/editar, …/ghe/deletar

/** POST empresa/{empresa}/ghe/editar: the GHE's front (fixed once created), code (max 15), description, notes, order. */
export const gheFormSchema = z.object({
  id: optionalId,
  versao: versaoField(),
  id_fdt: idField(),
  ghe: requiredText(15),
  descricao: requiredText(150),
  obs: optionalText(fieldLimits.notes),
  ordem: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : typeof value === 'string' ? Number(value) : value),
    z.number({ error: invalidNumberMessage }).int({ error: invalidNumberMessage }).min(0, invalidNumberMessage).max(9999, invalidNumberMessage),
  ),
  ativo: flagField(1),
});
export type GheForm = z.output<typeof gheFormSchema>;
export type GheFormInput = z.input<typeof gheFormSchema>;

/** A function linked to a GHE (from Configurações › Funções). */
export const gheFuncaoSchema = z.object({ id: z.string(), nome: z.string(), cbo: z.string().nullable(), ativo: z.union([z.literal(0), z.literal(1)]) });
export type GheFuncao = z.infer<typeof gheFuncaoSchema>;

/** A GHE as the back office lists it, with its functions. */
export const gheCadastroSchema = z.object({
  id: z.string(),
  versao: z.number().int(),
  id_fdt: z.string(),
  ghe: z.string(),
  descricao: z.string(),
  obs: z.string().nullable(),
  ordem: z.number().int(),
  ativo: z.union([z.literal(0), z.literal(1)]),
  funcoes: z.array(gheFuncaoSchema),
});
export type GheCadastro = z.infer<typeof gheCadastroSchema>;

/** POST empresa/{empresa}/ghe/funcao/{ghe}/editar: links one function of the catalogue to the GHE. */
export const gheFuncaoFormSchema = z.object({ id_funcao: idField() });
export type GheFuncaoForm = z.output<typeof gheFuncaoFormSchema>;

// PCMSO revisions: GET empresa/{empresa}/pcmso/revisao/{fdt}, POST …/nova (Nova Revisão), POST …/editar

/**
 * POST empresa/{empresa}/pcmso/revisao/{fdt}/nova and …/editar: the revision's description (what changed, e.g. 'Revisão
 * anual'), its date and its validity (início, vencimento: a GHE whose PCMSO is past it cannot take a consultation).
 */
export const pcmsoRevisaoFormSchema = z
  .object({
    id: optionalId,
    versao: versaoField(),
    descricao: requiredText(150),
    data: dateField(),
    inicio: dateField(),
    vencimento: dateField(),
  })
  .superRefine(
    (form, ctx) => {
      const dates = [form.inicio, form.vencimento];
      if (dates.every((date) => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) && form.vencimento < form.inicio) {
        ctx.addIssue({ code: 'custom', path: ['vencimento'], message: pcmsoVencimentoAntesInicioMessage });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PcmsoRevisaoForm = z.output<typeof pcmsoRevisaoFormSchema>;
export type PcmsoRevisaoFormInput = z.input<typeof pcmsoRevisaoFormSchema>;

/** A front's PCMSO revision as the back office lists it: `atual` for the latest (the only one whose table changes). */
export const pcmsoRevisaoCadastroSchema = pcmsoRevisaoSchema.extend({ versao: z.number().int(), atual: z.boolean() });
export type PcmsoRevisaoCadastro = z.infer<typeof pcmsoRevisaoCadastroSchema>;

// The exam table of a GHE in a revision: GET empresa/{empresa}/pcmso/exame/{revisao}/{ghe}, POST …/editar

/** Months, days or years: a whole number from 0 (typed as text in the table). */
const countField = (optional: boolean) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    optional
      ? z.number({ error: invalidNumberMessage }).int({ error: invalidNumberMessage }).min(0, invalidNumberMessage).max(1200, invalidNumberMessage).optional()
      : z
          .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidNumberMessage) })
          .int({ error: invalidNumberMessage })
          .min(0, invalidNumberMessage)
          .max(36500, invalidNumberMessage),
  );

/**
 * One row of the table (spec 1 §3 "PCMSO exam per GHE"): the exam (Configurações › Exames), the ASO types that ask for
 * it (adm 47, apos_adm 48, ret_tra 49, mud_fun 50, dem 51: each unchecked unless the user checks it), the periodic's
 * months (0: not in the periodic), periodicidade_a/_d (kept, their use is not shown), the ages it applies from and to
 * (per_id1, per_id2; either open) and the days a result stays valid. An exam may have several rows with age ranges
 * that do not overlap (e.g. 12 months up to 45 years, 6 months from 46).
 */
export const pcmsoExameFormSchema = z
  .object({
    id: optionalId,
    id_exame: idField(),
    adm: flagField(0),
    apos_adm: flagField(0),
    dem: flagField(0),
    ret_tra: flagField(0),
    mud_fun: flagField(0),
    periodicidade: countField(false),
    periodicidade_a: countField(true),
    periodicidade_d: countField(true),
    per_id1: countField(true),
    per_id2: countField(true),
    validade: countField(false),
  })
  .superRefine((row, ctx) => {
    if (row.per_id1 !== undefined && row.per_id2 !== undefined && row.per_id2 < row.per_id1) {
      ctx.addIssue({ code: 'custom', path: ['per_id2'], message: pcmsoFaixaEtariaMessage });
    }
  });
export type PcmsoExameForm = z.output<typeof pcmsoExameFormSchema>;

/** Most rows one GHE's table holds in a revision (one transaction writes the table). */
export const pcmsoExamesMax = 45;

/** POST empresa/{empresa}/pcmso/exame/{revisao}/{ghe}/editar: the GHE's whole table in that revision (replaces it). */
export const pcmsoExameTabelaFormSchema = z
  .object({ exames: z.array(pcmsoExameFormSchema, { error: invalidValueMessage }).max(pcmsoExamesMax, invalidValueMessage) })
  .superRefine((form, ctx) => {
    form.exames.forEach((row, index) => {
      const clash = form.exames.findIndex(
        (other, j) =>
          j < index &&
          other.id_exame === row.id_exame &&
          (other.per_id1 ?? 0) <= (row.per_id2 ?? Infinity) &&
          (row.per_id1 ?? 0) <= (other.per_id2 ?? Infinity),
      );
      if (clash >= 0) ctx.addIssue({ code: 'custom', path: ['exames', index, 'id_exame'], message: pcmsoExameRepetidoMessage });
    });
  });
export type PcmsoExameTabelaForm = z.output<typeof pcmsoExameTabelaFormSchema>;
export type PcmsoExameTabelaFormInput = z.input<typeof pcmsoExameTabelaFormSchema>;
