/*
 * Files the API answers as `{contents (base64), filename, contentType}` (spec 2 §3 "Downloaded file"): turned into
 * a download in the browser.
 */

/**
 * The bytes of a base64 text.
 *
 * @example new TextDecoder().decode(base64ToBytes('TWFu')) // 'Man'
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves an answered file in the browser (a temporary link clicked once). */
export function downloadArquivo(arquivo: { contents: string; filename: string; contentType: string }): void {
  const blob = new Blob([base64ToBytes(arquivo.contents)], { type: arquivo.contentType || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = arquivo.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
