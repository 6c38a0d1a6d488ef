import { asoUploadPresignedSchema } from '@ocupacional/shared';
import type { AsoUploadForm, AsoUploadPresigned } from '@ocupacional/shared';
import { api } from '../../../lib/api';

/**
 * POST empresa/consulta/upload/cadastrar (spec 2 §5; docs/api/aso-upload.md step 2): registers the upload with
 * the file's name, size and type — never its bytes — and answers the presigned POST the browser sends the file to.
 */
export function createAsoUpload(form: AsoUploadForm, file: { type: string }): Promise<AsoUploadPresigned> {
  return api.send('asoUploadCadastrar', asoUploadPresignedSchema, {
    body: { ...form, arquivo: { ...form.arquivo, tipo: file.type || null } },
  });
}
