import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { pageObjectKey } from '../domain/aso-upload';
import { dynamo, logger, resources } from '../platform';
import { consultas } from './entities/consulta';
import { paginaSemConsulta, uploadPaginas, type UploadPaginaItem } from './entities/upload-pagina';
import type { UploadItem } from './entities/upload';
import { forEachScanPage } from './entity-scan';
import { TransactionConflictError, transactWrite, type TransactOperation } from './transactions';
import { isConditionalCheckFailure } from './uploads';
import { naVersao, proximaVersao, registroAlteradoError } from './versao';

/*
 * The pages of an upload (spec 2 §3 "Upload page"): written pending by the split worker, linked once by the
 * identify worker (a conditional write on "not read yet", so a redelivered page is linked once), relinked by hand.
 *
 * A consultation lists its linked pages in `paginasVinculadas` (issue 17), so a list reads the files of a page of
 * consultations with one BatchGet. Every write that links a page adds it there first (or in the same transaction),
 * and a write that unlinks or deletes one removes it in the same transaction or after: the set always holds every
 * live page linked to the consultation, at worst plus one left by a crash between two writes, which the reads drop
 * (they keep a page only if it still names the consultation and is live).
 */

/** What a link sets on a page. */
export interface PageLink {
  readonly idCon: number;
  readonly empresaId?: string | undefined;
  readonly empresaNome?: string | undefined;
  readonly funcionarioId?: string | undefined;
  readonly funcionarioNome?: string | undefined;
  readonly tipoDocumento: number;
  readonly tipoStatus: number;
  readonly identificacao: 'qr' | 'texto' | 'cpf' | 'formulario' | 'manual';
  readonly motivo: string;
  readonly usuarioId?: string | undefined;
  readonly usuarioNome?: string | undefined;
}

/** A page waiting for its manual link: status 80, no consultation, and the reason. */
export interface PagePending {
  readonly tipoDocumento: number;
  readonly tipoStatus: number;
  readonly motivo: string;
}

/**
 * The pages of a split upload: not read yet, or already settled with the result the split worker found (issue 17:
 * pages it identified from the file it parsed, see {@link settledFields}). A plain batch put: it only runs while the
 * upload is 'dividindo', before any page is handed to the identify worker or counted, so rewriting a page after a
 * redelivery loses nothing (a redelivered split identifies the same pages again).
 *
 * A settled page's consultation names it first (its `paginasVinculadas`, one update per consultation); a page whose
 * consultation cannot take it (gone meanwhile) is written not read yet instead, for the identify worker. Answers
 * the pages written settled.
 */
export async function writePendingPages(
  upload: UploadItem,
  paginas: number,
  settled: ReadonlyMap<number, PageLink | PagePending> = new Map(),
): Promise<Map<number, PageLink | PagePending>> {
  const linked = await linkSettledPages(upload, settled);
  const items = Array.from({ length: paginas }, (_, index) => {
    const result = linked.get(index + 1);
    const pending = { idCon: paginaSemConsulta, tipoDocumento: upload.documento, identificacao: 'pendente' as const };
    return {
      tenant: upload.tenant,
      uploadId: upload.uploadId,
      pagina: index + 1,
      paginas,
      juntar: upload.juntar ?? false,
      arquivo: pageObjectKey(upload.tenant, upload.uploadId, index + 1),
      usuarioId: upload.usuarioId,
      usuarioNome: upload.usuarioNome,
      ...(result ? withoutUndefined(settledFields(result)) : pending),
    };
  });
  // A thousand pages are forty batches of 25: four at a time, so identification starts seconds earlier.
  const { unprocessed } = await uploadPaginas().put(items).go({ concurrent: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} pages of ${upload.uploadId} were not written`);
  return linked;
}

/** Consultations whose sets are written at once by {@link linkSettledPages}. */
const linkConcurrency = 16;

/** Adds settled pages to their consultations' sets, grouped by consultation; answers the pages that may be written. */
async function linkSettledPages(
  upload: Pick<UploadItem, 'tenant' | 'uploadId'>,
  settled: ReadonlyMap<number, PageLink | PagePending>,
): Promise<Map<number, PageLink | PagePending>> {
  const linked = new Map(settled);
  const byConsultation = new Map<number, number[]>();
  for (const [pagina, result] of settled) {
    if (!('idCon' in result) || result.idCon === paginaSemConsulta) continue;
    byConsultation.set(result.idCon, [...(byConsultation.get(result.idCon) ?? []), pagina]);
  }
  const groups = [...byConsultation];
  for (let start = 0; start < groups.length; start += linkConcurrency) {
    await Promise.all(
      groups.slice(start, start + linkConcurrency).map(async ([idCon, pages]) => {
        const refs = pages.map((pagina) => linkedPageRef({ uploadId: upload.uploadId, pagina }));
        if (await changeLinkedPages(upload.tenant, idCon, 'ADD', refs)) return;
        logger.warn('consultation gone before its pages were linked; left to the identify worker', { tenant: upload.tenant, idCon });
        for (const pagina of pages) linked.delete(pagina);
      }),
    );
  }
  return linked;
}

/** What a settled page holds: its link, or no consultation and the reason it waits for a manual one. */
function settledFields(result: PageLink | PagePending) {
  return 'idCon' in result
    ? result
    : { ...result, idCon: paginaSemConsulta, identificacao: 'pendente' as const, empresaId: undefined, funcionarioId: undefined };
}

/** One page, read strongly consistent. */
export async function getPage(tenant: string, uploadId: string, pagina: number): Promise<UploadPaginaItem | undefined> {
  const { data } = await uploadPaginas().get({ tenant, uploadId, pagina }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Several pages of an upload in one BatchGet, read strongly consistent (the identify worker reads a batch's pages at
 * once). A page missing from the answer either does not exist or came back unprocessed: read it with {@link getPage}.
 */
export async function getPages(tenant: string, uploadId: string, paginas: readonly number[]): Promise<Map<number, UploadPaginaItem>> {
  if (paginas.length === 0) return new Map();
  const { data } = await uploadPaginas()
    .get([...new Set(paginas)].map((pagina) => ({ tenant, uploadId, pagina })))
    .go({ consistent: true });
  return new Map(data.map((page) => [page.pagina, page]));
}

/** Every page of an upload, in order. */
export async function pagesOfUpload(tenant: string, uploadId: string): Promise<UploadPaginaItem[]> {
  const { data } = await uploadPaginas().query.byUpload({ tenant, uploadId }).go({ pages: 'all' });
  return data;
}

/** The live pages linked to a consultation (its ASO and medical-record files). */
export async function pagesOfConsultation(tenant: string, idCon: number): Promise<UploadPaginaItem[]> {
  const { data } = await uploadPaginas().query.byConsulta({ tenant, idCon }).go({ pages: 'all' });
  return data.filter((page) => !page.deletedAt);
}

/** How a consultation's `paginasVinculadas` names a page. */
export function linkedPageRef(page: { readonly uploadId: string; readonly pagina: number }): string {
  return `${page.uploadId}#${page.pagina}`;
}

function parseLinkedPageRef(ref: string): { uploadId: string; pagina: number } | undefined {
  const at = ref.lastIndexOf('#');
  const pagina = Number(ref.slice(at + 1));
  return at > 0 && Number.isSafeInteger(pagina) && pagina > 0 ? { uploadId: ref.slice(0, at), pagina } : undefined;
}

/** BatchGet answers keys it could not read now (throttling): asked again a few times. */
const batchGetAttempts = 4;

/**
 * The live linked pages of several consultations, as {@link pagesOfConsultation} answers each (same pages, same
 * order), from their `paginasVinculadas`: one BatchGet per 100 pages, whatever the number of consultations. Every
 * consultation asked for has an entry (empty when it has no page).
 */
export async function pagesOfConsultations(
  tenant: string,
  items: readonly { readonly idCon: number; readonly paginasVinculadas?: readonly string[] | undefined }[],
): Promise<Map<number, UploadPaginaItem[]>> {
  const found = new Map<number, UploadPaginaItem[]>(items.map((item) => [item.idCon, []]));
  let keys = [...new Set(items.flatMap((item) => item.paginasVinculadas ?? []))]
    .map(parseLinkedPageRef)
    .filter((key) => key !== undefined)
    .map((key) => ({ tenant, ...key }));
  for (let attempt = 1; keys.length > 0; attempt += 1) {
    if (attempt > batchGetAttempts) throw new Error(`${keys.length} linked pages left unread`);
    const { data, unprocessed } = await uploadPaginas().get(keys).go();
    // A page moved to another consultation or deleted after a crash between two writes is still named: dropped.
    for (const page of data) if (!page.deletedAt) found.get(page.idCon)?.push(page);
    keys = unprocessed.map((key) => ({ tenant, uploadId: key.uploadId, pagina: key.pagina }));
  }
  // The byConsulta index's order (gsi1sk '<uploadId>#<pagina, 4 digits>').
  const order = (page: UploadPaginaItem) => `${page.uploadId}#${String(page.pagina).padStart(4, '0')}`;
  for (const pages of found.values()) pages.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return found;
}

/**
 * The update adding pages to (ADD) or removing them from (DELETE) a consultation's `paginasVinculadas`, only when the
 * consultation exists (an update would otherwise create a bare item at its key). A plain DynamoDB update, not the
 * entity's: the consultation's updatedAt is the consultation's own changes, not its files'.
 */
function linkedPagesUpdate(tenant: string, idCon: number, action: 'ADD' | 'DELETE', refs: readonly string[]) {
  return {
    TableName: resources.tableName(),
    Key: consultas().get({ tenant, idCon }).params().Key as Record<string, string>,
    UpdateExpression: `${action} #paginas :refs`,
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#paginas': 'paginasVinculadas', '#pk': 'pk' },
    ExpressionAttributeValues: { ':refs': new Set(refs) },
  };
}

/** Adds or removes pages of a consultation's set (idempotent); answers false when the consultation is missing. */
async function changeLinkedPages(tenant: string, idCon: number, action: 'ADD' | 'DELETE', refs: readonly string[]): Promise<boolean> {
  if (idCon === paginaSemConsulta || refs.length === 0) return true;
  try {
    await dynamo().send(new UpdateCommand(linkedPagesUpdate(tenant, idCon, action, refs)));
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Records how a page not read yet was identified; answers false when another delivery recorded it first (the page
 * then keeps that delivery's result).
 */
export async function settlePage(
  tenant: string,
  uploadId: string,
  pagina: number,
  result: PageLink | PagePending,
): Promise<boolean> {
  const set = settledFields(result);
  // The consultation names the page before the page names it (the set must hold every linked page; a page this
  // delivery does not link after all stays named, harmlessly). A consultation that is gone fails the link: retried.
  if (!(await changeLinkedPages(tenant, set.idCon, 'ADD', [linkedPageRef({ uploadId, pagina })]))) {
    throw new Error(`consultation ${set.idCon} of page ${uploadId}#${pagina} does not exist`);
  }
  try {
    await uploadPaginas()
      .patch({ tenant, uploadId, pagina })
      .set(withoutUndefined(set))
      .where(({ tipoStatus }, { notExists }) => notExists(tipoStatus))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Links a page by hand (page edit), whatever it was, but only over the version of the page the form read
 * (issue 12 item 3): a link saved meanwhile by someone else answers 409 and this one changes nothing. The page, the
 * consultation it leaves and the one it joins change in one transaction.
 */
export async function relinkPage(tenant: string, uploadId: string, pagina: number, link: PageLink, lida: number): Promise<void> {
  // The consultation the page leaves is the one it names now; the page write is conditioned on it, so a link the
  // identify worker saved meanwhile (which leaves the version) is a conflict too.
  const current = await getPage(tenant, uploadId, pagina);
  if (!current) throw registroAlteradoError();
  const from = current.idCon;
  const ref = [linkedPageRef({ uploadId, pagina })];
  const page: TransactOperation = {
    update: uploadPaginas()
      .patch({ tenant, uploadId, pagina })
      .set({ ...withoutUndefined(link), versao: proximaVersao(lida) })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .where(({ idCon }, { eq }) => eq(idCon, from))
      .params(),
  };
  const consultations: TransactOperation[] = [{ update: linkedPagesUpdate(tenant, link.idCon, 'ADD', ref) }];
  if (from !== paginaSemConsulta && from !== link.idCon) consultations.push({ update: linkedPagesUpdate(tenant, from, 'DELETE', ref) });
  try {
    await transactWrite([page, ...consultations]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError)) throw error;
    // The page moved on (version, link or deletion) or the consultation it joins is gone: not what the form saw.
    if (error.failedAt(0) || error.failedAt(1) || consultations.length === 1) throw registroAlteradoError({ cause: error });
    // Only the consultation the page leaves is gone: there is nothing to remove the page from.
    try {
      await transactWrite([page, ...consultations.slice(0, 1)]);
    } catch (retry) {
      throw retry instanceof TransactionConflictError ? registroAlteradoError({ cause: retry }) : retry;
    }
  }
}

/** Puts pages back to 'not read yet' (reprocess), only those still waiting for a manual link. */
export async function resetPendingPages(tenant: string, uploadId: string, paginas: readonly number[]): Promise<void> {
  for (const pagina of paginas) {
    await uploadPaginas()
      .patch({ tenant, uploadId, pagina })
      .set({ identificacao: 'pendente', motivo: 'Aguardando nova leitura.' })
      .remove(['tipoStatus'])
      .where(({ idCon }, { eq }) => eq(idCon, paginaSemConsulta))
      .go();
  }
}

/**
 * Soft-deletes pages (an upload deleted): they leave the consultation's files. The consultations' sets lose them
 * after the pages are marked (a deleted page is never linked again, so no other write can race the removal).
 */
export async function deletePages(pages: readonly UploadPaginaItem[], now: Date): Promise<void> {
  const deletedAt = now.toISOString();
  for (let start = 0; start < pages.length; start += 16) {
    await Promise.all(
      pages
        .slice(start, start + 16)
        .map((page) =>
          uploadPaginas().patch({ tenant: page.tenant, uploadId: page.uploadId, pagina: page.pagina }).set({ deletedAt }).go(),
        ),
    );
  }
  await changeConsultationsOf(pages, 'DELETE');
}

/**
 * Migration (issue 17): names every live linked page in its consultation's `paginasVinculadas`, for pages linked
 * before the set existed and for tables seeded in bulk. Repeatable (adding a member twice keeps one); a page whose
 * consultation is missing is logged and left. Answers the consultations written.
 */
export async function linkExistingPages(): Promise<number> {
  let written = 0;
  await forEachScanPage(
    (cursor) => uploadPaginas().scan.go({ cursor }),
    async (pages) => {
      written += await changeConsultationsOf(
        pages.filter((page) => !page.deletedAt),
        'ADD',
      );
    },
  );
  return written;
}

/**
 * Adds the linked ones of some pages to (or removes them from) their consultations' sets, 16 consultations at a
 * time; a missing consultation is logged and left. Answers the consultations written.
 */
async function changeConsultationsOf(pages: readonly UploadPaginaItem[], action: 'ADD' | 'DELETE'): Promise<number> {
  const groups = new Map<string, { tenant: string; idCon: number; refs: string[] }>();
  for (const page of pages) {
    if (page.idCon === paginaSemConsulta) continue;
    const key = `${page.tenant}#${page.idCon}`;
    const group = groups.get(key) ?? { tenant: page.tenant, idCon: page.idCon, refs: [] };
    group.refs.push(linkedPageRef(page));
    groups.set(key, group);
  }
  const all = [...groups.values()];
  let written = 0;
  for (let start = 0; start < all.length; start += 16) {
    const chunk = all.slice(start, start + 16);
    const done = await Promise.all(chunk.map(({ tenant, idCon, refs }) => changeLinkedPages(tenant, idCon, action, refs)));
    done.forEach((ok, index) => {
      if (!ok) logger.warn('pages linked to a missing consultation', { tenant: chunk[index]?.tenant, idCon: chunk[index]?.idCon });
    });
    written += done.filter(Boolean).length;
  }
  return written;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
