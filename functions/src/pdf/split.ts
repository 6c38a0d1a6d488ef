import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, ParseSpeeds } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';
import { isPasswordError, openPdf } from './pdfjs';

/*
 * The first step of the ASO upload (spec 2 §1, aso-split worker): check the uploaded file and cut it into
 * one-page PDFs, each identified and linked on its own. The file is parsed once; pages are produced one at a
 * time so a large bulk file is never held twice over.
 */

/** Why a file cannot be split; `reason` is what the operator reads. */
export type PdfProblem = 'not-pdf' | 'corrupt' | 'encrypted' | 'empty';

/** The pt-BR reasons shown on the upload. */
export const pdfProblemMessages = {
  'not-pdf': 'O arquivo não é um PDF.',
  corrupt: 'O arquivo PDF está corrompido e não pôde ser lido.',
  encrypted: 'O arquivo PDF está protegido por senha.',
  /** Encrypted with an owner password only: it opens without a password but cannot be taken apart. */
  encryptedPermissions:
    'O arquivo PDF está protegido contra alterações e não pôde ser dividido. Salve uma cópia sem proteção e envie novamente.',
  empty: 'O arquivo PDF não tem páginas.',
} as const;

/** What {@link inspectPdf} finds. */
export type PdfInspection =
  | { readonly ok: true; readonly pages: number }
  | { readonly ok: false; readonly problem: PdfProblem; readonly reason: string };

/** A file that can be split, parsed. */
interface Loaded {
  readonly ok: true;
  readonly doc: PDFDocument;
}

/**
 * Whether a file can be split, and into how many pages.
 *
 * @example await inspectPdf(bytes) // { ok: false, problem: 'encrypted', reason: 'O arquivo PDF está protegido por senha.' }
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const loaded = await load(bytes);
  return loaded.ok ? { ok: true, pages: loaded.doc.getPageCount() } : loaded;
}

/**
 * One PDF per page, in order, produced one at a time. Throws {@link PdfSplitError} when the file cannot be
 * split (the reason is the same as {@link inspectPdf}'s).
 */
export async function* splitPdfPages(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const loaded = await load(bytes);
  if (!loaded.ok) throw new PdfSplitError(loaded.problem, loaded.reason);
  const source = loaded.doc;
  detachAnnotations(source);
  for (const index of source.getPageIndices()) {
    const target = await PDFDocument.create({ updateMetadata: false });
    const [page] = await target.copyPages(source, [index]);
    if (page) target.addPage(page);
    yield target.save({ addDefaultPage: false });
  }
}

/**
 * Every page as its own PDF.
 *
 * @example const pages = await splitPdf(bytes); // pages.length === (await inspectPdf(bytes)).pages
 */
export async function splitPdf(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pages: Uint8Array[] = [];
  for await (const page of splitPdfPages(bytes)) pages.push(page);
  return pages;
}

/** A file that cannot be split; `message` is the pt-BR reason. */
export class PdfSplitError extends Error {
  constructor(
    readonly problem: PdfProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PdfSplitError';
  }
}

async function load(bytes: Uint8Array): Promise<Loaded | Extract<PdfInspection, { ok: false }>> {
  const fail = (problem: PdfProblem, reason: string = pdfProblemMessages[problem]) =>
    ({ ok: false, problem, reason }) as const;
  // The header may follow some junk, but within the first 1024 bytes (PDF 32000-1, annex H).
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).includes('%PDF-')) {
    return fail('not-pdf');
  }
  let doc: PDFDocument;
  try {
    // ignoreEncryption: pdf-lib parses the structure anyway and says whether an /Encrypt dictionary is there.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch {
    return fail('corrupt');
  }
  if (doc.isEncrypted) return encryptionProblem(bytes, fail);
  try {
    if (doc.getPageCount() === 0) return fail('empty');
    if (hasDanglingReferences(doc)) return fail('corrupt');
  } catch {
    return fail('corrupt');
  }
  return { ok: true, doc };
}

/** pdf.js tells a file that needs a password to open from one restricted by an owner password only. */
async function encryptionProblem<F>(bytes: Uint8Array, fail: (problem: PdfProblem, reason?: string) => F): Promise<F> {
  try {
    const pdf = await openPdf(bytes);
    await pdf.destroy();
    return fail('encrypted', pdfProblemMessages.encryptedPermissions);
  } catch (error) {
    return isPasswordError(error) ? fail('encrypted') : fail('corrupt');
  }
}

/** Keys whose targets a page can lose without losing what it shows. */
const optionalKeys = new Set(['Parent', 'Annots', 'B', 'Thumb', 'Metadata', 'PieceInfo']);

/**
 * Whether the page tree refers to an object the file does not have: a page or its content, images, fonts cut
 * off by a truncated or damaged upload. pdf-lib would otherwise give such pages blank or drop them silently.
 */
function hasDanglingReferences(doc: PDFDocument): boolean {
  const { context } = doc;
  const root = doc.catalog.get(PDFName.of('Pages'));
  if (!root) return true;
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = context.lookup(object);
      if (target === undefined) return true;
      pending.push(target);
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const [key, value] of dict.entries()) if (!optionalKeys.has(key.decodeText())) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return false;
}

/**
 * Cuts the links from annotations to other pages (/P, link destinations): pdf-lib copies everything a page
 * refers to, so one such link would pull the whole document into every one-page file.
 */
function detachAnnotations(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    const kept = annots.asArray().filter((entry) => {
      const annotation = doc.context.lookupMaybe(entry, PDFDict);
      if (!annotation) return false;
      annotation.delete(PDFName.of('P'));
      return annotation.get(PDFName.of('Subtype'))?.toString() !== '/Link';
    });
    page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
  }
}
