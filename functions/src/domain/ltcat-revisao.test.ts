import { describe, expect, it } from 'vitest';
import {
  dataMinimaLtcat,
  ltcatCopiaPpraIndisponivelMessage,
  ltcatPrimeiraRevisaoMessage,
  maisDeUmAno,
  modosCriacaoDisponiveis,
  requiredMessage,
  tipoRevisaoEsperado,
  tiposRevisaoPermitidos,
} from '@ocupacional/shared';
import { ltcatCriacaoErros, ltcatEdicaoErros, ltcatRevisaoDescricao } from './ltcat-revisao';

/* The LTCAT revision rules (spec 3 §3, §4, §9): revision type from the last revision, the date's minimum, the modes. */

describe('the revision type a new LTCAT must have', () => {
  it.each([
    ['no previous revision', null, '2025-06-01', 2],
    ['last revision a day old', { data: '2025-05-31' }, '2025-06-01', 3],
    ['last revision exactly one year old', { data: '2024-06-01' }, '2025-06-01', 3],
    ['last revision one year and a day old', { data: '2024-05-31' }, '2025-06-01', 4],
    ['last revision three years old', { data: '2022-01-10' }, '2025-06-01', 4],
    ['a 29 February revision, one year later on 28 February', { data: '2024-02-29' }, '2025-02-28', 3],
    ['a 29 February revision, 1 March a year later', { data: '2024-02-29' }, '2025-03-01', 4],
  ] as const)('%s → %i', (_, ultima, data, esperado) => {
    expect(tipoRevisaoEsperado(ultima, data)).toBe(esperado);
    expect(tiposRevisaoPermitidos(ultima, data).map((item) => item.id)).toEqual([esperado]);
  });

  it('never offers 2 once a revision exists', () => {
    expect(tiposRevisaoPermitidos({ data: '2025-01-01' }, '2025-02-01').map((item) => item.id)).not.toContain(2);
  });

  it('compares by calendar: more than one year means after the anniversary', () => {
    expect(maisDeUmAno('2024-06-01', '2025-06-01')).toBe(false);
    expect(maisDeUmAno('2024-06-01', '2025-06-02')).toBe(true);
  });
});

describe('the date of an LTCAT', () => {
  it.each([
    ['no previous revision', null, null],
    ['the last revision without parent', { data: '2025-03-01', parent: null }, '2025-03-01'],
    ['the last revision after its parent', { data: '2025-03-01', parent: { data: '2024-01-01' } }, '2025-03-01'],
    ['a parent dated after the last revision (legacy data)', { data: '2025-03-01', parent: { data: '2025-04-01' } }, '2025-04-01'],
  ] as const)('minimum with %s: %s', (_, anterior, minima) => {
    expect(dataMinimaLtcat(anterior)).toBe(minima);
  });

  it('may equal the last revision date and not precede it', () => {
    expect(ltcatCriacaoErros({ id_tipo_ltcat: 228, id_tipo_revisao: 3, data: '2025-03-01' }, { data: '2025-03-01' })).toEqual({});
    expect(ltcatCriacaoErros({ id_tipo_ltcat: 228, id_tipo_revisao: 3, data: '2025-02-28' }, { data: '2025-03-01' })).toEqual({
      data: ['A data não pode ser anterior à da última revisão (01/03/2025)'],
    });
  });

  it('of an edit may not precede the revision it revised, nor that one’s parent', () => {
    expect(ltcatEdicaoErros('2025-01-01', null)).toEqual({});
    expect(ltcatEdicaoErros('2025-03-01', { data: '2025-03-01' })).toEqual({});
    expect(ltcatEdicaoErros('2025-02-01', { data: '2025-01-01', parent: { data: '2025-02-10' } })).toEqual({
      data: ['A data não pode ser anterior à da última revisão (10/02/2025)'],
    });
  });
});

describe('a new LTCAT', () => {
  it.each([
    ['a first LTCAT of type 2', { id_tipo_ltcat: 228, id_tipo_revisao: 2, data: '2025-01-01' }, null, {}],
    ['a first LTCAT of type 3', { id_tipo_ltcat: 228, id_tipo_revisao: 3, data: '2025-01-01' }, null, { id_tipo_revisao: [ltcatPrimeiraRevisaoMessage] }],
    [
      'a revision typed 2',
      { id_tipo_ltcat: 228, id_tipo_revisao: 2, data: '2025-01-01' },
      { data: '2024-12-01' },
      { id_tipo_revisao: ['O tipo de revisão desta frente de trabalho deve ser Revisão'] },
    ],
    [
      'a revision typed 3 a year and more later',
      { id_tipo_ltcat: 228, id_tipo_revisao: 3, data: '2026-01-01' },
      { data: '2024-12-01' },
      { id_tipo_revisao: ['O tipo de revisão desta frente de trabalho deve ser Renovação'] },
    ],
    ['a renewal typed 4', { id_tipo_ltcat: 228, id_tipo_revisao: 4, data: '2026-01-01' }, { data: '2024-12-01' }, {}],
    ['a copy of an LTCAT without its source', { id_tipo_ltcat: 206, id_tipo_revisao: 2, data: '2025-01-01' }, null, { id_ltcat: [requiredMessage] }],
    ['a copy of an LTCAT with its source', { id_tipo_ltcat: 206, id_tipo_revisao: 2, data: '2025-01-01', id_ltcat: 'L1' }, null, {}],
    [
      'a copy of a PPRA without its revision',
      { id_tipo_ltcat: 205, id_tipo_revisao: 2, data: '2025-01-01' },
      null,
      { id_rev: [requiredMessage], id_tipo_ltcat: [ltcatCopiaPpraIndisponivelMessage] },
    ],
    [
      'a copy of a PPRA with a revision (no PPRA in the product)',
      { id_tipo_ltcat: 205, id_tipo_revisao: 2, data: '2025-01-01', id_rev: 'R1' },
      null,
      { id_tipo_ltcat: [ltcatCopiaPpraIndisponivelMessage] },
    ],
  ] as const)('%s', (_, form, ultima, erros) => {
    expect(ltcatCriacaoErros(form, ultima)).toEqual(erros);
  });

  it('is offered the modes 228 and 206 only while there is no PPRA', () => {
    expect(modosCriacaoDisponiveis().map((item) => item.id)).toEqual([228, 206]);
  });

  it('describes its revision by type and number', () => {
    expect(ltcatRevisaoDescricao(2, 1)).toBe('Elaboração');
    expect(ltcatRevisaoDescricao(3, 2)).toBe('Revisão 2');
    expect(ltcatRevisaoDescricao(4, 5)).toBe('Renovação 5');
  });
});
