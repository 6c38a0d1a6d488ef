import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import {
  anexoContentType,
  fileLimits,
  invalidFileMessage,
  parceiroArquivoRequestSchema,
  type ParceiroArquivoSlot,
} from '@ocupacional/shared';
import { newId } from '../../../data/entities/keys';
import { realizacao, resultadoKey, resultadoUploadId } from '../../../domain/parceiro';
import { HttpError, parseBody, resources, respond, s3, type RouteHandler } from '../../../platform';
import { presignedGet } from '../../../platform/presigned-get';
import { createPresignedPost } from '../../../platform/presigned-post';
import { consultaDoExame, exameDoParceiro, exameRef, parceiroScope } from './exames-data';

/*
 * The result file of a partner's exam. POST parceiro/exame/{id}/arquivo answers a presigned POST for one file
 * (jpg, png, jpeg, pdf, zip; 1 byte to 50 MB: spec 1 §9, like the release attachments), so the browser sends it
 * straight to S3; 'Marcar como realizado' then names the upload id. GET parceiro/exame/{id}/arquivo answers the
 * stored file (a new tab; the cookie or ?token= authenticates it).
 */

/** How long the browser has to start posting the file. */
const presignedPostSeconds = 15 * 60;
/** Files up to this size travel in the answer (base64 within Lambda's 6 MB payload); bigger ones redirect to S3. */
const maxInlineBytes = 4 * 1024 * 1024;
const presignedGetSeconds = 5 * 60;

export const arquivoUpload: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const exame = await exameDoParceiro(scope, event.pathParameters?.id);
  const form = parseBody(event, parceiroArquivoRequestSchema);
  // No slot for an exam that can no longer be marked (cancelled consultation, or done and released).
  const decisao = realizacao(exame, (await consultaDoExame(exame)).tipoStatus);
  if (decisao.acao === 'recusar') throw new HttpError(400, decisao.motivo);
  const now = new Date();
  const id = resultadoUploadId(newId(now), form.nome);
  const key = resultadoKey({ tenant: scope.tenant, parceiroId: scope.parceiroId, exameId: exameRef(exame) }, id);
  const contentType = anexoContentType(form.nome) as string;
  const bucket = resources.bucketName('files');
  const post = await createPresignedPost({
    bucket,
    key,
    contentType,
    minBytes: 1,
    maxBytes: fileLimits.anexoBytes,
    expiresInSeconds: presignedPostSeconds,
    now,
  });
  const data: ParceiroArquivoSlot = {
    id,
    nome: form.nome,
    url: post.url,
    fields: post.fields,
    chave: key,
    content_type: contentType,
    expira_em: post.expiresAt,
    tamanho_maximo: fileLimits.anexoBytes,
  };
  return respond(200, 'OK', data);
};

/** The header's file name: ASCII only (the stored name is already safe; quotes never reach it). */
const disposition = (nome: string) => `inline; filename="${nome.replace(/["\\]/g, '')}"`;

export const arquivoDownload: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const exame = await exameDoParceiro(scope, event.pathParameters?.id);
  if (!exame.resultadoKey) throw new HttpError(404, invalidFileMessage);
  const bucket = resources.bucketName('files');
  const nome = exame.resultadoNome ?? 'resultado';
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: exame.resultadoKey }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
      throw new HttpError(404, invalidFileMessage);
    }
    throw error;
  }
  if (size > maxInlineBytes) {
    const location = await presignedGet({ bucket, key: exame.resultadoKey, expiresInSeconds: presignedGetSeconds, fileName: nome });
    const redirect: APIGatewayProxyResultV2 = { statusCode: 302, headers: { location, 'cache-control': 'no-store' }, body: '' };
    return redirect;
  }
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: exame.resultadoKey }));
  const bytes = await object.Body?.transformToByteArray();
  if (!bytes) throw new HttpError(404, invalidFileMessage);
  return {
    statusCode: 200,
    headers: {
      'content-type': object.ContentType ?? anexoContentType(nome) ?? 'application/octet-stream',
      'content-disposition': disposition(nome),
      'cache-control': 'no-store',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
};
