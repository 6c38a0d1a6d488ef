import { pageSchema, paginationSchema } from '@ocupacional/shared';
import { z } from 'zod';

/*
 * The answers of the certificate routes (docs/api/esocial.md "Certificate row", links). The request bodies are the
 * shared schemas (certificadoSalvarSchema, certificadoVincularSchema); the rows are typed here, where they are read.
 */

export const certificadoRowSchema = z.object({
  id: z.string(),
  tipo_certificado_id: z.number(),
  tipo_certificado_nome: z.string(),
  /** The owner company. */
  empresa: z.object({ id: z.string(), nome: z.string(), cnpj: z.string() }),
  titular: z.string(),
  cnpj: z.string().nullable(),
  cpf: z.string().nullable(),
  representante: z.string().nullable(),
  emissor: z.string().nullable(),
  arquivo: z.string(),
  validade_inicio: z.string(),
  validade: z.string(),
  dias_restantes: z.number(),
  /** Fewer than 10 days left (spec 2 §5). */
  aviso_vencimento: z.boolean(),
  aviso: z.string().nullable(),
  /** The holder is not the owner company's head office (issue 13): the web service would refuse its lotes. */
  aviso_titular: z.string().nullish(),
  vincular: z.number(),
  /** Only the owner company (same CNPJ as the logged client) links clients (spec 2 §2). */
  pode_vincular: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CertificadoRow = z.infer<typeof certificadoRowSchema>;

export const certificadoPageSchema = pageSchema(certificadoRowSchema);
export type CertificadoPage = z.infer<typeof certificadoPageSchema>;

export const vinculoRowSchema = z.object({
  /** The linked company's id. */
  id: z.string(),
  id_esocial_certificado: z.string(),
  empresa: z.object({ id: z.string(), nome: z.string(), nome_fantasia: z.string().nullable(), cnpj: z.string() }),
  automatico: z.number(),
  /** Whether this session may remove the link (issue 12 item 4: the back office, the owner, the linked company). */
  removivel: z.number(),
  /** The holder is neither this company's head office nor its registered proxy (issue 13). */
  aviso_titular: z.string().nullish(),
  created_at: z.string().nullable(),
});
export type VinculoRow = z.infer<typeof vinculoRowSchema>;

export const vinculoPageSchema = z.object({
  data: z.array(vinculoRowSchema),
  pagination: paginationSchema,
  pode_vincular: z.boolean(),
});
export type VinculoPage = z.infer<typeof vinculoPageSchema>;

export const totalSchema = z.object({ total: z.number().int() });
