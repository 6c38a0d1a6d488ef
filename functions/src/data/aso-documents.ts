import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { documentTypes } from '@ocupacional/shared';
import { documentPages, prontuarioObjectKey, prontuarioPages } from '../domain/aso-upload';
import { resources, s3 } from '../platform';
import type { UploadPaginaItem } from './entities/upload-pagina';
import { pagesOfConsultation } from './upload-pages';

/*
 * A consultation's documents (spec 2 §3 "arquivo_aso and arquivo_prontuario"): the ASO is the pages linked as
 * document type 82, read as one PDF on demand; the medical record (83) is one stored PDF rebuilt from its pages
 * whenever they change ('Juntar Arquivo' appends, otherwise an upload replaces it), so it can be sent as a file.
 */

/** Bytes of an object of the files bucket. */
export async function readFile(key: string): Promise<Uint8Array> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
  if (!Body) throw new Error(`empty object ${key}`);
  return Body.transformToByteArray();
}

/** The pages, in order, as one PDF. */
export async function mergePages(pages: readonly Pick<UploadPaginaItem, 'arquivo'>[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create({ updateMetadata: false });
  for (const page of pages) {
    if (!page.arquivo) continue;
    const source = await PDFDocument.load(await readFile(page.arquivo), { updateMetadata: false });
    for (const copied of await merged.copyPages(source, source.getPageIndices())) merged.addPage(copied);
  }
  return merged.save();
}

/**
 * Rebuilds a consultation's medical record from its pages (or removes it when none is left). Deterministic, so a
 * worker redelivery or two pages finishing together write the same file.
 */
export async function rebuildProntuario(tenant: string, idCon: number): Promise<number> {
  const pages = prontuarioPages(await pagesOfConsultation(tenant, idCon));
  const Key = prontuarioObjectKey(tenant, idCon);
  const Bucket = resources.bucketName('files');
  if (pages.length === 0) {
    await s3().send(new DeleteObjectCommand({ Bucket, Key }));
    return 0;
  }
  const bytes = await mergePages(pages);
  await s3().send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: 'application/pdf' }));
  return pages.length;
}

/** A consultation's document as one PDF: the stored medical record, or the ASO pages merged now. */
export async function documentPdf(tenant: string, idCon: number, tipoDocumento: number): Promise<Uint8Array | undefined> {
  const pages = await pagesOfConsultation(tenant, idCon);
  if (tipoDocumento === documentTypes.prontuario) {
    if (prontuarioPages(pages).length === 0) return undefined;
    return readFile(prontuarioObjectKey(tenant, idCon));
  }
  const aso = documentPages(pages, documentTypes.aso);
  return aso.length > 0 ? mergePages(aso) : undefined;
}
