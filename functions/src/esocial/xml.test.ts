import { describe, expect, it } from 'vitest';
import { el, escapeXml, formatNumber, stripXmlDeclaration, unescapeXml, xmlDeclaration } from './xml';

/* The small XML writer every eSocial builder goes through. */

describe('the XML writer', () => {
  it('escapes the five characters the manual lists and drops characters XML cannot carry', () => {
    // Act
    const escaped = escapeXml(`a&b<c>d"e'f\u0000g\u0008h\u000Bi\u000Cj\u001Fk\uFFFEl\uFFFF\tm\nn\ro`);

    // Assess
    expect(escaped).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;fghijkl\tm\nn\ro');
  });

  it('reverses the escapes and numeric references, and leaves unknown entities as they are', () => {
    // Act
    const text = unescapeXml('&amp;&lt;&gt;&quot;&apos;&#39;&#x41;&#xe9;&#233;&nbsp;&amp;lt;');

    // Assess
    expect(text).toBe(`&<>"''Aéé&nbsp;&lt;`);
    expect(unescapeXml(escapeXml(`R&D <"Ltda"> 'ME'`))).toBe(`R&D <"Ltda"> 'ME'`);
  });

  it('writes nothing for an absent value or a group whose children are all absent', () => {
    // Act
    const absent = [el('a', undefined), el('a', null), el('grupo', []), el('grupo', [undefined, null, false, ''])];

    // Assess
    expect(absent).toEqual(['', '', '', '']);
  });

  it('joins the present children in order, without whitespace, and escapes text and attributes', () => {
    // Act
    const xml = el('ideVinculo', [el('cpfTrab', '12345678909'), undefined, el('nome', 'A & B')], { Id: 'ID"1' });

    // Assess
    expect(xml).toBe('<ideVinculo Id="ID&quot;1"><cpfTrab>12345678909</cpfTrab><nome>A &amp; B</nome></ideVinculo>');
    expect(el('vazio', '')).toBe('<vazio></vazio>');
    expect(el('evtMonit', 'x', { Id: 'ID1', versao: '1' })).toBe('<evtMonit Id="ID1" versao="1">x</evtMonit>');
    expect(el('n', 0)).toBe('<n>0</n>');
  });

  it('writes numbers with a dot, at most four decimals, no trailing zeros and never an exponent', () => {
    // Act / Assess
    expect(formatNumber(1e20)).toBe('100000000000000000000');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1.00004)).toBe('1');
    expect(formatNumber(1.23456)).toBe('1.2346');
    expect(formatNumber(-3)).toBe('-3');
    expect([0, 10, 100, 2500].map(formatNumber)).toEqual(['0', '10', '100', '2500']);
    expect(el('valor', 2.75)).toBe('<valor>2.75</valor>');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow('not a finite number');
  });

  it('strips a leading declaration and BOM so a document can go inside a lote', () => {
    // Act
    const stripped = stripXmlDeclaration(`\uFEFF${xmlDeclaration}\n<eSocial/>`);

    // Assess
    expect(stripped).toBe('<eSocial/>');
    expect(stripXmlDeclaration('<eSocial><?xml version="1.0"?></eSocial>')).toBe('<eSocial><?xml version="1.0"?></eSocial>');
    expect(xmlDeclaration).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  });
});
