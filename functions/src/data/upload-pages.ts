import { pageObjectKey } from '../domain/aso-upload';
import { paginaSemConsulta, uploadPaginas, type UploadPaginaItem } from './entities/upload-pagina';
import type { UploadItem } from './entities/upload';
import { isConditionalCheckFailure } from './uploads';
import { gravarNaVersao, naVersao, proximaVersao } from './versao';

/*
 * The pages of an upload (spec 2 §3 "Upload page"): written pending by the split worker, linked once by the
 * identify worker (a conditional write on "not read yet", so a redelivered page is linked once), relinked by hand.
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
 * The pages of a split upload, not read yet. A plain batch put: it only runs while the upload is 'dividindo', before
 * any page is handed to the identify worker, so rewriting a page after a redelivery loses nothing.
 */
export async function writePendingPages(upload: UploadItem, paginas: number): Promise<void> {
  const items = Array.from({ length: paginas }, (_, index) => ({
    tenant: upload.tenant,
    uploadId: upload.uploadId,
    pagina: index + 1,
    paginas,
    idCon: paginaSemConsulta,
    tipoDocumento: upload.documento,
    identificacao: 'pendente' as const,
    juntar: upload.juntar ?? false,
    arquivo: pageObjectKey(upload.tenant, upload.uploadId, index + 1),
    usuarioId: upload.usuarioId,
    usuarioNome: upload.usuarioNome,
  }));
  // A thousand pages are forty batches of 25: four at a time, so identification starts seconds earlier.
  const { unprocessed } = await uploadPaginas().put(items).go({ concurrent: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} pages of ${upload.uploadId} were not written`);
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
  const set =
    'idCon' in result
      ? result
      : { ...result, idCon: paginaSemConsulta, identificacao: 'pendente' as const, empresaId: undefined, funcionarioId: undefined };
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
 * (issue 12 item 3): a link saved meanwhile by someone else answers 409 and this one changes nothing.
 */
export async function relinkPage(tenant: string, uploadId: string, pagina: number, link: PageLink, lida: number): Promise<void> {
  await gravarNaVersao(() =>
    uploadPaginas()
      .patch({ tenant, uploadId, pagina })
      .set({ ...withoutUndefined(link), versao: proximaVersao(lida) })
      .where(({ deletedAt }, { notExists }) => notExists(deletedAt))
      .where(naVersao(lida))
      .go(),
  );
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

/** Soft-deletes pages (an upload deleted): they leave the consultation's files. */
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
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
