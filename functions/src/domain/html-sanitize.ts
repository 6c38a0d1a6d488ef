/*
 * The allow-list the LTCAT model's section HTML is kept to (spec 3 §4 model contents; issue 15). No HTML sanitizer is
 * in package-lock (htmlparser2 is there only as a dependency of another package, not ours to rely on), and the
 * editor's HTML is a document's text: paragraphs, headings, lists, tables, emphasis, links. So the sanitizer is
 * small and safe by construction: it re-serializes what it reads. Every `<` of the output is written by it, for a
 * tag of the allow-list with attributes of the allow-list and escaped values; every other character of the input is
 * text and leaves escaped. A tag it does not know is dropped (its text stays); script, style and the like are
 * dropped with their content; comments go.
 */

/** Tags kept, and the attributes each may carry (besides the global ones). */
const allowedTags: Record<string, readonly string[]> = {
  p: ['align'],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  span: [],
  div: ['align'],
  blockquote: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  table: ['border', 'width'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'align', 'width'],
  td: ['colspan', 'rowspan', 'align', 'width'],
  hr: [],
  a: ['href', 'title'],
};
const globalAttributes = ['class'];
const voidTags = new Set(['br', 'hr']);
/** Dropped with everything up to their closing tag. */
const droppedWithContent = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head']);

const escapeText = (text: string) => text.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link's target: http(s), mailto or a fragment; anything else (javascript:, data:) is dropped. */
function safeHref(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /^(https?:\/\/|mailto:|#)/.test(compact);
}

const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string, source: string): string {
  const allowed = new Set([...(allowedTags[tag] ?? []), ...globalAttributes]);
  const kept: string[] = [];
  for (const match of source.matchAll(attributePattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (!allowed.has(name) || kept.some((entry) => entry.startsWith(`${name}=`))) continue;
    if (name === 'href' && !safeHref(value)) continue;
    if (name !== 'href' && name !== 'title' && name !== 'class' && !/^[\w%. -]*$/.test(value)) continue;
    kept.push(`${name}="${escapeAttribute(value)}"`);
  }
  return kept.length ? ` ${kept.join(' ')}` : '';
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The HTML with only the allow-list's tags and attributes, every other character escaped. Idempotent: sanitizing
 * its own output gives it back.
 *
 * @example sanitizeHtml('<p onclick="x()">Olá <script>alert(1)</script><b>{{empresa.razao_social}}</b></p>')
 * // '<p>Olá <b>{{empresa.razao_social}}</b></p>'
 */
export function sanitizeHtml(input: string): string {
  let output = '';
  let index = 0;
  let droppingUntil: string | undefined;
  while (index < input.length) {
    const open = input.indexOf('<', index);
    if (open < 0) {
      if (!droppingUntil) output += escapeText(input.slice(index));
      break;
    }
    if (!droppingUntil) output += escapeText(input.slice(index, open));
    if (input.startsWith('<!--', open)) {
      const close = input.indexOf('-->', open + 4);
      index = close < 0 ? input.length : close + 3;
      continue;
    }
    tagPattern.lastIndex = open;
    const match = tagPattern.exec(input);
    if (!match) {
      // Not a tag: a lone '<' is text.
      if (!droppingUntil) output += '&lt;';
      index = open + 1;
      continue;
    }
    index = tagPattern.lastIndex;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (droppingUntil) {
      if (closing && tag === droppingUntil) droppingUntil = undefined;
      continue;
    }
    if (droppedWithContent.has(tag)) {
      if (!closing && match[4] !== '/') droppingUntil = tag;
      continue;
    }
    if (!(tag in allowedTags)) continue;
    if (closing) {
      if (!voidTags.has(tag)) output += `</${tag}>`;
      continue;
    }
    output += voidTags.has(tag) ? `<${tag}>` : `<${tag}${attributesOf(tag, match[3] ?? '')}>`;
  }
  return output;
}
