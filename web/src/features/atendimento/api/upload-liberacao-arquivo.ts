import { anexoTooLargeMessage, asoUploadTooLargeMessage } from '@ocupacional/shared';
import type { LiberacaoArquivoCampo } from '@ocupacional/shared';
import { ApiError } from '../../../lib/api-client';
import { postToS3, S3UploadError } from '../../aso-upload/api/post-to-s3';
import { cappedPercent } from '../../aso-upload/utils/upload-progress';
import type { AtendimentoArea } from '../utils/area-routes';
import { createLiberacaoArquivo } from './create-liberacao-arquivo';

/** A release attachment that did not reach S3: the message to show under its field. */
export class ArquivoUploadError extends Error {
  override readonly name = 'ArquivoUploadError';
  readonly campo: LiberacaoArquivoCampo;

  constructor(campo: LiberacaoArquivoCampo, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.campo = campo;
  }
}

/**
 * Sends one release attachment straight to S3 (docs/api/atendimento-liberacao.md "Upload slot"): asks the slot,
 * posts the file with XHR reporting its progress capped at 99 % until S3 answers, and answers the upload id the
 * release names. A refusal (wrong type, over 50 MB, S3's answer) throws {@link ArquivoUploadError}.
 */
export async function uploadLiberacaoArquivo(
  area: AtendimentoArea,
  idCon: number,
  campo: LiberacaoArquivoCampo,
  file: File,
  onPercent: (percent: number) => void,
): Promise<string> {
  let slot;
  try {
    slot = await createLiberacaoArquivo(area, idCon, campo, file);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.fields.nome?.[0] ?? error.fields.tamanho?.[0] ?? error.fields.campo?.[0] ?? error.msg;
    throw new ArquivoUploadError(campo, message, { cause: error });
  }
  onPercent(0);
  try {
    await postToS3(slot, file, (fraction) => onPercent(cappedPercent(fraction)));
  } catch (error) {
    if (!(error instanceof S3UploadError)) throw error;
    // The ASO upload's helper speaks of its own 25 MB limit; a release attachment's is 50 MB.
    const message = error.message === asoUploadTooLargeMessage ? anexoTooLargeMessage : error.message;
    throw new ArquivoUploadError(campo, message, { cause: error });
  }
  onPercent(100);
  return slot.id;
}
