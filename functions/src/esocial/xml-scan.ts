import { unescapeXml } from './xml';

/*
 * A reader that keeps byte positions. The web service receives signed events inside a lote and must look at each
 * one exactly as it was signed: a DOM would reserialize it, so the simulator and the signature check cut
 * elements out of the original text with these spans instead. Well-formed input is assumed (check it first
 * with fast-xml-parser's XMLValidator); DOCTYPE declarations are refused, as XML security advice says.
 */

export interface XmlElement {
  /** Qualified name as written, e.g. `soap:Body` or `eSocial`. */
  readonly name: string;
  readonly localName: string;
  readonly prefix: string | null;
  readonly attributes: Readonly<Record<string, string>>;
  /** Offset of `<` of the start tag. */
  readonly start: number;
  /** Offset just past the end tag (or the self-closing start tag). */
  end: number;
  /** Offsets of the content between the tags (equal when empty). */
  readonly contentStart: number;
  contentEnd: number;
  readonly parent: XmlElement | null;
  readonly children: XmlElement[];
}

const nameChar = /[^\s/>=]/;

/** Parses the element structure of a document; throws on a DOCTYPE or a tag it cannot close. */
export function scanXml(xml: string): XmlElement {
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];
  let i = 0;
  // Stryker disable next-line EqualityOperator: at i === xml.length indexOf finds no '<' and the loop breaks all the same
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      i = indexAfter(xml, '-->', lt + 4);
    } else if (xml.startsWith('<![CDATA[', lt)) {
      i = indexAfter(xml, ']]>', lt + 9);
    } else if (xml.startsWith('<?', lt)) {
      i = indexAfter(xml, '?>', lt + 2);
    } else if (xml.startsWith('<!', lt)) {
      throw new Error('DOCTYPE declarations are not accepted');
    } else if (xml[lt + 1] === '/') {
      const gt = xml.indexOf('>', lt);
      // Stryker disable next-line EqualityOperator: gt is found at or after lt, where '<' stands, so it is never 0
      if (gt < 0) throw new Error(`unterminated end tag at ${lt}`);
      const name = xml.slice(lt + 2, gt).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`end tag </${name}> does not match at ${lt}`);
      open.contentEnd = lt;
      open.end = gt + 1;
      // Stryker disable next-line ArithmeticOperator: resuming the search for '<' two characters earlier finds the same '<' (those are the end tag's name and '>')
      i = gt + 1;
    } else {
      const { name, attributes, end, selfClosing } = readStartTag(xml, lt);
      const colon = name.indexOf(':');
      const parent = stack.at(-1) ?? null;
      const element: XmlElement = {
        name,
        localName: colon >= 0 ? name.slice(colon + 1) : name,
        prefix: colon >= 0 ? name.slice(0, colon) : null,
        attributes,
        start: lt,
        end,
        contentStart: end,
        contentEnd: end,
        parent,
        children: [],
      };
      if (parent) parent.children.push(element);
      else if (root) throw new Error('more than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      i = end;
    }
  }
  if (!root) throw new Error('no root element');
  // Stryker disable next-line OptionalChaining: the stack is not empty here
  if (stack.length > 0) throw new Error(`element <${stack.at(-1)?.name}> is not closed`);
  return root;
}

function indexAfter(xml: string, token: string, from: number): number {
  const at = xml.indexOf(token, from);
  // Stryker disable next-line EqualityOperator: the token is searched from a positive offset, so it is never found at 0
  if (at < 0) throw new Error(`unterminated ${token} construct`);
  return at + token.length;
}

function readStartTag(xml: string, lt: number) {
  let i = lt + 1;
  // Stryker disable next-line EqualityOperator: one step past the end only makes slice() clamp to the same name
  while (i < xml.length && nameChar.test(xml[i] as string)) i += 1;
  const name = xml.slice(lt + 1, i);
  const attributes: Record<string, string> = {};
  for (;;) {
    while (/\s/.test(xml[i] ?? '')) i += 1;
    const c = xml[i];
    if (c === undefined) throw new Error(`unterminated start tag <${name}>`);
    if (c === '>') return { name, attributes, end: i + 1, selfClosing: false };
    if (c === '/' && xml[i + 1] === '>') return { name, attributes, end: i + 2, selfClosing: true };
    const nameStart = i;
    // Stryker disable next-line EqualityOperator: one step past the end only makes slice() clamp to the same name
    while (i < xml.length && nameChar.test(xml[i] as string)) i += 1;
    const attrName = xml.slice(nameStart, i);
    while (/\s/.test(xml[i] ?? '')) i += 1;
    if (xml[i] !== '=') throw new Error(`attribute ${attrName} of <${name}> has no value`);
    i += 1;
    while (/\s/.test(xml[i] ?? '')) i += 1;
    const quote = xml[i];
    if (quote !== '"' && quote !== "'") throw new Error(`attribute ${attrName} of <${name}> is not quoted`);
    const close = xml.indexOf(quote, i + 1);
    // Stryker disable next-line EqualityOperator: the closing quote is searched after the opening one, so it is never at 0
    if (close < 0) throw new Error(`attribute ${attrName} of <${name}> is not closed`);
    attributes[attrName] = unescapeXml(xml.slice(i + 1, close));
    i = close + 1;
  }
}

/** The namespace URI of an element, resolved through the xmlns declarations of it and its ancestors. */
export function namespaceOf(element: XmlElement): string | null {
  const key = element.prefix ? `xmlns:${element.prefix}` : 'xmlns';
  for (let e: XmlElement | null = element; e; e = e.parent) {
    const value = e.attributes[key];
    if (value !== undefined) return value === '' ? null : value;
  }
  return null;
}

/** The first child with this local name. */
export function child(element: XmlElement | null | undefined, localName: string): XmlElement | null {
  return element?.children.find((c) => c.localName === localName) ?? null;
}

/** All children with this local name. */
export function children(element: XmlElement | null | undefined, localName: string): XmlElement[] {
  return element?.children.filter((c) => c.localName === localName) ?? [];
}

/** Follows a path of local names from an element, e.g. path(root, 'Body', 'EnviarLoteEventos'). */
export function path(element: XmlElement | null | undefined, ...localNames: string[]): XmlElement | null {
  let current: XmlElement | null = element ?? null;
  for (const name of localNames) current = child(current, name);
  return current;
}

/** The text of a leaf element, entities decoded; null when the element is missing. */
export function text(xml: string, element: XmlElement | null | undefined): string | null {
  if (!element) return null;
  return unescapeXml(xml.slice(element.contentStart, element.contentEnd));
}

/** The element exactly as written in the source. */
export function outerXml(xml: string, element: XmlElement): string {
  return xml.slice(element.start, element.end);
}

/** The content between the tags exactly as written. */
export function innerXml(xml: string, element: XmlElement): string {
  return xml.slice(element.contentStart, element.contentEnd);
}

/** Depth-first search for the first element with this local name. */
export function findFirst(element: XmlElement, localName: string): XmlElement | null {
  if (element.localName === localName) return element;
  for (const c of element.children) {
    const found = findFirst(c, localName);
    if (found) return found;
  }
  return null;
}

/** Every element with this local name, depth-first. */
export function findAll(element: XmlElement, localName: string, into: XmlElement[] = []): XmlElement[] {
  if (element.localName === localName) into.push(element);
  for (const c of element.children) findAll(c, localName, into);
  return into;
}
