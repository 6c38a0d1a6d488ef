import { describe, expect, it } from 'vitest';
import { compact, hasAnyValue, issuesToFields, leafPaths, splitFields } from './form-paths';

describe('leafPaths', () => {
  it('names every leaf, array items by index and scalar arrays as one field', () => {
    // Act
    const paths = leafPaths({ a: '', b: { c: 1 }, exames: [{ codigo: '' }, { codigo: '' }], ids: ['x'] });

    // Assess
    expect(paths).toEqual(['a', 'b.c', 'exames.0.codigo', 'exames.1.codigo', 'ids']);
  });
});

describe('issuesToFields and splitFields', () => {
  it('keys messages by dotted path and splits those the form has from the rest', () => {
    // Prepare
    const fields = issuesToFields([
      { path: ['exames', 1, 'codigo'], message: 'Procedimento já foi inserido' },
      { path: ['exames'], message: 'Campo obrigatório' },
      { path: ['ideVinculo', 'cpfTrab'], message: 'CPF inválido' },
    ]);

    // Act
    const { shown, others } = splitFields(fields, ['exames.1.codigo'], ['exames']);

    // Assess
    expect(shown).toEqual({ 'exames.1.codigo': ['Procedimento já foi inserido'], exames: ['Campo obrigatório'] });
    expect(others).toEqual({ 'ideVinculo.cpfTrab': ['CPF inválido'] });
  });
});

describe('compact and hasAnyValue', () => {
  it('leaves out empty values at any depth and tells an empty group', () => {
    // Act
    const compacted = compact({ a: '', b: null, c: { d: '', e: 0 }, f: [{ g: '' }] });

    // Assess
    expect(compacted).toEqual({ c: { e: 0 }, f: [{}] });
    expect(hasAnyValue({ nome: '', crm: '' })).toBe(false);
    expect(hasAnyValue({ nome: '', crm: '12' })).toBe(true);
  });
});
