import { createHash, createHmac } from 'node:crypto';
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
import { createPresignedPost, signingKey } from '../platform/presigned-post';
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

/** RFC 3986 encoding as SigV4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A presigned GET of an object (SigV4 query signing, UNSIGNED-PAYLOAD), valid `downloadSeconds`, that downloads it
 * under its name. Written like the presigned POST, to keep a second S3 client out of the bundle.
 */
export async function linkDeDownload(bucket: string, key: string, nome: string, agora = new Date()): Promise<string> {
  const client = s3();
  const [credentials, region] = await Promise.all([client.config.credentials(), client.config.region()]);
  const endpoint = (process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL)?.replace(/\/+$/, '');
  const base = endpoint ? new URL(endpoint) : new URL(`https://${bucket}.s3.${region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/+$/, '');
  const objectPath = [...(endpoint ? [bucket] : []), ...key.split('/')].map(encode).join('/');
  const path = `${basePath}/${objectPath}`;
  const amzDate = agora.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const params: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(downloadSeconds),
    'X-Amz-SignedHeaders': 'host',
    'response-content-disposition': `attachment; filename="${nome.replace(/["\\\r\n]/g, '')}"`,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name] as string)}`)
    .join('&');
  const canonical = ['GET', path, query, `host:${base.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, region)).update(toSign).digest('hex');
  return `${base.protocol}//${base.host}${path}?${query}&X-Amz-Signature=${signature}`;
}
