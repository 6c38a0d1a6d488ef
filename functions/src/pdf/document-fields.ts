import * as z from 'zod';
import { cnpjField, cpfField, dateField } from '@ocupacional/shared';
import { parseConsultationCode } from './consultation-code';
import type { ConsultationCode } from './consultation-code';

/*
 * Schema pieces the generated documents share. The view models take display labels ('Periódico', 'Apto'), not
 * type ids: turning ids into labels is the caller's business (see labels.ts), so a document shows exactly what
 * the screens show.
 */

const text = (max = 500) => z.string().trim().min(1).max(max);
const optionalText = (max = 500) => z.string().trim().max(max).optional();

/** A consultation code of the given kinds, checked (consultation-code.ts). */
export function codeField(kinds: readonly ConsultationCode['kind'][]) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        const code = parseConsultationCode(value);
        return code !== undefined && kinds.includes(code.kind);
      },
      { error: 'Código de consulta inválido.' },
    );
}

export const empresaSchema = z.object({ nome: text(255), cnpj: cnpjField() });

export const funcionarioSchema = z.object({
  nome: text(200),
  cpf: cpfField(),
  dt_nas: dateField(),
  rg: optionalText(50),
  matricula: optionalText(50),
});

/** The clinic (credenciada): name, one-line address and phone. */
export const clinicaSchema = z.object({ nome: text(255), endereco: text(500), telefone: optionalText(100) });

/** A doctor: name, CRM number and its state. */
export const medicoSchema = z.object({
  nome: text(255),
  crm: text(20),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
});

export const exameSchema = z.object({ nome: text(255), data: dateField() });

export type Medico = z.infer<typeof medicoSchema>;

/** 'Nome — CRM 12345/SP'. */
export function medicoLine(medico: Medico): string {
  return `${medico.nome} — CRM ${medico.crm}/${medico.uf}`;
}
