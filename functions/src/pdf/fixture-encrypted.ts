import { createHash } from 'node:crypto';

/*
 * A really encrypted PDF for the tests (pdf-lib cannot encrypt): one page, its content stream encrypted with the
 * standard security handler, revision 2 (RC4, 40-bit key; PDF 32000-1 §7.6.3, algorithms 1 to 4). With a user
 * password it cannot be opened without it; with an empty one it opens but is still encrypted (an owner-password
 * restriction, common in files exported by other systems). pdf.js decrypts it, so the tests can prove it is
 * the real thing and not a marker in the trailer.
 */

const padding = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function padded(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), padding]).subarray(0, 32);
}

function md5(...parts: Buffer[]): Buffer {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** RC4 (not offered by OpenSSL 3's default provider, and short). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k += 1) {
    i = (i + 1) & 255;
    j = (j + (s[i] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[k] = (data[k] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) & 255] ?? 0);
  }
  return out;
}

/**
 * A one-page PDF saying `text`, encrypted. `userPassword` '' gives a file that opens without a password.
 *
 * @example const locked = makeEncryptedPdf({ userPassword: 'senha' });
 */
export function makeEncryptedPdf(options: { userPassword?: string; ownerPassword?: string; text?: string } = {}): Uint8Array {
  const userPassword = options.userPassword ?? 'senha';
  const ownerPassword = options.ownerPassword ?? 'proprietario';
  const permissions = -44;
  const fileId = md5(Buffer.from(`ocupacional-${userPassword}-${ownerPassword}`));
  const owner = rc4(md5(padded(ownerPassword || userPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, padding);
  const objectKey = (num: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = rc4(objectKey(4), Buffer.from(`BT /F1 24 Tf 72 720 Td (${options.text ?? 'Documento protegido'}) Tj ET`, 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] >>\n`,
    `startxref\n${length}\n%%EOF\n`,
  ].join('');
  return new Uint8Array(Buffer.concat([...chunks, Buffer.from(xref)]));
}
