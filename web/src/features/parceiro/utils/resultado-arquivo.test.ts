import { describe, expect, it } from 'vitest';
import { anexoTooLargeMessage, anexoWrongTypeMessage, asoUploadTooLargeMessage, fileLimits } from '@ocupacional/shared';
import { resultadoAccept, resultadoFileError, resultadoS3Failure } from './resultado-arquivo';

describe('the result file in the browser', () => {
  it('accepts jpg, png, jpeg, pdf and zip up to 50 MB', () => {
    expect(resultadoAccept).toBe('.jpg,.png,.jpeg,.pdf,.zip');
    expect(resultadoFileError({ name: 'Hemograma.PDF', size: fileLimits.anexoBytes })).toBeNull();
    expect(resultadoFileError(null)).toBeNull();
  });

  it('refuses another type and a file over 50 MB with the messages', () => {
    expect(resultadoFileError({ name: 'foto.gif', size: 10 })).toBe(anexoWrongTypeMessage);
    expect(resultadoFileError({ name: 'imagens.zip', size: fileLimits.anexoBytes + 1 })).toBe(anexoTooLargeMessage);
  });

  it('says the 50 MB limit when S3 refuses the size', () => {
    expect(resultadoS3Failure(asoUploadTooLargeMessage, asoUploadTooLargeMessage)).toBe(anexoTooLargeMessage);
    expect(resultadoS3Failure('Não foi possível enviar o arquivo. Tente novamente.', asoUploadTooLargeMessage)).toBe(
      'Não foi possível enviar o arquivo. Tente novamente.',
    );
  });
});
