import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Apart from read-page.ts so the split worker, which reads text only, bundles neither canvas nor jsQR.

/** The text layer: pdf.js items joined, '\n' where pdf.js marks an end of line. */
export async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}
