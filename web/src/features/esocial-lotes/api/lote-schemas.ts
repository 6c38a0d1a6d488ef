import { pageSchema } from '@ocupacional/shared';
import { z } from 'zod';

/*
 * The answers of the lote, configuration and query routes (docs/api/esocial.md "Rows", "Lotes and transmission",
 * "Queries", "Public download page"). Requests use the shared schemas (loteGerarSchema, loteEmailSchema…).
 */

const modosSchema = z.object({ INC: z.boolean(), ALT: z.boolean(), EXC: z.boolean() });
export type Modos = z.infer<typeof modosSchema>;

export const loteRowSchema = z.object({
  id: z.string(),
  lote: z.number(),
  empresa: z.object({ id: z.string(), nome: z.string(), nome_fantasia: z.string().nullable(), cnpj: z.string() }),
  empresa_nome_fantasia: z.string(),
  empresa_cnpj: z.string(),
  layout: z.string(),
  avulso: z.number(),
  eventos: z.number(),
  total_evento_enviado: z.number(),
  total_evento_erro: z.number(),
  arquivo: z.string().nullable(),
  protocolo: z.string().nullable(),
  processos_count: z.number(),
  modo: z.string().nullable(),
  status: z.number().nullable(),
  mensagem: z.string().nullable(),
  situacao: z.string(),
  /** No processes: delete allowed (spec 2 §4). */
  pode_deletar: z.boolean(),
  em_andamento: z.boolean(),
  modos: modosSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoteRow = z.infer<typeof loteRowSchema>;
export const lotePageSchema = pageSchema(loteRowSchema);
export type LotePage = z.infer<typeof lotePageSchema>;

/** An event of a lote ('view items'): the fields the items table shows. */
export const loteEventoSchema = z.object({
  id: z.string(),
  layout: z.string(),
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string() }).passthrough(),
  uid: z.string().nullable(),
  recibo: z.string().nullable(),
  tipo_status: z.object({ id: z.number(), descricao: z.string(), cor: z.string() }),
  log_erro: z.array(z.object({ codigo: z.string().nullish(), descricao: z.string(), localizacao: z.string().nullish() }).passthrough()),
  updated_at: z.string(),
});
export type LoteEvento = z.infer<typeof loteEventoSchema>;
export const loteDetalheSchema = loteRowSchema.extend({ eventos: z.array(loteEventoSchema) });
export type LoteDetalhe = z.infer<typeof loteDetalheSchema>;

const ocorrenciaSchema = z
  .object({ codigo: z.union([z.string(), z.number()]).nullish(), descricao: z.string().nullish(), tipo: z.union([z.string(), z.number()]).nullish(), localizacao: z.string().nullish() })
  .passthrough();

export const processoRowSchema = z.object({
  id: z.string(),
  modo: z.string(),
  status: z.number(),
  processado: z.boolean(),
  msg: z.string().nullable(),
  mensagem: z.string().nullable(),
  protocolo: z.string().nullable(),
  data_recepcao: z.string().nullable(),
  data_envio: z.string().nullable(),
  consultas: z.number(),
  ocorrencias: z.array(ocorrenciaSchema),
  log_retorno: z.array(
    z
      .object({
        cdResposta: z.union([z.string(), z.number()]).nullish(),
        descResposta: z.string().nullish(),
        uid: z.string().nullish(),
        recibo: z.string().nullish(),
        funcionario: z.unknown().optional(),
        ocorrencias: z.array(ocorrenciaSchema).nullish(),
      })
      .passthrough(),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProcessoRow = z.infer<typeof processoRowSchema>;

export const processosSchema = z.object({
  lote: loteRowSchema,
  modos: modosSchema,
  em_andamento: z.boolean(),
  processos: z.array(processoRowSchema),
});
export type Processos = z.infer<typeof processosSchema>;

export const consultaProcessoSchema = z.object({ processo: processoRowSchema.nullable(), xml: z.string().nullable() });

export const destinatarioSchema = z.object({
  id: z.string(),
  destinatario: z.string(),
  tipo_status: z.object({ id: z.string(), descricao: z.string() }),
  erro: z.string().nullable(),
  updated_at: z.string(),
});
export type Destinatario = z.infer<typeof destinatarioSchema>;

/** A downloaded file: base64 contents, name and type (spec 2 §3 "Downloaded file"). */
export const arquivoSchema = z.object({ contents: z.string(), filename: z.string(), contentType: z.string() });
export type Arquivo = z.infer<typeof arquivoSchema>;

export const arquivoPublicoSchema = arquivoSchema.extend({
  lote: z.number(),
  empresa: z.object({ nome_fantasia: z.string().nullable(), cnpj: z.string() }),
  layout: z.string(),
  arquivo: z.string(),
  updated_at: z.string(),
});
export type ArquivoPublico = z.infer<typeof arquivoPublicoSchema>;

const empresaResumoSchema = z.object({ id: z.string(), nome: z.string(), cnpj: z.string() });

export const configuracaoSchema = z.object({
  id: z.string(),
  ativo: z.number(),
  empresas: z.array(empresaResumoSchema),
  empresas_processar: z.array(empresaResumoSchema),
  data_inicio: z.string().nullable(),
  usuario: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The version the save sends back (issue 12 item 3). */
  versao: z.number().int(),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;

/** What every query answers: the web service's `<eSocial>` document for the XML viewer, beside what it read. */
export const consultaRespostaSchema = z.object({ xml: z.string().nullable().optional() }).passthrough();
export type ConsultaResposta = z.infer<typeof consultaRespostaSchema>;
