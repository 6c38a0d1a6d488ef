import { describe, expect, it } from 'vitest';
import { escapeXml, formatNumber, stripXmlDeclaration } from './xml';
import { children, findAll, findFirst, innerXml, namespaceOf, outerXml, path, scanXml, text, type XmlElement } from './xml-scan';

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

describe('scanXml: what it skips', () => {
  it.each([
    ['a comment holding markup', '<a><!-- <b> --></a>'],
    ['a processing instruction holding markup', '<a><?pi <b>?></a>'],
    ['a CDATA section holding markup', '<a><![CDATA[<b>]]></a>'],
    ['a comment right after text ending in "-->"', '<a>x--><!-- <b> --></a>'],
    ['a processing instruction right after text ending in "?>"', '<a>x?><?pi <b>?></a>'],
    ['a CDATA section after an attribute holding "]]>"', '<a x="]]>"><![CDATA[<b>]]></a>'],
    ['whitespace after the root element', '<a></a>\n'],
  ])('skips %s', (_, xml) => {
    const root = scanXml(xml);
    expect(root.name).toBe('a');
    expect(root.children).toEqual([]);
    expect(root.end).toBe(xml.trimEnd().length);
  });

  it('reads attributes in single or double quotes, with spaces around "=", and end tags with trailing spaces', () => {
    const xml = `<a x = "1" y='dois' z\n=\n"3"><b></b ></a >`;
    const root = scanXml(xml);
    expect(root.attributes).toEqual({ x: '1', y: 'dois', z: '3' });
    expect(root.children.map((c) => c.name)).toEqual(['b']);
    expect(root.end).toBe(xml.length);
  });
});

describe('scanXml: what it refuses', () => {
  it.each([
    ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY a "b">]><x/>', 'DOCTYPE declarations are not accepted'],
    ['an empty document', '', 'no root element'],
    ['a document of comments only', '<!-- nada -->', 'no root element'],
    ['an unterminated comment', '<a><!-- x', 'unterminated --> construct'],
    ['an unterminated end tag', '<a></a', 'unterminated end tag at 3'],
    ['an end tag that closes another element', '<a><b></a></b>', 'end tag </a> does not match at 6'],
    ['an end tag with nothing open', '</a>', 'end tag </a> does not match at 0'],
    ['an element never closed', '<a><b><c>', 'element <c> is not closed'],
    ['an attribute name right before ">"', '<a x></a>', 'attribute x of <a> has no value'],
    ['a start tag cut at its name', '<a><b', 'unterminated start tag <b>'],
    ['a start tag cut after its name', '<a ', 'unterminated start tag <a>'],
    ['a start tag cut at an attribute', '<a x', 'attribute x of <a> has no value'],
    ['a start tag cut after "="', '<a x =', 'attribute x of <a> is not quoted'],
    ['an attribute without a value', '<a x y="1"/>', 'attribute x of <a> has no value'],
    ['a "/" that does not close the tag', '<a / >', 'attribute  of <a> has no value'],
    ['an attribute without quotes', '<a x=1/>', 'attribute x of <a> is not quoted'],
    ['an attribute never closed', '<a x="1/>', 'attribute x of <a> is not closed'],
    ['two root elements', '<a/><b/>', 'more than one root element'],
  ])('refuses %s', (_, xml, message) => {
    expect(() => scanXml(xml)).toThrow(new Error(message));
  });
});

describe('xml-scan readers', () => {
  const xml = '<r xmlns="urn:r"><x:a xmlns:x="urn:x"><b/><c xmlns=""><b/></c></x:a><b/><a/></r>';
  const root = scanXml(xml);

  it('resolves namespaces, an undeclared default namespace being none', () => {
    const a = path(root, 'a') as XmlElement;
    expect(namespaceOf(a)).toBe('urn:x');
    expect(namespaceOf(a.children[0] as XmlElement)).toBe('urn:r');
    expect(namespaceOf(path(a, 'c') as XmlElement)).toBeNull();
    expect(namespaceOf(scanXml('<semNamespace/>'))).toBeNull();
  });

  it('lists only the children of a name, and none of a missing element', () => {
    expect(children(root, 'b').map((e) => e.start)).toEqual([xml.indexOf('<b/><a/>')]);
    expect(children(root, 'a').map((e) => e.name)).toEqual(['x:a', 'a']);
    expect(children(null, 'a')).toEqual([]);
  });

  it('finds the first element of a name depth-first, or null', () => {
    expect(findFirst(root, 'r')).toBe(root);
    expect(findFirst(root, 'b')?.start).toBe(xml.indexOf('<b/>'));
    expect(findFirst(root, 'c')?.name).toBe('c');
    expect(findFirst(root, 'd')).toBeNull();
  });
});
