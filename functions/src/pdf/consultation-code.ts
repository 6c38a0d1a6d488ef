import { isValidCpf, onlyDigits, tenantIdPattern } from '@ocupacional/shared';

/*
 * The consultation code printed on every page of the documents we generate and encoded in their QR code, so a
 * scanned or printed-and-signed copy can be linked back to its consultation (spec 2 §1, the aso-identify issue).
 *
 *   OCP-<tenant>-<reference>-<check>      e.g. OCP-demo-123-7Q, OCP-demo-E01HK153X00ABCDEFGHJKMNPQR-0B
 *
 * - tenant: the tenant slug, so a document of another tenant is recognised as such, never matched to the
 *   consultation that has the same number here (id_con is a per-tenant sequence).
 * - reference: the definitive consultation's number (id_con), or 'E' + the external consultation's id (a ULID)
 *   for a referral guide printed before attendance, when no id_con exists yet.
 * - check: two characters [0-9A-Z] holding a weighted sum of `<tenant>-<reference>` modulo the prime 1291. Any
 *   single changed character and any swap of two neighbours always fails the check; random noise passes it
 *   once in 1291 tries, and must then also name this tenant and an existing consultation.
 *
 * Codes are case-insensitive: the QR code carries them in capitals (QR alphanumeric mode holds the payload in a
 * smaller, easier-to-read symbol), the printed line in the tenant's own lower case.
 */

/** A parsed, checked consultation code. */
export type ConsultationCode =
  | { readonly kind: 'consulta'; readonly tenant: string; readonly idCon: number; readonly text: string }
  | { readonly kind: 'externa'; readonly tenant: string; readonly id: string; readonly text: string };

/** What a code is made from. */
export type ConsultationReference =
  | { readonly kind: 'consulta'; readonly tenant: string; readonly idCon: number }
  | { readonly kind: 'externa'; readonly tenant: string; readonly id: string };

/** The documents that carry a code; the QR code says which one it is on. */
export type CodedDocument = 'aso' | 'guia';

const prefix = 'OCP';
/** Version tag of the QR payload: a QR code that does not start with it is someone else's and is ignored. */
export const qrPayloadVersion = 'OCP1';
const qrDocumentTags: Readonly<Record<CodedDocument, string>> = { aso: 'ASO', guia: 'GUIA' };
const ulidPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const idConPattern = /^[1-9]\d{0,14}$/;
const checkAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const checkModulus = 1291; // prime, and below 36² so the check fits two characters
const checkRadix = 38; // above the largest character value (37)

/**
 * The code of a consultation, checked.
 *
 * @example formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: 123 }) // 'OCP-demo-123-…'
 */
export function formatConsultationCode(reference: ConsultationReference): string {
  if (!tenantIdPattern.test(reference.tenant)) throw new RangeError(`not a tenant id: ${reference.tenant}`);
  const body = `${reference.tenant}-${referenceText(reference)}`;
  return `${prefix}-${body}-${checkCharacters(body)}`;
}

/**
 * The consultation a code names, or undefined unless it is well formed and its check characters match.
 *
 * @example parseConsultationCode('OCP-demo-123-7Q')?.idCon // 123 (when 7Q is the check of 'demo-123')
 */
export function parseConsultationCode(text: string): ConsultationCode | undefined {
  const segments = text.trim().split('-');
  if (segments.length < 4 || segments[0]?.toUpperCase() !== prefix) return undefined;
  const check = (segments.at(-1) ?? '').toUpperCase();
  const referenceSegment = (segments.at(-2) ?? '').toUpperCase();
  const tenant = segments.slice(1, -2).join('-').toLowerCase();
  if (!tenantIdPattern.test(tenant) || check.length !== 2) return undefined;
  const body = `${tenant}-${referenceSegment}`;
  if (checkCharacters(body) !== check) return undefined;
  if (idConPattern.test(referenceSegment)) {
    const idCon = Number(referenceSegment);
    return { kind: 'consulta', tenant, idCon, text: formatConsultationCode({ kind: 'consulta', tenant, idCon }) };
  }
  const id = referenceSegment.slice(1);
  if (referenceSegment.startsWith('E') && ulidPattern.test(id)) {
    return { kind: 'externa', tenant, id, text: formatConsultationCode({ kind: 'externa', tenant, id }) };
  }
  return undefined;
}

/**
 * Every valid code in a text (a page's extracted text), each once, in order of appearance. Spaces around
 * hyphens and typographic dashes are tolerated; a code glued to the next word is found by trying each hyphen
 * boundary of the token, and only checked codes come out.
 */
export function findConsultationCodes(text: string): ConsultationCode[] {
  const normalized = text.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/[ \t]*-[ \t]*/g, '-');
  const found = new Map<string, ConsultationCode>();
  for (const match of normalized.matchAll(/(?<![A-Za-z0-9])OCP-[A-Za-z0-9-]+/gi)) {
    const segments = match[0].split('-');
    for (let end = 4; end <= segments.length; end += 1) {
      const code = parseConsultationCode(segments.slice(0, end).join('-'));
      if (code && !found.has(code.text)) found.set(code.text, code);
    }
  }
  return [...found.values()];
}

/**
 * The CPFs in a text, as 11 digits, each once: masked (999.999.999-99) or bare 11-digit runs that are not part
 * of a longer number, and only those whose check digits are valid.
 */
export function findCpfs(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\d./-])\d{3}\.?\d{3}\.?\d{3}[-.]?\d{2}(?![\d/]|[.-]\d)/g)) {
    const digits = onlyDigits(match[0]);
    if (digits.length === 11 && isValidCpf(digits)) found.add(digits);
  }
  return [...found];
}

/**
 * The QR payload of a document: version tag, document, code in capitals.
 *
 * @example qrPayload('OCP-demo-123-7Q', 'aso') // 'OCP1:ASO:OCP-DEMO-123-7Q'
 */
export function qrPayload(code: string, document: CodedDocument): string {
  if (!parseConsultationCode(code)) throw new RangeError(`not a consultation code: ${code}`);
  return `${qrPayloadVersion}:${qrDocumentTags[document]}:${code.toUpperCase()}`;
}

/** The document and code a QR payload of ours carries; undefined for anyone else's QR code or a bad code. */
export function parseQrPayload(payload: string): { document: CodedDocument; code: ConsultationCode } | undefined {
  const match = /^OCP1:(ASO|GUIA):(\S+)$/i.exec(payload.trim());
  if (!match) return undefined;
  const code = parseConsultationCode(match[2] ?? '');
  if (!code) return undefined;
  return { document: match[1]?.toUpperCase() === 'GUIA' ? 'guia' : 'aso', code };
}

function referenceText(reference: ConsultationReference): string {
  if (reference.kind === 'consulta') {
    if (!Number.isSafeInteger(reference.idCon) || reference.idCon < 1) {
      throw new RangeError(`not a consultation number: ${reference.idCon}`);
    }
    return String(reference.idCon);
  }
  if (!ulidPattern.test(reference.id)) throw new RangeError(`not an external consultation id: ${reference.id}`);
  return `E${reference.id}`;
}

/** Horner's rule over the characters' values (0–9 → 1–10, A–Z → 11–36, '-' → 37) modulo a prime. */
function checkCharacters(body: string): string {
  let sum = 0;
  for (const character of body.toUpperCase()) {
    const value = character === '-' ? 37 : checkAlphabet.indexOf(character) + 1;
    if (value <= 0) return '';
    sum = (sum * checkRadix + value) % checkModulus;
  }
  return `${checkAlphabet[Math.floor(sum / 36)]}${checkAlphabet[sum % 36]}`;
}
