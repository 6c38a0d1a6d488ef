/**
 * The preview of a model section's HTML: a sandboxed frame (no scripts, no same-origin access), so what the editor
 * holds before the server sanitizes it cannot run in the page. The {{placeholders}} show as typed; the document
 * generator fills them.
 */
export function ConteudoPreview({ titulo, html }: { readonly titulo: string; readonly html: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial,sans-serif;font-size:12pt;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px 6px}</style></head><body><h2>${escapeHtml(titulo)}</h2>${html}</body></html>`;
  return <iframe title="Prévia do conteúdo" sandbox="" srcDoc={doc} style={{ width: '100%', minHeight: '24rem', border: '1px solid #ccc', background: '#fff' }} data-testid="ltcat-conteudo-preview" />;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
