import { importacaoPresignedSchema, importacaoSchema, type Importacao, type ImportacaoPresigned } from '@ocupacional/shared';
import { api } from '../../../lib/api';
import { postToS3 } from '../../aso-upload/api/post-to-s3';
import { importacaoRoute, type ImportacaoTarget } from './importacao-target';

/** POST …/importacao/cadastrar: records the job with the file's name and size, answers the presigned POST. */
export function registerImportacao(target: ImportacaoTarget, file: Pick<File, 'name' | 'size'>): Promise<ImportacaoPresigned> {
  const { route, params, tenant } = importacaoRoute(target, 'Cadastrar');
  return api.send(route, importacaoPresignedSchema, { params, tenant, body: { arquivo: { nome: file.name, tamanho: file.size } } });
}

/** POST …/importacao/{id}/processar: the file is in S3, the job goes to the queue. */
export function processImportacao(target: ImportacaoTarget, id: string): Promise<Importacao> {
  const { route, params, tenant } = importacaoRoute(target, 'Processar', id);
  return api.send(route, importacaoSchema, { params, tenant });
}

/**
 * The whole send: register, post the file straight to S3 (the same presigned POST as the ASO upload's, progress 0
 * to 1), queue. Answers the job's id to follow.
 */
export async function sendImportacao(target: ImportacaoTarget, file: File, onProgress: (fraction: number) => void): Promise<string> {
  const presigned = await registerImportacao(target, file);
  await postToS3(presigned, file, onProgress);
  await processImportacao(target, presigned.id);
  return presigned.id;
}
