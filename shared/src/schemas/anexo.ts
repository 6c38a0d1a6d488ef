import * as z from 'zod';
import { fileLimits } from '../codes';
import { anexoContentType, anexoTooLargeMessage, anexoWrongTypeMessage } from '../liberacao-rules';
import { invalidValueMessage, maxChars, requiredMessage } from '../messages';

/*
 * Attachments sent straight to S3 with a presigned POST (issue 11: the release's files and the partner's result
 * file; docs/decisions.md "Release"): the file announced before any byte moves, and the upload slot answered.
 */

/**
 * The fields of a file about to be sent: its name (jpg, png, jpeg, pdf or zip), its size in bytes (up to 50 MB)
 * and the browser's informative MIME type (the stored type comes from the extension).
 */
export const anexoArquivoFields = {
  nome: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(255, maxChars(255))
    .refine((nome) => anexoContentType(nome) !== null, { error: anexoWrongTypeMessage }),
  /** Bytes. */
  tamanho: z
    .number({ error: requiredMessage })
    .int(invalidValueMessage)
    .min(1, invalidValueMessage)
    .max(fileLimits.anexoBytes, anexoTooLargeMessage),
  /** The browser's MIME type; the stored type comes from the extension. */
  tipo: z.string().trim().max(255).nullish(),
};

/**
 * An upload slot: post `fields` (in order) then the file as `file` to `url` (multipart/form-data) before
 * `expira_em`; S3 refuses another key, content type or a file over `tamanho_maximo`.
 */
export const anexoSlotSchema = z.object({
  id: z.string(),
  nome: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  chave: z.string(),
  content_type: z.string(),
  expira_em: z.string(),
  tamanho_maximo: z.number().int(),
});
export type AnexoSlot = z.infer<typeof anexoSlotSchema>;
