import { HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  anexoContentType,
  fileLimits,
  type LiberacaoArquivoCampo,
  type LiberacaoArquivoRequest,
  type LiberacaoArquivoSlot,
} from '@ocupacional/shared';
import { chaveDoArquivo } from '../domain/liberacao';
import { resources, s3 } from '../platform';
import { presignedGet } from '../platform/presigned-get';
import { createPresignedPost } from '../platform/presigned-post';
import { liberacaoArquivos, type LiberacaoArquivoItem } from './entities/liberacao';
import { newId } from './entities/keys';

/*
 * The release attachments (arquivo_aso, arquivo_femo, arquivo_exame; spec 1 §9: jpg, png, jpeg, pdf, zip up to
 * 50 MB) go straight from the browser to S3 with a presigned POST, like the ASO upload. A slot record keeps what
 * the browser announced so the release can find the object and check it (HeadObject: present, same size, same
 * type) before it refers to it. The history hands out short-lived GET links.
 */

/** How long the browser has to post the file. */
const slotSeconds = 15 * 60;
/** An unused slot record expires after a day. */
const slotTtlSeconds = 24 * 60 * 60;
/** How long a history download link works. */
const downloadSeconds = 15 * 60;

/**
 * Records an upload slot for one file of a consultation's release and answers the presigned POST.
 *
 * @example const slot = await abrirSlot('demo', 12, 'U1', { campo: 'arquivo_aso', nome: 'aso.pdf', tamanho: 1234 });
 */
export async function abrirSlot(tenant: string, idCon: number, usuarioId: string, pedido: LiberacaoArquivoRequest, agora = new Date()): Promise<LiberacaoArquivoSlot> {
  const contentType = anexoContentType(pedido.nome);
  if (!contentType) throw new Error('unreachable: the schema refuses other types');
  const id = newId(agora);
  const bucket = resources.bucketName('files');
  const chave = chaveDoArquivo(tenant, idCon, id, pedido.nome);
  await liberacaoArquivos()
    .create({
      tenant,
      idCon,
      id,
      campo: pedido.campo,
      nome: pedido.nome,
      tamanho: pedido.tamanho,
      contentType,
      bucket,
      chave,
      usuarioId,
      createdAt: agora.toISOString(),
      ttl: Math.floor(agora.getTime() / 1000) + slotTtlSeconds,
    })
    .go();
  const post = await createPresignedPost({
    bucket,
    key: chave,
    contentType,
    // The announced size exactly: the object HeadObject finds later must be this one.
    minBytes: pedido.tamanho,
    maxBytes: Math.min(pedido.tamanho, fileLimits.anexoBytes),
    expiresInSeconds: slotSeconds,
    now: agora,
  });
  return {
    id,
    campo: pedido.campo,
    nome: pedido.nome,
    url: post.url,
    fields: post.fields,
    chave,
    content_type: contentType,
    expira_em: post.expiresAt,
    tamanho_maximo: fileLimits.anexoBytes,
  };
}

/** The slot `id` of a consultation for a field, when it exists. */
export async function slotDaConsulta(tenant: string, idCon: number, id: string, campo: LiberacaoArquivoCampo): Promise<LiberacaoArquivoItem | undefined> {
  const { data } = await liberacaoArquivos().get({ tenant, idCon, id }).go();
  return data && data.campo === campo ? data : undefined;
}

/** The stored object's size and type, or undefined when S3 has no such object. */
export async function objetoArmazenado(bucket: string, key: string): Promise<{ tamanho: number | undefined; contentType: string | undefined } | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { tamanho: head.ContentLength, contentType: head.ContentType };
  } catch (error) {
    const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** A presigned GET of an attachment, valid `downloadSeconds`, that downloads it under its name. */
export function linkDeDownload(bucket: string, key: string, nome: string): Promise<string> {
  return presignedGet({ bucket, key, expiresInSeconds: downloadSeconds, fileName: nome });
}
