/*
 * pdf-lib's standard fonts (Helvetica…) encode text in WinAnsi (Windows-1252): every Portuguese letter (á é í ó ú
 * â ê ô ã õ à ç, and º ª °) is there, but a character outside it makes drawText throw. Text from the database can
 * hold anything (names pasted from other systems, emoji, arrows), so every string is made drawable first.
 */

const replacements: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2022': '-',
  '\u2713': 'X',
  '\u2714': 'X',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
};

/**
 * The text with every character the font cannot encode replaced: a few typographic ones by ASCII look-alikes,
 * accented letters outside the set by their base letter, anything else by '?'. Line breaks and tabs become
 * spaces (drawText takes one line).
 *
 * @example toDrawableText('Ação → ok ✓', new Set(font.getCharacterSet())) // 'Ação -> ok X'
 */
export function toDrawableText(text: string, characterSet: ReadonlySet<number>): string {
  let out = '';
  for (const character of text.normalize('NFC').replace(/[\t\r\n\f\v]+/g, ' ')) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (characterSet.has(codePoint) && codePoint !== 0xa0) {
      out += character;
      continue;
    }
    const replacement = replacements[character];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every((c) => characterSet.has(c.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}
