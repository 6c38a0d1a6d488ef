import { describe, expect, it } from 'vitest';
import { base64ToBytes, base64ToText } from './download-file';

describe('base64ToText and base64ToBytes', () => {
  it('reads a UTF-8 file answered as base64, line breaks ignored', () => {
    // Prepare
    const xml = '<?xml version="1.0"?><eSocial>Açúcar</eSocial>';
    const base64 = Buffer.from(xml, 'utf8').toString('base64');
    const wrapped = `${base64.slice(0, 10)}\n${base64.slice(10)}`;

    // Act
    const text = base64ToText(wrapped);
    const bytes = base64ToBytes(base64);

    // Assess
    expect(text).toBe(xml);
    expect(bytes.length).toBe(Buffer.byteLength(xml, 'utf8'));
  });

  it('decodes base64 as Node does', () => {
    // Prepare
    const xml = '<eSocial><envioLoteEventos grupo="2"/></eSocial>';
    const encoded = Buffer.from(xml, 'utf8').toString('base64');

    // Act
    const bytes = base64ToBytes(`${encoded.slice(0, 10)}\n${encoded.slice(10)}`);

    // Assess
    expect(new TextDecoder().decode(bytes)).toBe(xml);
    expect(new TextDecoder().decode(base64ToBytes('TWFu'))).toBe('Man');
  });
});
