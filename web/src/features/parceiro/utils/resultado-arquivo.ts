import { anexoError, anexoTooLargeMessage, fileLimits } from '@ocupacional/shared';

/*
 * The result file before it leaves the browser (spec 1 §9: jpg, png, jpeg, pdf, zip up to 50 MB): the same rule the
 * server applies to the upload slot, so a wrong file is refused at once; and the S3 refusal of a file over the limit.
 */

/** What the file input accepts. */
export const resultadoAccept = fileLimits.anexoExtensoes.map((ext) => `.${ext}`).join(',');

/** The pt-BR error of a chosen file, or null when it may be sent. */
export function resultadoFileError(file: { name: string; size: number } | null): string | null {
  if (!file) return null;
  return anexoError({ nome: file.name, tamanho: file.size })?.message ?? null;
}

/** S3's 'EntityTooLarge' reads as the ASO upload's 25 MB message there; the result file's limit is 50 MB. */
export function resultadoS3Failure(message: string, asoTooLarge: string): string {
  return message === asoTooLarge ? anexoTooLargeMessage : message;
}
