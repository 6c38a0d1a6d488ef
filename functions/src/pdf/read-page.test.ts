import { beforeAll, describe, expect, it } from 'vitest';
import { renderAsoPdf } from './aso';
import { qrPayload } from './consultation-code';
import { makeEmptyPdf, makeForeignAso, rasterizePdf, sampleAso } from './fixtures';
import { openPdf } from './pdfjs';
import { decodeQr, extractText, pageQrCodes, readPage } from './read-page';

const aso = sampleAso({ tenant: 'demo', idCon: 321, seed: 4 });
const payload = qrPayload(aso.codigo, 'aso');

let page: Uint8Array;
let scanned: Uint8Array;

beforeAll(async () => {
  page = await renderAsoPdf(aso);
  scanned = await rasterizePdf(page);
}, 60_000);

describe('extractText', { timeout: 30_000 }, () => {
  it('reads the text layer in lines', async () => {
    const text = await extractText(page);
    expect(text).toContain(`Código da consulta: ${aso.codigo}`);
    expect(text.split('\n').length).toBeGreaterThan(20);
  });

  it('reads nothing from a scanned page, which is only an image', async () => {
    expect(await extractText(scanned)).toBe('');
  });
});

describe('decodeQr', { timeout: 30_000 }, () => {
  it('decodes the code of a generated page', async () => {
    expect(await decodeQr(page)).toEqual([payload]);
  });

  it('decodes the code of a scanned page: JPEG, 150 dpi, fed crooked', async () => {
    expect(await decodeQr(scanned)).toEqual([payload]);
  });

  it('decodes the code of a low-resolution scan fed more crooked', async () => {
    expect(await decodeQr(await rasterizePdf(page, { dpi: 100, quality: 60, skewDegrees: 2 }))).toEqual([payload]);
  });

  it('finds the code of a page scanned upside down', async () => {
    expect(await decodeQr(await rasterizePdf(page, { skewDegrees: 180.5 }))).toEqual([payload]);
  });

  it('decodes anyone else’s QR code in a corner too: identification tells them apart', async () => {
    const foreign = await makeForeignAso({ foreignQr: 'https://laudos.example.com/validar/1' });
    expect(await decodeQr(foreign)).toEqual(['https://laudos.example.com/validar/1']);
  });

  it('finds nothing on a page without a QR code', async () => {
    expect(await decodeQr(await makeForeignAso())).toEqual([]);
  });
});

describe('pageQrCodes (the render path)', { timeout: 30_000 }, () => {
  it('reads scanned pages too, rendering them with pdf.js on a canvas', async () => {
    for (const scan of [scanned, await rasterizePdf(page, { dpi: 100, quality: 60, skewDegrees: 2 })]) {
      const pdf = await openPdf(scan);
      const found = await pageQrCodes(await pdf.getPage(1), { thorough: true });
      await pdf.destroy();
      expect(found).toEqual([payload]);
    }
  });
});

describe('readPage', { timeout: 30_000 }, () => {
  it('skips the rendering when the text already holds a checked code (auto)', async () => {
    expect(await readPage(page)).toEqual({ text: expect.stringContaining(aso.codigo), qrPayloads: [] });
  });

  it('renders when the text holds no code (auto), and always when asked', async () => {
    expect((await readPage(scanned)).qrPayloads).toEqual([payload]);
    expect((await readPage(page, { qr: 'always' })).qrPayloads).toEqual([payload]);
  });

  it('rejects a page number the document does not have', async () => {
    await expect(readPage(page, { pageNumber: 2 })).rejects.toThrow();
    await expect(readPage(await makeEmptyPdf())).rejects.toThrow();
  });
});
