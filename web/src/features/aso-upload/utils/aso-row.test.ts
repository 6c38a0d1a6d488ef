import { describe, expect, it } from 'vitest';
import { asoRowTone, documentLabels } from './aso-row';

const documento = (pages: number) => ({ pages, select_pages: [], paginas: [], arquivo: '/sst/api/x' });
const status = (id: number) => ({ id, descricao: String(id) });

describe('asoRowTone', () => {
  it('shows green once the ASO file has pages, orange while 68/69 have none', () => {
    // Assess
    expect(asoRowTone({ arquivo_aso: documento(2), tipo_status: status(69) })).toBe('success');
    expect(asoRowTone({ arquivo_aso: null, tipo_status: status(68) })).toBe('warning');
    expect(asoRowTone({ arquivo_aso: null, tipo_status: status(66) })).toBeUndefined();
  });
});

describe('documentLabels', () => {
  it('names the documents with their page counts', () => {
    // Assess
    expect(documentLabels({ arquivo_aso: documento(2), arquivo_prontuario: documento(5) })).toEqual(['ASO (2 pág.)', 'Prontuário (5 pág.)']);
    expect(documentLabels({ arquivo_aso: null, arquivo_prontuario: null })).toEqual([]);
  });
});
