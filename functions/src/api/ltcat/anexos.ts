import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  anexoContentType,
  fileLimits,
  idsRequestSchema,
  keyedPagination,
  listQuerySchema,
  ltcatAnexoArquivoMessage,
  ltcatAnexoBloqueadoMessage,
  ltcatAnexoFormSchema,
  ltcatAnexoUploadSchema,
  permissions,
  recordSavedMessage,
  recordsDeletedMessage,
  type AnexoSlot,
  type LtcatAnexo,
} from '@ocupacional/shared';
import * as z from 'zod';
import { newId } from '../../data/entities/keys';
import { ltcatAnexos, type LtcatAnexoItem, type LtcatItem } from '../../data/entities/ltcat';
import { linkDeDownload, objetoArmazenado } from '../../data/liberacao-arquivos';
import { counterChange, readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { liveLtcat, ltcatAnexoCounter } from '../../data/ltcat';
import { TransactionConflictError, transactWrite } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, versaoDe, versaoLida } from '../../data/versao';
import { temPermissao } from '../../domain/back-office';
import { anexoAlteravel, arquivoAceito, ltcatAnexoKey, nomeDaChave } from '../../domain/ltcat-anexo';
import {
  HttpError,
  notFoundMessage,
  parseBody,
  parseQuery,
  resources,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteContext,
  type RouteHandler,
} from '../../platform';
import { createPresignedPost } from '../../platform/presigned-post';

/*
 * Documentos e Anexos of an LTCAT (issue 15; spec 3 §2.3, §3, §4, §5): the list and one attachment (each with a
 * short-lived download link, a presigned GET), the upload (a presigned POST of one file: jpg, png, jpeg, pdf or zip
 * of the announced size, up to 50 MB; S3 refuses anything else), the save (creates with the uploaded key, or edits
 * the description, observation and optionally the file) and the soft delete. Changing needs permission 576 (the
 * routes say so) and an attachment of status 79 or none (spec 3 §4). Files are stored as sent (no conversion).
 */

/** How long the browser has to post the file, and how long a download link works. */
const uploadSeconds = 15 * 60;

type Context = Pick<RouteContext, 'session'>;

/** The live LTCAT of the path ({ltcat}); another tenant's or a deleted one is 404. */
async function ltcatDoCaminho(event: APIGatewayProxyEventV2, context: Context): Promise<LtcatItem> {
  const item = await liveLtcat(sessionOf(context).tenant, event.pathParameters?.ltcat);
  if (!item) throw new HttpError(404, notFoundMessage);
  return item;
}

async function liveAnexo(tenant: string, ltcatId: string, id: string | undefined): Promise<LtcatAnexoItem | undefined> {
  if (!id) return undefined;
  const { data } = await ltcatAnexos().get({ tenant, ltcatId, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

async function view(item: LtcatAnexoItem, context: Context): Promise<LtcatAnexo> {
  const bucket = resources.bucketName('files');
  return {
    id: item.id,
    versao: versaoDe(item),
    id_ltcat: item.ltcatId,
    descricao: item.descricao,
    obs: item.obs ?? null,
    ativo: item.ativo === false ? 0 : 1,
    tipo_status: item.tipoStatus ?? null,
    editavel: temPermissao(sessionOf(context).usuario, permissions.anexoLtcat) && anexoAlteravel(item.tipoStatus),
    arquivo: {
      nome: item.arquivoNome,
      tamanho: item.arquivoTamanho,
      content_type: item.contentType,
      url: await linkDeDownload(bucket, item.arquivoChave, item.arquivoNome),
    },
    usuario: item.usuarioNome ?? null,
    updated_at: item.updatedAt ?? null,
  };
}

const anexoListQuerySchema = listQuerySchema(z.object({}).optional(), 50);

/** GET ltcat/anexo/{ltcat}: one page of the LTCAT's live attachments, oldest first, with the total. */
export const listLtcatAnexos: RouteHandler = async (event, context) => {
  const ltcat = await ltcatDoCaminho(event, context);
  const { page, pagination, cursor } = parseQuery(event, anexoListQuerySchema);
  const { tenant, id: ltcatId } = ltcat;
  const counter = ltcatAnexoCounter(ltcatId);
  const [found, counters] = await Promise.all([
    readPage<LtcatAnexoItem>(tenant, { cursor, pagination }, 'table', (options) =>
      ltcatAnexos()
        .query.byLtcat({ tenant, ltcatId })
        .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
        .go(options),
    ),
    readCounters(tenant, [counter]),
  ]);
  const data = await Promise.all(found.items.map((item) => view(item, context)));
  return respond(200, 'OK', { data, pagination: keyedPagination(page, pagination, counters.get(counter) ?? 0, found.next) });
};

/** GET ltcat/anexo/{ltcat}/{id}: one live attachment of the LTCAT. */
export const getLtcatAnexo: RouteHandler = async (event, context) => {
  const ltcat = await ltcatDoCaminho(event, context);
  const item = await liveAnexo(ltcat.tenant, ltcat.id, event.pathParameters?.id);
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', await view(item, context));
};

/**
 * POST ltcat/anexo/{ltcat}/upload {nome, tamanho}: the presigned POST of one file under the LTCAT (exactly the
 * announced size, at most 50 MB; the type of its extension). The answer's `chave` goes in the save.
 */
export const uploadLtcatAnexo: RouteHandler = async (event, context) => {
  const ltcat = await ltcatDoCaminho(event, context);
  const pedido = parseBody(event, ltcatAnexoUploadSchema);
  const contentType = anexoContentType(pedido.nome);
  if (!contentType) throw new Error('unreachable: the schema refuses other types');
  const id = newId();
  const chave = ltcatAnexoKey(ltcat.tenant, ltcat.id, id, pedido.nome);
  const post = await createPresignedPost({
    bucket: resources.bucketName('files'),
    key: chave,
    contentType,
    minBytes: pedido.tamanho,
    maxBytes: Math.min(pedido.tamanho, fileLimits.anexoBytes),
    expiresInSeconds: uploadSeconds,
  });
  const slot: AnexoSlot = {
    id,
    nome: pedido.nome,
    url: post.url,
    fields: post.fields,
    chave,
    content_type: contentType,
    expira_em: post.expiresAt,
    tamanho_maximo: fileLimits.anexoBytes,
  };
  return respond(200, 'OK', slot);
};

const arquivoError = () => new HttpError(400, validationFailedMessage, { fields: { arquivo: [ltcatAnexoArquivoMessage] } });

/** The file a save names: a key of this LTCAT's uploads whose object arrived and is an acceptable attachment. */
async function arquivoEnviado(ltcat: LtcatItem, chave: string) {
  const nome = nomeDaChave(ltcat.tenant, ltcat.id, chave);
  if (!nome) throw arquivoError();
  const armazenado = await objetoArmazenado(resources.bucketName('files'), chave);
  if (!armazenado || !arquivoAceito(nome, armazenado)) throw arquivoError();
  return {
    arquivoNome: nome,
    arquivoChave: chave,
    arquivoTamanho: armazenado.tamanho ?? 0,
    contentType: armazenado.contentType?.split(';')[0]?.trim() ?? '',
  };
}

const bloqueado = () => new HttpError(409, ltcatAnexoBloqueadoMessage);

/**
 * POST ltcat/anexo/{ltcat}/editar: without id, a new attachment of the uploaded file (`arquivo`, required); with id
 * (and the versao read), its description and observation, and its file when `arquivo` names a new upload.
 */
export const saveLtcatAnexo: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const ltcat = await ltcatDoCaminho(event, context);
  const form = parseBody(event, ltcatAnexoFormSchema);
  const { tenant, id: ltcatId } = ltcat;
  if (!form.id) {
    if (!form.arquivo) throw arquivoError();
    const arquivo = await arquivoEnviado(ltcat, form.arquivo);
    const id = newId();
    await transactWrite([
      {
        put: ltcatAnexos()
          .create({
            tenant,
            ltcatId,
            id,
            descricao: form.descricao,
            ...(form.obs ? { obs: form.obs } : {}),
            ...arquivo,
            usuarioId: session.usuario.id,
            usuarioNome: session.usuario.nome,
          })
          .params(),
      },
      counterChange(tenant, ltcatAnexoCounter(ltcatId), 1),
    ]);
    return respond(200, recordSavedMessage, { id });
  }
  const lida = versaoLida(form.versao);
  const existing = await liveAnexo(tenant, ltcatId, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  if (!anexoAlteravel(existing.tipoStatus)) throw bloqueado();
  exigirVersao(existing, lida);
  const arquivo = form.arquivo && form.arquivo !== existing.arquivoChave ? await arquivoEnviado(ltcat, form.arquivo) : {};
  const patch = ltcatAnexos()
    .patch({ tenant, ltcatId, id: existing.id })
    .set({ descricao: form.descricao, ...(form.obs ? { obs: form.obs } : {}), ...arquivo, usuarioId: session.usuario.id, usuarioNome: session.usuario.nome, versao: proximaVersao(lida) });
  await gravarNaVersao(() =>
    (form.obs ? patch : patch.remove(['obs']))
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
  return respond(200, recordSavedMessage, { id: existing.id });
};

/**
 * POST ltcat/anexo/{ltcat}/deletar {ids}: soft-deletes live attachments of the LTCAT, all or none (404 for an id that
 * is not one; 409 when one's status forbids it). The files stay in storage with the deleted records.
 */
export const deleteLtcatAnexos: RouteHandler = async (event, context) => {
  const ltcat = await ltcatDoCaminho(event, context);
  const ids = [...new Set(parseBody(event, idsRequestSchema).ids)];
  if (ids.length > 99) throw new HttpError(400, validationFailedMessage, { fields: { ids: ['Selecione até 99 registros'] } });
  const items = await Promise.all(ids.map((id) => liveAnexo(ltcat.tenant, ltcat.id, id)));
  const live = items.filter((item): item is LtcatAnexoItem => item !== undefined);
  if (live.length !== ids.length) throw new HttpError(404, notFoundMessage);
  if (!live.every((item) => anexoAlteravel(item.tipoStatus))) throw bloqueado();
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite([
      ...live.map((item) => ({
        update: ltcatAnexos()
          .patch({ tenant: item.tenant, ltcatId: item.ltcatId, id: item.id })
          .set({ deletedAt })
          .where(({ deletedAt: gone }, { notExists }) => notExists(gone))
          .params(),
      })),
      counterChange(ltcat.tenant, ltcatAnexoCounter(ltcat.id), -live.length),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage, null, { cause: error });
    throw error;
  }
  return respond(200, recordsDeletedMessage, { total: live.length });
};
