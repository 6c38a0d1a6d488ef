import { anexoContentType, fileLimits } from '@ocupacional/shared';
import { nomeSeguro } from './liberacao';

/*
 * Where an LTCAT attachment's file lives and what the API accepts as one (spec 3 §3, §5: jpg, png, jpeg, pdf, zip up
 * to 50 MB, one file at a time). The browser posts it straight to S3 (presigned POST) under the LTCAT's prefix; the
 * save then names the key, which must be under that same prefix, so no key of another tenant or LTCAT is accepted.
 */

/** The prefix of an LTCAT's attachments in the files bucket (function-access.ts filePrefixes.ltcat). */
export function ltcatAnexoPrefix(tenant: string, ltcatId: string): string {
  return `ltcat/${tenant}/${ltcatId}/anexo/`;
}

/**
 * The object key of one upload: under the LTCAT, named by the upload id, the file name made safe.
 *
 * @example ltcatAnexoKey('demo', 'L1', 'U1', 'Laudo Técnico.pdf') // 'ltcat/demo/L1/anexo/U1/Laudo-Tecnico.pdf'
 */
export function ltcatAnexoKey(tenant: string, ltcatId: string, uploadId: string, nome: string): string {
  return `${ltcatAnexoPrefix(tenant, ltcatId)}${uploadId}/${nomeSeguro(nome)}`;
}

/** The file name of a key this LTCAT's upload answered, or null for any other key (another LTCAT's, a forged one). */
export function nomeDaChave(tenant: string, ltcatId: string, chave: string): string | null {
  const prefix = ltcatAnexoPrefix(tenant, ltcatId);
  if (!chave.startsWith(prefix)) return null;
  const rest = chave.slice(prefix.length).split('/');
  if (rest.length !== 2 || !rest[0] || !rest[1] || rest.some((part) => part === '.' || part === '..')) return null;
  return rest[1];
}

/** Whether a stored object is an acceptable attachment: a type the name allows and 1 byte to 50 MB. */
export function arquivoAceito(nome: string, armazenado: { tamanho: number | undefined; contentType: string | undefined }): boolean {
  const esperado = anexoContentType(nome);
  const tipo = armazenado.contentType?.split(';')[0]?.trim();
  const tamanho = armazenado.tamanho ?? 0;
  return esperado !== null && tipo === esperado && tamanho >= 1 && tamanho <= fileLimits.anexoBytes;
}

/** Spec 3 §4: an attachment may be edited or deleted only with status 79 (processed) or none. */
export function anexoAlteravel(tipoStatus: number | null | undefined): boolean {
  return tipoStatus === undefined || tipoStatus === null || tipoStatus === 79;
}
