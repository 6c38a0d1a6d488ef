import { femoFormSchema } from '@ocupacional/shared';
import type { FemoForm } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { descricaoEnabled, emptyFemo, femoOptions, femoValuesOf, toFemoBody } from './femo-form-values';

function answered(): ReturnType<typeof emptyFemo> {
  return {
    ...emptyFemo(),
    grau_estudo: 127,
    peso: '72,5',
    altura: '1,75',
    pa1: '120',
    pa2: '80',
    conclusao: 181,
    q10: 133,
    q11: 133,
    q12: 133,
    q13: 132,
    q13_descricao: 'Losartana',
    q14: 133,
    q15: 133,
    q16: 133,
    q17: 133,
    q4: [140],
  };
}

describe('the FEMO form', () => {
  it('enables a description only when its answer is given and is not 133', () => {
    // Prepare
    const values = { ...emptyFemo(), q10: 133 as const, q11: 132 as const };

    // Assess
    expect(descricaoEnabled(values, 'q10')).toBe(false);
    expect(descricaoEnabled(values, 'q11')).toBe(true);
    expect(descricaoEnabled(values, 'q12')).toBe(false);
  });

  it('sends the description of a no (133) as null even when text was left in it', () => {
    // Prepare
    const values = { ...answered(), q10_descricao: 'texto antigo' };

    // Act
    const body = toFemoBody(values) as Record<string, unknown>;

    // Assess
    expect(body.q10_descricao).toBeNull();
    expect(body.q13_descricao).toBe('Losartana');
  });

  it('builds a body the shared schema accepts', () => {
    // Act
    const parsed = femoFormSchema.safeParse(toFemoBody(answered()));

    // Assess
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ peso: 72.5, altura: 1.75, pa1: '120', q13_descricao: 'Losartana', q4: [140] });
  });

  it('requires the description of a yes', () => {
    // Act
    const parsed = femoFormSchema.safeParse(toFemoBody({ ...answered(), q13_descricao: '' }));

    // Assess
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['q13_descricao']);
  });

  it('reads a stored FEMO back into the form, numbers with a comma', () => {
    // Prepare
    const stored = femoFormSchema.parse(toFemoBody(answered())) as FemoForm;

    // Act
    const values = femoValuesOf(stored);

    // Assess
    expect(values).toMatchObject({ peso: '72,5', altura: '1,75', q13: 132, q13_descricao: 'Losartana', q10_descricao: '', q4: [140] });
  });

  it("takes a list's options from the API, else from the shared lists", () => {
    // Assess
    expect(femoOptions({ '131': [{ id: 132, descricao: 'Sim' }] }, 131)).toEqual([{ value: 132, label: 'Sim' }]);
    expect(femoOptions(undefined, 131).map((option) => option.value)).toEqual([132, 133]);
  });
});
