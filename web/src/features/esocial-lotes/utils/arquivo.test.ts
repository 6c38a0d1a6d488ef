import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './arquivo';

describe('base64ToBytes', () => {
  it('decodes base64 as Node does, ignoring line breaks', () => {
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
