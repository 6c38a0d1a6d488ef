import { describe, expect, it } from 'vitest';
import {
  findConsultationCodes,
  findCpfs,
  formatConsultationCode,
  parseConsultationCode,
  parseQrPayload,
  qrPayload,
} from './consultation-code';

const ulid = '01HK153X00ABCDEFGHJKMNPQRS';
const code = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: 123 });

describe('formatConsultationCode', () => {
  it('writes prefix, tenant, number and two check characters', () => {
    expect(code).toMatch(/^OCP-demo-123-[0-9A-Z]{2}$/);
  });

  it('writes an external consultation as E + its id', () => {
    expect(formatConsultationCode({ kind: 'externa', tenant: 'clinica-2', id: ulid })).toMatch(
      new RegExp(`^OCP-clinica-2-E${ulid}-[0-9A-Z]{2}$`),
    );
  });

  it.each([
    ['a tenant that is not a slug', { kind: 'consulta', tenant: 'Demo_X', idCon: 1 }],
    ['a number below 1', { kind: 'consulta', tenant: 'demo', idCon: 0 }],
    ['a fractional number', { kind: 'consulta', tenant: 'demo', idCon: 1.5 }],
    ['an external id that is not a ULID', { kind: 'externa', tenant: 'demo', id: 'abc' }],
  ] as const)('refuses %s', (_, reference) => {
    expect(() => formatConsultationCode(reference)).toThrow(RangeError);
  });
});

describe('parseConsultationCode', () => {
  it('reads back what formatConsultationCode wrote', () => {
    expect(parseConsultationCode(code)).toEqual({ kind: 'consulta', tenant: 'demo', idCon: 123, text: code });
  });

  it('reads a tenant with hyphens and an external consultation', () => {
    const external = formatConsultationCode({ kind: 'externa', tenant: 'clinica-sao-jose', id: ulid });
    expect(parseConsultationCode(external)).toMatchObject({ kind: 'externa', tenant: 'clinica-sao-jose', id: ulid });
  });

  it('ignores case, as the QR code carries the code in capitals', () => {
    expect(parseConsultationCode(code.toUpperCase())?.text).toBe(code);
    expect(parseConsultationCode(code.toLowerCase())?.text).toBe(code);
  });

  it('accepts exactly one of the 1296 possible check pairs for a body', () => {
    // Prepare
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const pairs = [...alphabet].flatMap((a) => [...alphabet].map((b) => `${a}${b}`));
    // Act
    const accepted = pairs.filter((pair) => parseConsultationCode(`OCP-demo-123-${pair}`));
    // Assess
    expect(accepted).toEqual([code.slice(-2)]);
  });

  it('rejects every single changed character and every swap of neighbours', () => {
    // Prepare: codes of several shapes, and every one-character edit of each.
    const codes = [
      code,
      formatConsultationCode({ kind: 'consulta', tenant: 'clinica-sao-jose', idCon: 9_876_543 }),
      formatConsultationCode({ kind: 'consulta', tenant: 'a1', idCon: 10 }),
      formatConsultationCode({ kind: 'externa', tenant: 'demo', id: ulid }),
    ];
    const characters = '0123456789abcdefghijklmnopqrstuvwxyz-';
    const wrongButValid: string[] = [];
    for (const original of codes) {
      for (let i = 4; i < original.length; i += 1) {
        const variants = [...characters].map((c) => original.slice(0, i) + c + original.slice(i + 1));
        if (i + 1 < original.length) variants.push(original.slice(0, i) + original[i + 1] + original[i] + original.slice(i + 2));
        for (const variant of variants) {
          // Act
          const parsed = parseConsultationCode(variant);
          // Assess: a variant is either the same code (same letter in another case) or invalid.
          if (parsed && parsed.text !== parseConsultationCode(original)?.text) wrongButValid.push(variant);
        }
      }
    }
    expect(wrongButValid).toEqual([]);
  });

  it.each([
    ['another prefix', code.replace('OCP', 'XYZ')],
    ['a missing check', 'OCP-demo-123'],
    ['a number with a leading zero', `OCP-demo-0123-${code.slice(-2)}`],
    ['an empty text', ''],
    ['a three-character check', `${code}0`],
  ])('rejects %s', (_, text) => {
    expect(parseConsultationCode(text)).toBeUndefined();
  });
});

describe('findConsultationCodes', () => {
  it('finds the printed line of our documents', () => {
    expect(findConsultationCodes(`EXAMES\nCódigo da consulta: ${code} Página 1 de 2`).map((c) => c.text)).toEqual([code]);
  });

  it('finds a code glued to the next word and one with spaces or dashes around its hyphens', () => {
    const spaced = code.replace(/-/g, ' – ');
    expect(findConsultationCodes(`${code}-Página 1`).map((c) => c.text)).toEqual([code]);
    expect(findConsultationCodes(`código: ${spaced}.`).map((c) => c.text)).toEqual([code]);
  });

  it('lists each code once, in order', () => {
    const other = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: 7 });
    expect(findConsultationCodes(`${other} ${code} ${other}`).map((c) => c.text)).toEqual([other, code]);
  });

  it('finds nothing in text without a checked code', () => {
    const broken = `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
    expect(findConsultationCodes(`Nenhum código aqui. OCP-demo-123 ${broken} XOCP-demo-1-00`)).toEqual([]);
  });
});

describe('findCpfs', () => {
  it('finds masked and bare CPFs with valid check digits, each once', () => {
    expect(findCpfs('CPF: 529.982.247-25; outro 11144477735, de novo 529.982.247-25')).toEqual([
      '52998224725',
      '11144477735',
    ]);
  });

  it.each([
    ['wrong check digits', 'CPF 529.982.247-26'],
    ['one repeated digit', 'CPF 111.111.111-11'],
    ['a CNPJ', 'CNPJ 11.222.333/0001-81 e 11222333000181'],
    ['a longer number', 'protocolo 5299822472512'],
    ['part of a consultation code', 'OCP-demo-52998224725-XX'],
    ['a phone number', '(11) 98765-4321'],
  ])('ignores %s', (_, text) => {
    expect(findCpfs(text)).toEqual([]);
  });
});

describe('QR payload', () => {
  it('carries version, document and the code in capitals', () => {
    expect(qrPayload(code, 'aso')).toBe(`OCP1:ASO:${code.toUpperCase()}`);
    expect(qrPayload(code, 'guia')).toBe(`OCP1:GUIA:${code.toUpperCase()}`);
  });

  it('reads back document and code', () => {
    expect(parseQrPayload(qrPayload(code, 'guia'))).toEqual({ document: 'guia', code: parseConsultationCode(code) });
  });

  it.each([
    ['another system', 'https://laudos.example.com/validar/778812'],
    ['a future version', `OCP2:ASO:${code}`],
    ['a bad code', 'OCP1:ASO:OCP-DEMO-123-00'],
    ['an unknown document', `OCP1:NF:${code}`],
  ])('ignores the QR code of %s', (_, payload) => {
    expect(parseQrPayload(payload)).toBeUndefined();
  });

  it('refuses to encode something that is not a code', () => {
    expect(() => qrPayload('OCP-demo-123-00', 'aso')).toThrow(RangeError);
  });
});
