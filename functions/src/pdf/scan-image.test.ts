import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAsoPdf } from './aso';
import { qrPayload } from './consultation-code';
import { makeForeignAso, rasterizePdf, sampleAso } from './fixtures';
import { scannedPageQrCodes } from './scan-image';

const aso = sampleAso({ tenant: 'demo', idCon: 77, seed: 9 });
let generated: Uint8Array;

beforeAll(async () => {
  generated = await renderAsoPdf(aso);
}, 60_000);

describe('scannedPageQrCodes', { timeout: 30_000 }, () => {
  it('reads the code straight from the JPEG of a scanned page', async () => {
    expect(await scannedPageQrCodes(await rasterizePdf(generated))).toEqual([qrPayload(aso.codigo, 'aso')]);
  });

  it('reads a 100 dpi scan fed crooked', async () => {
    const scan = await rasterizePdf(generated, { dpi: 100, quality: 60, skewDegrees: 2 });
    expect(await scannedPageQrCodes(scan)).toEqual([qrPayload(aso.codigo, 'aso')]);
  });

  it('finds nothing on a scan without a QR code', async () => {
    expect(await scannedPageQrCodes(await rasterizePdf(await makeForeignAso()))).toEqual([]);
  });

  it('leaves to the render path a page that is not one full-page JPEG', async () => {
    // Prepare: a page drawn with text and a PNG, a PNG scan, a JPEG that does not fill its page.
    const pngScan = await PDFDocument.create();
    const png = await pngScan.embedPng(await QRCode.toBuffer('x', { type: 'png', scale: 20 }));
    pngScan.addPage([300, 300]).drawImage(png, { x: 0, y: 0, width: 300, height: 300 });
    const halfPage = await PDFDocument.load(await rasterizePdf(generated));
    halfPage.getPage(0).setSize(595.28, 600);
    // Act / Assess
    expect(await scannedPageQrCodes(generated)).toBeUndefined();
    expect(await scannedPageQrCodes(await pngScan.save())).toBeUndefined();
    expect(await scannedPageQrCodes(await halfPage.save())).toBeUndefined();
  });
});
