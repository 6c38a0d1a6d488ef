import * as z from 'zod';
import { invalidValueMessage } from '../messages';
import { consultaExternaDetailSchema, consultaExternaListFilterSchema, consultaExternaRowSchema } from './consulta-externa';
import { idField } from './fields';
import { jsonQueryParam, listQuerySchema, pageSchema } from './list-query';

/*
 * The back office's handling of every company's external consultations (spec 1 §2 "Back office: company
 * consultations", §4 "Generating a definitive consultation", §7 empresa/consulta/externa…; docs/api/atendimento.md):
 * the list and detail with what the generate button does, 'gerar' and 'alterar PCMSO', and the modal's lookups.
 */

// GET empresa/consulta/externa (web)

/**
 * The back office list's filter: the company list's (provider, employee, status, ASO type, creation and schedule
 * dates, deleted) plus the company. `id_credenciada` absent means the tenant's default provider(s) (spec 1 §2
 * 'provider id_cre 1'); an empty list means every provider. Without `agendamento_at` the window is the schedule
 * date from 10 days before to 30 days ahead (shared `dateWindows.consultaExternaBackOffice`).
 */
export const backOfficeConsultaFilterSchema = consultaExternaListFilterSchema.extend({
  id_empresa: consultaExternaListFilterSchema.shape.id_credenciada,
});
export type BackOfficeConsultaFilter = z.input<typeof backOfficeConsultaFilterSchema>;

export const backOfficeConsultaQuerySchema = listQuerySchema(backOfficeConsultaFilterSchema);
export type BackOfficeConsultaQuery = z.input<typeof backOfficeConsultaQuerySchema>;

/** What the back office adds to a row (spec 1 §4). */
const backOfficeFlags = {
  /**
   * The generate button shows (permission 559 or administrator, provider flagged default, status not 194/195, and —
   * while not generated — scheduled and not deleted). With `id_con` set it opens that consultation instead.
   */
  pode_gerar: z.boolean(),
  /**
   * Schedule date today or earlier and the front's current PCMSO revision is not the consultation's: generating
   * is refused and the change-revision modal opens instead.
   */
  pcmso_desatualizado: z.boolean(),
};

export const backOfficeConsultaRowSchema = consultaExternaRowSchema.extend(backOfficeFlags);
export type BackOfficeConsultaRow = z.infer<typeof backOfficeConsultaRowSchema>;

export const backOfficeConsultaPageSchema = pageSchema(backOfficeConsultaRowSchema);

// GET empresa/consulta/externa/{id} (web)

export const backOfficeConsultaDetailSchema = consultaExternaDetailSchema.extend(backOfficeFlags);
export type BackOfficeConsultaDetail = z.infer<typeof backOfficeConsultaDetailSchema>;

// GET empresa/consulta/externa/{id}/gerar: answers { id_con } (atendimento.ts consultaGeradaSchema).

// POST empresa/consulta/externa/{id}/alterar

/**
 * 'Alterar PCMSO': the front, GHE, function and price table chosen in sequence on the company's current PCMSO
 * revision. The new consultation keeps the clinic, the schedule date and the ASO type of the original.
 */
export const alterarPcmsoSchema = z.object(
  {
    id_fdt: idField(),
    id_ghe: idField(),
    id_funcao: idField(),
    id_tabela_preco: idField(),
  },
  { error: invalidValueMessage },
);
export type AlterarPcmso = z.infer<typeof alterarPcmsoSchema>;
export type AlterarPcmsoInput = z.input<typeof alterarPcmsoSchema>;

/** The answer of alterar: the replacement consultation. */
export const alterarPcmsoSavedSchema = z.object({ id: z.string() });

// GET pcmso/ghe/funcao/{ghe}/{empresa} (web): the functions of one GHE (shape of pcmso.ts funcaoSchema).

// GET tabela-preco/{empresa}/{fdt} (web)

/**
 * The price tables a company's front may use on a day (default today), one per clinic (the most specific in
 * force); `id_credenciada` keeps one clinic's (the 'alterar PCMSO' modal keeps the consultation's clinic).
 */
export const backOfficeTabelaPrecoFilterSchema = z.object(
  {
    id_credenciada: idField({ optional: true }),
    data_age: z.string().regex(/^\d{4}-\d{2}-\d{2}/, invalidValueMessage).optional(),
  },
  { error: invalidValueMessage },
);
export const backOfficeTabelaPrecoQuerySchema = z.object({ filter: jsonQueryParam(backOfficeTabelaPrecoFilterSchema) });
export type BackOfficeTabelaPrecoFilter = z.input<typeof backOfficeTabelaPrecoFilterSchema>;

export const backOfficeTabelaPrecoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.number().int().nullable(),
  credenciada: z.object({ id: z.string(), nome: z.string(), padrao: z.boolean() }),
});
export type BackOfficeTabelaPreco = z.infer<typeof backOfficeTabelaPrecoSchema>;

// GET credenciada (web)

/** A clinic of the tenant's network, for the provider filter; `padrao` marks the default provider(s). */
export const backOfficeCredenciadaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  uf: z.string(),
  cidade: z.string(),
  padrao: z.boolean(),
});
export type BackOfficeCredenciada = z.infer<typeof backOfficeCredenciadaSchema>;
