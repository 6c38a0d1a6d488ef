import { describe, expect, it } from 'vitest';
import { agentsNeedingDescription, noExposureCode, procedureNeedingOrder, proceduresNeedingObservation } from '../inputs';
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
});
