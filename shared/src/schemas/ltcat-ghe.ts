import * as z from 'zod';
import { invalidValueMessage } from '../messages';
import { fieldLimits, flagField, idField, idListField, optionalText, requiredText } from './fields';
import { listQuerySchema, pageSchema } from './list-query';

/*
 * The GHE of an LTCAT (issue 15, wave 2; spec 3 §2.3 'Setores (GHE)', §3, §7): GET ltcat/ghe/{ltcat}, POST
 * ltcat/ghe/{ltcat}/cadastrar|editar|deletar; a GHE's functions, employees and technical conclusions under
 * ltcat/ghe/funcao|funcionario|conclusao-tecnica/{ghe}[/{id}], POST …/editar, …/deletar {ids}.
 */

/** Spec 3 §3 sizes. */
export const ltcatGheLimits = { ghe: 15, descricao: 150, cbo: 45, funcionarioDescricao: 999, conclusaoNome: 255 } as const;

const optionalId = z
  .union([z.string().trim(), z.number().int().transform(String)], { error: invalidValueMessage })
  .nullish()
  .transform((value) => value || undefined);

/** The GHE lists' query (whole lists, paged in memory; search by code/description, or name/CPF for employees). */
export const ltcatGheListQuerySchema = listQuerySchema(z.object({}).optional(), 50);
export type LtcatGheListQuery = z.input<typeof ltcatGheListQuerySchema>;

/** POST ltcat/ghe/{ltcat}/cadastrar and …/editar. `copiar`: a GHE of the same LTCAT whose functions and conclusions the new one takes. */
export const ltcatGheFormSchema = z.object({
  id: optionalId,
  ordem: z.coerce.number({ error: invalidValueMessage }).int(invalidValueMessage).min(0, invalidValueMessage).max(9999, invalidValueMessage).nullish().transform((value) => value ?? 0),
  ghe: requiredText(ltcatGheLimits.ghe),
  descricao: requiredText(ltcatGheLimits.descricao),
  obs: optionalText(fieldLimits.text),
  copiar: optionalId,
});
export type LtcatGheForm = z.input<typeof ltcatGheFormSchema>;

/**
 * Replication of a link to other GHEs of the same LTCAT: `replicar` the target GHEs; `replicar_subs` 1 overwrites a
 * target's link to the same function/conclusion with this one's text, 0 leaves it as it is (adds only where absent).
 */
const replicacao = { replicar: idListField(), replicar_subs: flagField(0) };

/** POST ltcat/ghe/funcao/{ghe}/editar: id_fun from Configurações › Funções; the CBO defaults to the function's. */
export const ltcatGheFuncaoFormSchema = z.object({
  id: optionalId,
  id_fun: idField(),
  cbo: optionalText(ltcatGheLimits.cbo),
  descricao: optionalText(fieldLimits.text),
  ...replicacao,
});
export type LtcatGheFuncaoForm = z.input<typeof ltcatGheFuncaoFormSchema>;

/** POST ltcat/ghe/funcionario/{ghe}/editar: an employee of the LTCAT's company, with a required description. */
export const ltcatGheFuncionarioFormSchema = z.object({
  id: optionalId,
  id_funcionario: idField(),
  descricao: requiredText(ltcatGheLimits.funcionarioDescricao),
});
export type LtcatGheFuncionarioForm = z.input<typeof ltcatGheFuncionarioFormSchema>;

/**
 * POST ltcat/ghe/conclusao-tecnica/{ghe}/editar: a technical conclusion of the catalogue; `inserir` 1 (or an empty
 * name/text) takes the catalogue's name and text, else the form's (the GHE's own wording).
 */
export const ltcatGheConclusaoFormSchema = z.object({
  id: optionalId,
  id_con_tec: idField(),
  nome: optionalText(ltcatGheLimits.conclusaoNome),
  descricao: optionalText(fieldLimits.text),
  inserir: flagField(0),
  ...replicacao,
});
export type LtcatGheConclusaoForm = z.input<typeof ltcatGheConclusaoFormSchema>;

const updatedAt = z.string().nullable();

/** A GHE row of the list (and the modal's info tab). */
export const ltcatGheSchema = z.object({
  id: z.string(),
  id_ltcat: z.string(),
  ordem: z.number(),
  ghe: z.string(),
  descricao: z.string(),
  obs: z.string().nullable(),
  funcoes: z.number(),
  funcionarios: z.number(),
  conclusoes: z.number(),
  updated_at: updatedAt,
});
export type LtcatGhe = z.infer<typeof ltcatGheSchema>;
export const ltcatGhePageSchema = pageSchema(ltcatGheSchema);

export const ltcatGheFuncaoSchema = z.object({
  id: z.string(),
  id_ghe: z.string(),
  id_fun: z.string(),
  nome: z.string(),
  cbo: z.string().nullable(),
  descricao: z.string().nullable(),
  updated_at: updatedAt,
});
export type LtcatGheFuncao = z.infer<typeof ltcatGheFuncaoSchema>;
export const ltcatGheFuncaoPageSchema = pageSchema(ltcatGheFuncaoSchema);

export const ltcatGheFuncionarioSchema = z.object({
  id: z.string(),
  id_ghe: z.string(),
  id_funcionario: z.string(),
  nome: z.string(),
  cpf: z.string(),
  funcao: z.string().nullable(),
  descricao: z.string(),
  updated_at: updatedAt,
});
export type LtcatGheFuncionario = z.infer<typeof ltcatGheFuncionarioSchema>;
export const ltcatGheFuncionarioPageSchema = pageSchema(ltcatGheFuncionarioSchema);

export const ltcatGheConclusaoSchema = z.object({
  id: z.string(),
  id_ghe: z.string(),
  id_con_tec: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  updated_at: updatedAt,
});
export type LtcatGheConclusao = z.infer<typeof ltcatGheConclusaoSchema>;
export const ltcatGheConclusaoPageSchema = pageSchema(ltcatGheConclusaoSchema);
