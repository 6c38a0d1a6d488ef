/*
 * The XML viewer of the query modal and of the process 'consultar' action ('Informações no eSocial', spec 2 §2):
 * the web service's document pretty-printed in a <pre>.
 */

/**
 * Indents an XML document two spaces per level; text stays on its element's line. A text that is not XML is
 * returned as it is.
 *
 * @example prettyXml('<a><b>1</b></a>') // '<a>\n  <b>1</b>\n</a>'
 */
export function prettyXml(xml: string): string {
  const compact = xml.replace(/>\s+</g, '><').trim();
  if (!compact.startsWith('<')) return xml;
  const tokens = compact.match(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[^>]+>|[^<]+/g) ?? [];
  const lines: string[] = [];
  let depth = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    const pad = '  '.repeat(depth);
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      lines.push(`${'  '.repeat(depth)}${token}`);
    } else if (token.startsWith('<?') || token.startsWith('<!') || token.endsWith('/>')) {
      lines.push(`${pad}${token}`);
    } else if (token.startsWith('<')) {
      const text = tokens[index + 1];
      const close = tokens[index + 2];
      // <tag>text</tag> on one line.
      if (text !== undefined && !text.startsWith('<') && close?.startsWith('</')) {
        lines.push(`${pad}${token}${text}${close}`);
        index += 2;
      } else if (text?.startsWith('</')) {
        lines.push(`${pad}${token}${text}`);
        index += 1;
      } else {
        lines.push(`${pad}${token}`);
        depth += 1;
      }
    } else {
      lines.push(`${pad}${token.trim()}`);
    }
  }
  return lines.join('\n');
}
