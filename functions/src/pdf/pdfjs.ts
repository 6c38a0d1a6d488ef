import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * pdf.js (legacy build, for Node) opened the way every reader here needs it: no eval (the font compiler would
 * otherwise build functions from strings), no font faces (there is no DOM), no console chatter.
 */

const require = createRequire(import.meta.url);

let loading: Promise<typeof PdfJs> | undefined;

/**
 * pdf.js, loaded on first use: a function that only generates documents (pdf-lib) does not pay for its 3 MB at
 * cold start. The worker module is imported first: it registers its handler on globalThis.pdfjsWorker, so pdf.js
 * parses in this thread (no worker file to locate at run time, and bundlers see the dependency).
 */
function pdfjs(): Promise<typeof PdfJs> {
  loading ??= import('./pdfjs-worker').then(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  return loading;
}

/** The Adobe standard-font metrics pdf.js draws the 14 standard fonts with, when the package ships them. */
const standardFontDataUrl = ((): string | undefined => {
  try {
    const folder = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
    return existsSync(folder) ? `${folder}/` : undefined;
  } catch {
    return undefined;
  }
})();

/** The standard fonts' files read so far, by name: a bulk upload opens a document per page, each asking again. */
const standardFonts = new Map<string, Promise<Uint8Array>>();

/**
 * pdf.js's standard-font source (its `StandardFontDataFactory` option), reading each file of the package's folder
 * once per container instead of once per document. Each caller gets its own copy: pdf.js may transfer it.
 */
class CachedStandardFontDataFactory {
  constructor(private readonly options: { readonly baseUrl: string | null }) {}

  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    const { baseUrl } = this.options;
    if (!baseUrl || !filename) throw new Error(`Unable to load font data: ${filename}`);
    let data = standardFonts.get(filename);
    if (!data) {
      data = readFile(`${baseUrl}${filename}`).then((bytes) => new Uint8Array(bytes));
      // A failed read is not kept: the next document tries again.
      data.catch(() => standardFonts.delete(filename));
      standardFonts.set(filename, data);
    }
    return (await data).slice();
  }
}

/** Options for {@link openPdf}. */
export interface OpenPdfOptions {
  /** The password of an encrypted file; without it such a file fails with a PasswordException. */
  readonly password?: string;
}

/**
 * A pdf.js document over a copy of `bytes` (pdf.js takes ownership of the buffer it is given). Call
 * `destroy()` when done.
 */
export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions = {}): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...(standardFontDataUrl ? { standardFontDataUrl, StandardFontDataFactory: CachedStandardFontDataFactory } : {}),
    ...(options.password !== undefined ? { password: options.password } : {}),
  });
  return task.promise;
}

/** Whether an error from pdf.js says the file needs a password. */
export function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}
