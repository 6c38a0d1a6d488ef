import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDrawableText } from './win-ansi';

let characters: ReadonlySet<number>;

beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  characters = new Set(font.getCharacterSet());
});

describe('toDrawableText', () => {
  it('keeps every Portuguese letter and sign WinAnsi has', () => {
    const text = 'ÁÉÍÓÚ áéíóú ÂÊÔ âêô ÃÕ ãõ À à Ç ç Ü ü nº 1ª 38°C — “aspas” ‘simples’ …';
    expect(toDrawableText(text, characters)).toBe(text);
  });

  it('replaces typographic signs outside WinAnsi by look-alikes', () => {
    expect(toDrawableText('≥ 5 mg/m³ → ok ✓ −2', characters)).toBe('>= 5 mg/m³ -> ok X -2');
  });

  it('keeps the base letter of an accent WinAnsi lacks and drops invisible characters', () => {
    expect(toDrawableText('Łódź Dvořák Ş\u200b', characters)).toBe('?ódz Dvorák S');
  });

  it('turns anything else into ? and line breaks into spaces', () => {
    expect(toDrawableText('ok 😀 中\nfim\ttab', characters)).toBe('ok ? ? fim tab');
  });

  it('gives text pdf-lib can draw', async () => {
    // Prepare
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage();
    // Act / Assess
    expect(() => page.drawText(toDrawableText('Ação ≥ 😀 Łódź\n中', characters), { font })).not.toThrow();
    expect(() => page.drawText('≥', { font })).toThrow();
  });
});
