/*
 * Files the API answers as `{contents (base64), filename, contentType}` (spec 2 §3 "Downloaded file": eSocial XML,
 * lote files): turned into a download in the browser.
 */

/**
 * The bytes of a base64 text (line breaks ignored).
 *
 * @example new TextDecoder().decode(base64ToBytes('TWFu')) // 'Man'
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The text of a base64 UTF-8 file (the XML viewer). */
export function base64ToText(base64: string): string {
  return new TextDecoder('utf-8').decode(base64ToBytes(base64));
}

/** Makes the browser save an answered file under its name (a temporary link clicked once). */
export function saveBase64File(file: { contents: string; filename: string; contentType: string }): void {
  const blob = new Blob([base64ToBytes(file.contents)], { type: file.contentType || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
