import { describe, expect, it } from 'vitest';
import { decodeEventKey, parseArrivedKey } from './object-keys';

describe('parseArrivedKey', () => {
  it('reads the tenant and name of a file dropped by another system', () => {
    expect(parseArrivedKey('drop/demo/scanner/lote 1.pdf')).toEqual({
      source: 'drop',
      tenant: 'demo',
      name: 'scanner/lote 1.pdf',
    });
  });

  it('reads the tenant of a browser upload', () => {
    expect(parseArrivedKey('upload/clinica-2/abc.pdf')).toEqual({ source: 'upload', tenant: 'clinica-2', name: 'abc.pdf' });
  });

  it.each([
    ['a key outside the known prefixes', 'other/demo/a.pdf'],
    ['a file straight under the prefix, with no tenant folder', 'drop/a.pdf'],
    ['a folder marker', 'drop/demo/pasta/'],
    ['a tenant that is not a slug', 'drop/Demo_X/a.pdf'],
    ['a tenant ending in a hyphen', 'drop/demo-/a.pdf'],
    ['a known prefix below another folder', 'arquivo/drop/demo/a.pdf'],
    ['a name with a line break, never cut at it', 'drop/demo/lote\n.pdf'],
  ])('rejects %s', (_, key) => {
    expect(parseArrivedKey(key)).toBeUndefined();
  });
});

describe('decodeEventKey', () => {
  it('turns the event encoding back into the object key', () => {
    expect(decodeEventKey('drop/demo/lote+de+mar%C3%A7o.pdf')).toBe('drop/demo/lote de março.pdf');
  });
});
