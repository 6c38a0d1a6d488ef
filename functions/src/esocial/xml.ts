/*
 * A small XML writer: the builders list children in the XSD's sequence order and this file only joins them.
 * No whitespace between tags (the manual asks for none), no empty elements: an optional value that is absent
 * (undefined or null) writes nothing, and a group whose children are all absent writes nothing either.
 */

/** What an element may hold: text, a number, or already written children (absent ones skipped). */
export type XmlContent = string | number | readonly (string | null | undefined | false)[] | null | undefined;

// Characters XML 1.0 cannot carry at all; the manual's texts are plain, so they are dropped rather than encoded.
// eslint-disable-next-line no-control-regex
const invalidXmlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for content or attribute values, the five characters the eSocial manual lists. */
export function escapeXml(value: string): string {
  return value.replace(invalidXmlChars, '').replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Reverses escapeXml and the numeric character references a parser may meet. */
export function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, ref: string) => {
    if (ref === 'amp') return '&';
    if (ref === 'lt') return '<';
    if (ref === 'gt') return '>';
    if (ref === 'quot') return '"';
    if (ref === 'apos') return "'";
    const code = ref.startsWith('#x') ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * One element. Text and numbers are escaped; an array is a list of children already written. Returns '' when the
 * content is absent or an empty list, so optional elements and groups disappear.
 *
 * @example el('ideVinculo', [el('cpfTrab', '12345678909'), el('matricula', undefined)])
 * // '<ideVinculo><cpfTrab>12345678909</cpfTrab></ideVinculo>'
 */
export function el(name: string, content: XmlContent, attributes?: Record<string, string>): string {
  if (content === undefined || content === null) return '';
  let inner: string;
  if (Array.isArray(content)) {
    inner = content.filter((c): c is string => typeof c === 'string').join('');
    if (inner.length === 0) return '';
  } else {
    inner = escapeXml(typeof content === 'number' ? formatNumber(content) : (content as string));
  }
  const attrs = attributes
    ? Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
        .join('')
    : '';
  return `<${name}${attrs}>${inner}</${name}>`;
}

/** A number as the XSD's decimal wants it: dot separator, never exponent notation. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  // At most 4 decimals in every decimal of our layouts; trailing zeros (and the dot of an integer) carry nothing.
  return value.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}

/** The XML declaration files are written with; events inside a lote go without it. */
export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** Removes a leading XML declaration (and BOM) so a document can be embedded in another. */
export function stripXmlDeclaration(xml: string): string {
  return xml.replace(/^\uFEFF?\s*<\?xml[^?]*\?>\s*/, '');
}
