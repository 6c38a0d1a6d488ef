import { strFromU8, unzipSync } from 'fflate';

/** The text of word/document.xml, runs joined (tags dropped, entities decoded). */
export function documentoTexto(docx: Buffer | Uint8Array): { xml: string; texto: string } {
  const files = unzipSync(new Uint8Array(docx));
  const xml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
  const texto = xml
    .replace(/<w:p[ >]/g, '\n$&')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return { xml, texto };
}
