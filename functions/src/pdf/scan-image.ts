import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/*
 * A fast path for scanned pages. A scanner's page is one JPEG covering the page; pdf.js would decode it in
 * JavaScript and paint it (about three quarters of a scan's reading time). Here the JPEG leaves the PDF as it is
 * and @napi-rs/canvas decodes it natively; its corners, then the whole of it, go to jsQR. A page that is anything
 * else (several images, a mask, inverted colours, another codec) returns undefined and takes the render path.
 */

/** Side of the corner squares as a share of the page width (220 pt of A4's 595, as in read-page.ts). */
const cornerShare = 0.37;

/**
 * The QR codes of a page that is one full-page JPEG image, or undefined when the page is not that.
 *
 * @example const codes = (await scannedPageQrCodes(pageBytes)) ?? (await pageQrCodes(page, { thorough: true }));
 */
export async function scannedPageQrCodes(pdfBytes: Uint8Array, pageNumber = 1): Promise<string[] | undefined> {
  let image;
  try {
    const jpeg = await fullPageJpeg(pdfBytes, pageNumber);
    if (!jpeg) return undefined;
    image = await loadImage(jpeg);
  } catch {
    // Whatever pdf-lib or the JPEG decoder cannot take, pdf.js may still render.
    return undefined;
  }
  const { width, height } = image;
  const side = Math.round(Math.min(width, height) * cornerShare);
  const regions: readonly (readonly [number, number, number, number, number])[] = [
    [width - side, 0, side, side, 1],
    [0, height - side, side, side, 1],
    [0, 0, side, side, 1],
    [width - side, height - side, side, side, 1],
    [0, 0, width, height, 1],
    // A low-resolution scan: the top-right corner once more, enlarged twice.
    [width - side, 0, side, side, 2],
  ];
  for (const [x, y, w, h, zoom] of regions) {
    const canvas = createCanvas(w * zoom, h * zoom);
    const context = canvas.getContext('2d');
    context.drawImage(image, x, y, w, h, 0, 0, w * zoom, h * zoom);
    const { data } = context.getImageData(0, 0, w * zoom, h * zoom);
    const found = jsQR(data, w * zoom, h * zoom, { inversionAttempts: 'dontInvert' })?.data;
    if (found) return [found];
  }
  return [];
}

/**
 * The bytes of the page's only image when it is a plain JPEG (DCTDecode alone, no mask, no decode array) whose
 * shape is the page's: then drawing the page is drawing that image.
 */
async function fullPageJpeg(pdfBytes: Uint8Array, pageNumber: number): Promise<Uint8Array | undefined> {
  const doc = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const page = doc.getPage(pageNumber - 1);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const streams = (xObjects?.values() ?? []).map((value) => doc.context.lookup(value));
  if (streams.length !== 1 || !(streams[0] instanceof PDFRawStream)) return undefined;
  const { dict, contents } = streams[0];
  const filter = dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  const isPlainJpeg =
    dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image') &&
    filters.length === 1 &&
    filters[0] === PDFName.of('DCTDecode') &&
    ['SMask', 'Mask', 'Decode', 'ImageMask'].every((key) => !dict.has(PDFName.of(key)));
  if (!isPlainJpeg) return undefined;
  const { width, height } = page.getSize();
  const imageWidth = Number(dict.lookup(PDFName.of('Width'))?.toString());
  const imageHeight = Number(dict.lookup(PDFName.of('Height'))?.toString());
  const pageRatio = width / height;
  const imageRatio = imageWidth / imageHeight;
  // Upright or turned a quarter (a /Rotate page): either way the image fills the page.
  const fills = [imageRatio, 1 / imageRatio].some((ratio) => Math.abs(ratio / pageRatio - 1) < 0.05);
  return fills ? contents : undefined;
}
