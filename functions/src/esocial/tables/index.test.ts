import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentsNeedingDescription, noExposureCode, procedureNeedingOrder, proceduresNeedingObservation } from '../inputs';
import { xsdDirectory } from '../validate';
import { esocialTable, esocialTableEntry, esocialTableNumbers, searchEsocialTable } from './index';

describe('the eSocial code tables', () => {
  it('serves tables 1, 9, 24, 27 and 28 with unique codes in each', () => {
    expect(esocialTableNumbers.sort((a, b) => a - b)).toEqual([1, 9, 24, 27, 28]);
    for (const numero of esocialTableNumbers) {
      const codes = (esocialTable(numero) ?? []).map((row) => row.codigo);
      expect(new Set(codes).size, `table ${numero}`).toBe(codes.length);
    }
  });

  it('lists the layouts of the events page in table 9, about 46 codes from S-1000 (spec 2 §9)', () => {
    const layouts = (esocialTable(9) ?? []).map((row) => row.codigo);
    expect(layouts).toEqual(expect.arrayContaining(['S-1000', 'S-2210', 'S-2220', 'S-2240', 'S-3000', 'S-5012']));
    expect(layouts.length).toBeGreaterThanOrEqual(44);
  });

  it('has the codes the layout rules name, so the forms can offer them', () => {
    expect(esocialTableEntry(24, noExposureCode)).toBeDefined();
    for (const code of agentsNeedingDescription) expect(esocialTableEntry(24, code), code).toBeDefined();
    expect(esocialTableEntry(27, procedureNeedingOrder)).toBeDefined();
    expect(proceduresNeedingObservation.some((code) => esocialTableEntry(27, code))).toBe(true);
  });

  it('searches by code prefix or by words without accents, one page at a time', () => {
    expect(searchEsocialTable(24, 'ruido', 1, 100)?.data.map((row) => row.codigo)).toEqual(['02.01.001']);
    expect(searchEsocialTable(24, '0201', 1, 100)?.data[0]?.codigo).toBe('02.01.001');
    expect(searchEsocialTable(1, 'aprendiz', 1, 100)?.data.map((row) => row.codigo)).toEqual(['103']);
    const page2 = searchEsocialTable(9, undefined, 2, 10);
    expect(page2?.data).toHaveLength(10);
    expect(page2?.total).toBe(esocialTable(9)?.length);
    expect(searchEsocialTable(99, undefined, 1, 100)).toBeUndefined();
  });

  it('finds no row of a table not served', () => {
    expect(esocialTable(99)).toBeUndefined();
    expect(esocialTableEntry(99, '0281')).toBeUndefined();
  });

  it('needs every word of the search in the description', () => {
    expect(searchEsocialTable(27, 'audiometria tonal', 1, 100)?.data.map((row) => row.codigo)).toContain('0281');
    expect(searchEsocialTable(27, 'audiometria xyzw', 1, 100)).toEqual({ data: [], total: 0 });
  });

  it('lists the whole table when the search is absent or blank', () => {
    const total = esocialTable(27)?.length;
    expect(searchEsocialTable(27, undefined, 1, 1000)?.total).toBe(total);
    expect(searchEsocialTable(27, '  ', 1, 1000)?.total).toBe(total);
  });
});

/*
 * What the official schemas on this machine say about tables 24 and 27 (no package of the npm registry ships the
 * official tables, docs/decisions.md): the code formats, and the codes their validation rules name.
 */
describe('the eSocial code tables against the S-1.3 schemas', () => {
  const xsd = (file: string) => readFileSync(join(xsdDirectory(), 'S-1.3', file), 'utf8');
  const bracketed = (text: string, pattern: RegExp) => [...new Set([...text.matchAll(/\[([^\]]+)\]/g)].flatMap((match) => (match[1] ?? '').split(/,\s*/)).filter((code) => pattern.test(code)))];

  it('has the codes the users look up, each with its description', () => {
    // Act
    const codes = [esocialTableEntry(24, '01.01.001'), esocialTableEntry(24, '09.01.001'), esocialTableEntry(27, '0295'), esocialTableEntry(27, '0281')];
    // Assess
    expect(codes.map((row) => row?.descricao)).toEqual([
      'Arsênio e seus compostos',
      expect.stringContaining('Ausência de agente nocivo'),
      expect.stringContaining('Avaliação clínica'),
      expect.stringContaining('Audiometria'),
    ]);
  });

  it('writes table 24 codes as codAgNoc demands (99.99.999) and holds every agent the S-2240 rules name', () => {
    // Prepare
    const named = bracketed(xsd('evtExpRisco.xsd'), /^\d{2}\.\d{2}\.\d{3}$/);
    // Act
    const missing = named.filter((code) => !esocialTableEntry(24, code));
    // Assess
    expect(named).toEqual(expect.arrayContaining(['01.01.001', '01.18.001', '02.01.014', '05.01.001', '09.01.001']));
    expect(missing).toEqual([]);
    for (const row of esocialTable(24) ?? []) expect(row.codigo).toMatch(/^\d{2}\.\d{2}\.\d{3}$/);
  });

  it('writes table 27 codes as procRealizado demands (four digits), with the audiometry and the "describe it" code the S-2220 rules name', () => {
    // Prepare
    const named = bracketed(xsd('evtMonit.xsd'), /^\d{4}$/);
    // Assess
    expect(named).toEqual(expect.arrayContaining(['0281', '9999']));
    expect(esocialTableEntry(27, '0281')).toBeDefined();
    expect(esocialTableEntry(27, '9999')).toBeDefined();
    for (const row of esocialTable(27) ?? []) expect(row.codigo).toMatch(/^\d{4}$/);
  });
});
