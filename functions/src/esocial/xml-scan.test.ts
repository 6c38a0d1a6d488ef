import { describe, expect, it } from 'vitest';
import { escapeXml, formatNumber, stripXmlDeclaration } from './xml';
import { findAll, innerXml, namespaceOf, outerXml, path, scanXml, text } from './xml-scan';

describe('scanXml', () => {
  it('keeps the source positions of elements, through comments, CDATA and quoted ">"', () => {
    const xml = `<?xml version="1.0"?><!-- c --><a:root xmlns:a="urn:a" xmlns="urn:d"><b x="1 > 0">t&amp;u</b><![CDATA[<b>]]><c/></a:root>`;
    const root = scanXml(xml);
    expect(root).toMatchObject({ name: 'a:root', localName: 'root', prefix: 'a' });
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c']);
    const b = path(root, 'b');
    expect(b?.attributes).toEqual({ x: '1 > 0' });
    expect(text(xml, b)).toBe('t&u');
    expect(outerXml(xml, b as NonNullable<typeof b>)).toBe('<b x="1 > 0">t&amp;u</b>');
    expect(innerXml(xml, root)).toBe('<b x="1 > 0">t&amp;u</b><![CDATA[<b>]]><c/>');
    expect(namespaceOf(root)).toBe('urn:a');
    expect(namespaceOf(b as NonNullable<typeof b>)).toBe('urn:d');
    expect(findAll(root, 'c')).toHaveLength(1);
  });

  it('refuses DOCTYPE declarations and unbalanced tags', () => {
    expect(() => scanXml('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toThrow('DOCTYPE');
    expect(() => scanXml('<a><b></a>')).toThrow();
    expect(() => scanXml('<a>')).toThrow();
    expect(() => scanXml('<a/><b/>')).toThrow('more than one root');
  });
});

describe('xml writer helpers', () => {
  it('escapes, formats decimals and drops declarations', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect([85, 85.5, 0.1 + 0.2, 1e-7].map(formatNumber)).toEqual(['85', '85.5', '0.3', '0']);
    expect(stripXmlDeclaration('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<a/>')).toBe('<a/>');
  });
});
