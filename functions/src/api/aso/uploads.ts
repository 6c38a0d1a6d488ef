import {
  addDays,
  asoUploadFormSchema,
  asoUploadListQuerySchema,
  asoUploadRegisteredMessage,
  dateWindows,
  documentTypes,
  fileLimits,
  idsRequestSchema,
  invalidOptionMessage,
  keyedPagination,
  operationSucceededMessage,
  recordsDeletedMessage,
  todayInSaoPaulo,
  uploadTypes,
  type AsoUploadPresigned,
} from '@ocupacional/shared';
import { browserUploadKey } from '../../domain/aso-upload';
import { linkableConsultation } from '../../data/aso-consultas';
import { rebuildProntuario } from '../../data/aso-documents';
import { queueIdentification, queueReprocess } from '../../data/aso-queues';
import { nextNumber } from '../../data/entities/contador';
import { instantKeyWindow, newId, searchText } from '../../data/entities/keys';
import { uploads, type UploadItem } from '../../data/entities/upload';
import { deletePages, pagesOfUpload, resetPendingPages } from '../../data/upload-pages';
import { getUpload, isConditionalCheckFailure, uncountPendingPages, uploadListCounter, uploadLoteCounter } from '../../data/uploads';
import { counterChange, changeCounter, readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import {
  HttpError,
  notFoundMessage,
  parseBody,
  parseQuery,
  resources,
  respond,
  sessionOf,
  validationFailedMessage,
  type RouteHandler,
} from '../../platform';
import { createPresignedPost } from '../../platform/presigned-post';
import { uploadView } from './views';
import { pendingPut } from '../../data/pendencias';
import { transactWrite } from '../../data/transactions';

/*
 * The upload modal (spec 2 §2, §7): 'Fazer Novo Upload' registers the form and answers a presigned POST, so the
 * browser sends the PDF straight to S3 and the API never carries it; 'Histórico de Uploads' lists the tenant's
 * uploads; reprocess and delete. Web area, permission 553 (the route says so).
 */

/** How long the browser has to start posting the file. */
const presignedPostSeconds = 15 * 60;

export const nothingToReprocessMessage = 'Este upload não tem páginas ou arquivo para reprocessar.';

/** An upload of the session's tenant, not deleted; 404 otherwise. */
async function liveUpload(tenant: string, id: string | undefined): Promise<UploadItem> {
  const upload = id ? await getUpload(tenant, id) : undefined;
  if (!upload || upload.deletedAt) throw new HttpError(404, notFoundMessage);
  return upload;
}

/**
 * GET empresa/consulta/upload: the history, newest first (default window: 60 days back to tomorrow). Issue 17: one
 * page of byData (gsi1) between the window's keys; type and a lote number filter the reads, the derived status and
 * the file-name search the page. The total answers for the default view when the window holds the whole history.
 */
export const listUploads: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const query = parseQuery(event, asoUploadListQuerySchema);
  const { search, filter } = query;
  const today = todayInSaoPaulo();
  const start = filter.created_at?.start ?? addDays(today, -dateWindows.listaAso.daysBefore);
  const end = filter.created_at?.end ?? addDays(today, dateWindows.listaAso.daysAfter);
  const window = instantKeyWindow(start, end);
  const term = searchText(search);
  const lote = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
  const page = await readPage(tenant, query, 'gsi1', (options) =>
    uploads()
      .query.byData({ tenant })
      .between({ createdAt: window.start }, { createdAt: window.end })
      .where((attr, op) =>
        [
          op.notExists(attr.deletedAt),
          filter.tipo?.length ? `(${filter.tipo.map((tipo) => op.eq(attr.tipo, tipo)).join(' OR ')})` : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
      .go({ ...options, order: 'desc' }),
  );
  const rows = page.items
    .map(uploadView)
    .filter((row) => !filter.tipo_status?.length || (row.tipo_status !== null && filter.tipo_status.includes(row.tipo_status.id)))
    .filter((row) => !term || searchText(row.arquivo).includes(term) || (lote !== undefined && row.lote === lote));
  const padrao = !filter.created_at && !filter.tipo?.length && !filter.tipo_status?.length && !term;
  const total = padrao ? await defaultViewTotal(tenant, window.start) : null;
  return respond(200, '', { data: rows, pagination: keyedPagination(query.page, query.pagination, total, page.next) });
};

/**
 * The default view's total: the tenant's uploads counter when the window holds the whole history (the oldest
 * upload, one item read, is inside it); else null, since the counter would count uploads the window leaves out.
 */
async function defaultViewTotal(tenant: string, windowStart: string): Promise<number | null> {
  const { data } = await uploads().query.byData({ tenant }).go({ limit: 1, order: 'asc', pages: 1 });
  const oldest = data[0];
  if (oldest && oldest.createdAt < windowStart) return null;
  return (await readCounters(tenant, [uploadListCounter])).get(uploadListCounter) ?? 0;
}

/** GET empresa/consulta/upload/{id}: one upload, for the modal to follow it until it is done. */
export const getUploadRoute: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  return respond(200, '', uploadView(await liveUpload(tenant, event.pathParameters?.id)));
};

/**
 * POST empresa/consulta/upload/cadastrar: checks the form (a manual upload's consultation must be of that company
 * and employee and of the last 730 days), records the upload as waiting for its file and answers the presigned POST.
 */
export const registerUpload: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const { tenant } = session;
  const form = parseBody(event, asoUploadFormSchema);
  let target: Pick<UploadItem, 'empresaId' | 'empresaNome' | 'funcionarioId' | 'funcionarioNome' | 'idCon'> = {};
  if (form.tipo === uploadTypes.manual && form.id_con && form.id_emp && form.id_fun) {
    const consulta = await linkableConsultation(tenant, { idCon: form.id_con, empresaId: form.id_emp, funcionarioId: form.id_fun });
    if (!consulta) throw new HttpError(400, validationFailedMessage, { fields: { id_con: [invalidOptionMessage] } });
    target = {
      empresaId: consulta.empresaId,
      empresaNome: consulta.empresaNome,
      funcionarioId: consulta.funcionarioId,
      funcionarioNome: consulta.funcionarioNome,
      idCon: consulta.idCon,
    };
  }
  const now = new Date();
  const uploadId = newId(now);
  const bucket = resources.bucketName('files');
  const key = browserUploadKey(tenant, uploadId, form.arquivo.nome);
  const lote = await nextNumber(tenant, uploadLoteCounter);
  // Registered among the work in flight in the same write: the sweep re-drives it if its file's event is lost.
  await transactWrite([
    {
      put: uploads()
        .create({
          tenant,
          uploadId,
          source: 'upload',
          bucket,
          key,
          name: form.arquivo.nome,
          status: 'aguardando_arquivo',
          tipo: form.tipo,
          documento: form.documento,
          juntar: form.juntar === 1,
          ...target,
          lote,
          usuarioId: session.usuario.id,
          usuarioNome: session.usuario.nome,
          createdAt: now.toISOString(),
        })
        .params(),
    },
    { put: pendingPut({ kind: 'upload', tenant, id: uploadId, createdAt: now.toISOString() }) },
    counterChange(tenant, uploadListCounter, 1),
  ]);
  const post = await createPresignedPost({
    bucket,
    key,
    contentType: 'application/pdf',
    minBytes: 1,
    maxBytes: fileLimits.asoPdfBytes,
    expiresInSeconds: presignedPostSeconds,
    now,
  });
  const data: AsoUploadPresigned = {
    id: uploadId,
    lote,
    url: post.url,
    fields: post.fields,
    chave: key,
    expira_em: post.expiresAt,
    tamanho_maximo: fileLimits.asoPdfBytes,
  };
  return respond(200, asoUploadRegisteredMessage, data);
};

/**
 * GET empresa/consulta/upload/editar/{id} (reprocess, spec 2 §4 "80 … allows reprocessing"): a file that failed is
 * split again; pages waiting for a manual link are read again (a consultation may exist now that did not then).
 * Each step is safe to repeat, so a reprocess that stopped half-way can be asked for again.
 */
export const reprocessUpload: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const upload = await liveUpload(tenant, event.pathParameters?.id);
  if (upload.status === 'falha') {
    try {
      await uploads()
        .patch({ tenant, uploadId: upload.uploadId })
        .set({ status: 'recebido', obs: 'Reprocessamento solicitado.' })
        .remove(['tipoStatus'])
        .where(({ status }, { eq }) => eq(status, 'falha'))
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    await queueReprocess(tenant, upload.uploadId);
    return respond(200, operationSucceededMessage, uploadView((await getUpload(tenant, upload.uploadId)) ?? upload));
  }
  if (upload.status !== 'identificado' && upload.status !== 'dividido') {
    throw new HttpError(400, nothingToReprocessMessage);
  }
  const unlinked = (await pagesOfUpload(tenant, upload.uploadId)).filter((page) => page.idCon === 0 && !page.deletedAt);
  if (unlinked.length === 0) throw new HttpError(400, nothingToReprocessMessage);
  const numbers = unlinked.map((page) => page.pagina);
  // Order matters for a repeat: pages first (they become unread), then the count, then the messages.
  await resetPendingPages(tenant, upload.uploadId, unlinked.filter((page) => page.tipoStatus !== undefined).map((page) => page.pagina));
  if (upload.status === 'identificado') await uncountPendingPages(tenant, upload.uploadId, numbers);
  await queueIdentification(tenant, upload.uploadId, numbers);
  return respond(200, operationSucceededMessage, uploadView((await getUpload(tenant, upload.uploadId)) ?? upload));
};

/**
 * POST empresa/consulta/upload/deletar {ids}: soft-deletes the uploads and their pages, which leave the
 * consultations' files (the medical records are rebuilt). Any id not found answers 404 and nothing is deleted.
 */
export const deleteUploads: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { ids } = parseBody(event, idsRequestSchema);
  const found = await Promise.all([...new Set(ids)].map((id) => liveUpload(tenant, id)));
  const now = new Date();
  for (const upload of found) {
    await uploads().patch({ tenant, uploadId: upload.uploadId }).set({ deletedAt: now.toISOString() }).go();
    await changeCounter(tenant, uploadListCounter, -1);
    const pages = await pagesOfUpload(tenant, upload.uploadId);
    await deletePages(pages, now);
    const records = new Set(
      pages.filter((page) => page.idCon > 0 && page.tipoDocumento === documentTypes.prontuario).map((page) => page.idCon),
    );
    for (const idCon of records) await rebuildProntuario(tenant, idCon);
  }
  return respond(200, recordsDeletedMessage, { total: found.length });
};
