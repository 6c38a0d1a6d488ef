import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findConsultationCodes } from './consultation-code';
import { openPdf } from './pdfjs';
import { pageText } from './page-text';
import { scannedPageQrCodes } from './scan-image';

/*
 * What identification reads from a page (the aso-identify issue): its text layer (pdf.js) and the QR code it
 * carries, found by rendering the page with pdf.js on a @napi-rs/canvas and decoding with jsQR. A scanned page
 * has no text layer, only one image: the QR code is then the only thing that says which consultation it is;
 * when that image is a plain JPEG it is read straight from the file (scan-image.ts) instead of rendered.
 */

/** What a page says about itself. */
export interface PageContent {
  /** The text layer, in pdf.js order, lines separated by '\n'; '' for a scanned page. */
  readonly text: string;
  /** Decoded QR codes (ours or anyone else's: identification tells them apart). */
  readonly qrPayloads: readonly string[];
}

/** Options of {@link readPage}. */
export interface ReadPageOptions {
  /** 1-based page of the document (default 1: the split gives one-page documents). */
  readonly pageNumber?: number;
  /**
   * When to render and decode the QR code, the slow part: 'always' (searching the whole page); 'auto' (default)
   * only when the text layer holds no checked consultation code, which is then decisive on its own, searching
   * the corners of a page with text and the whole of a page without; 'never'.
   */
  readonly qr?: 'always' | 'auto' | 'never';
}

/** A rectangle of the page in points, from its top-left corner as displayed (after any /Rotate). */
interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The page is rendered once at 2× (144 dpi: our 80 pt code gets over 4 px per module) and searched where a
 * code is likeliest, since jsQR's time grows with the pixels it scans: the four corners, top-right first (where
 * layout.ts puts it; the others catch a sheet scanned upside down or sideways), each a square big enough for a
 * scan fed some millimetres off. A page without text layer (a scan: the code is all it has) is then searched
 * whole, and its top-right corner once more at 3× for a blurred code.
 */
const baseScale = 2;
const closeUpScale = 3;
/** Side of the corner squares searched, in points (78 mm). */
const cornerSide = 220;

/**
 * The text of a page.
 *
 * @example const text = await extractText(pageBytes); // '… Código da consulta: OCP-demo-123-7Q …'
 */
export async function extractText(pdfBytes: Uint8Array, options: { pageNumber?: number } = {}): Promise<string> {
  return (await readPage(pdfBytes, { ...options, qr: 'never' })).text;
}

/**
 * The QR codes a page carries (at most one is returned today), searching the whole page; [] when none decodes.
 *
 * @example await decodeQr(pageBytes) // ['OCP1:ASO:OCP-DEMO-123-7Q']
 */
export async function decodeQr(pdfBytes: Uint8Array, options: { pageNumber?: number } = {}): Promise<string[]> {
  return [...(await readPage(pdfBytes, { ...options, qr: 'always' })).qrPayloads];
}

/** Text and QR codes of a page, opening the document once. */
export async function readPage(pdfBytes: Uint8Array, options: ReadPageOptions = {}): Promise<PageContent> {
  const pdf = await openPdf(pdfBytes);
  try {
    const page = await pdf.getPage(options.pageNumber ?? 1);
    const text = await pageText(page);
    const mode = options.qr ?? 'auto';
    const wantsQr = mode === 'always' || (mode === 'auto' && findConsultationCodes(text).length === 0);
    // A page without text layer is a scan: its code is all it has, so it gets the thorough search.
    const thorough = mode === 'always' || text === '';
    let qrPayloads: readonly string[] = [];
    if (wantsQr) {
      // A scan that is one JPEG is read straight from the image, much faster than rendering it with pdf.js.
      const scanned = text === '' ? await scannedPageQrCodes(pdfBytes, options.pageNumber ?? 1) : undefined;
      qrPayloads = scanned ?? (await pageQrCodes(page, { thorough }));
    }
    page.cleanup();
    return { text, qrPayloads };
  } finally {
    await pdf.destroy();
  }
}

/**
 * Renders the page and searches it until jsQR decodes a code: corners, then, when `thorough`, the whole page
 * and a close-up of the top-right corner.
 */
export async function pageQrCodes(page: PDFPageProxy, options: { thorough?: boolean } = {}): Promise<string[]> {
  const { width, height } = page.getViewport({ scale: 1 });
  const side = Math.min(cornerSide, width, height);
  const whole: Rect = { x: 0, y: 0, width, height };
  const topRight: Rect = { x: width - side, y: 0, width: side, height: side };
  const corners: Rect[] = [
    topRight,
    { x: 0, y: height - side, width: side, height: side },
    { x: 0, y: 0, width: side, height: side },
    { x: width - side, y: height - side, width: side, height: side },
  ];
  const rendered = await render(page, baseScale, whole);
  for (const rect of options.thorough ? [...corners, whole] : corners) {
    const found = decode(rendered, rect);
    if (found) return [found];
  }
  if (!options.thorough) return [];
  const closeUp = await render(page, closeUpScale, topRight);
  const found = decode(closeUp, { x: 0, y: 0, width: side, height: side });
  return found ? [found] : [];
}

interface Rendered {
  readonly context: ReturnType<ReturnType<typeof createCanvas>['getContext']>;
  readonly scale: number;
  readonly origin: Rect;
}

/** Renders a rectangle of the page at `scale` (1 = 72 dpi) on a white canvas. */
async function render(page: PDFPageProxy, scale: number, rect: Rect): Promise<Rendered> {
  const canvas = createCanvas(Math.ceil(rect.width * scale), Math.ceil(rect.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const viewport = page.getViewport({ scale, offsetX: -rect.x * scale, offsetY: -rect.y * scale });
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return { context, scale, origin: rect };
}

/** jsQR over a rectangle (page points) of a rendering. */
function decode(rendered: Rendered, rect: Rect): string | undefined {
  const x = Math.max(0, Math.floor((rect.x - rendered.origin.x) * rendered.scale));
  const y = Math.max(0, Math.floor((rect.y - rendered.origin.y) * rendered.scale));
  const width = Math.min(Math.ceil(rect.width * rendered.scale), rendered.context.canvas.width - x);
  const height = Math.min(Math.ceil(rect.height * rendered.scale), rendered.context.canvas.height - y);
  const { data } = rendered.context.getImageData(x, y, width, height);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || undefined;
}
