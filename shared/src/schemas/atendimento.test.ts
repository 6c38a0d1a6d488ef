import { describe, expect, it } from 'vitest';
import { femoTypeCodes, typeLists } from '../codes';
import { fieldErrors } from './field-errors';
import { femoDescricaoHabilitada, femoFormSchema, femoGrupoIds, femoListas, femoPerguntaIds } from './atendimento';

/** A complete FEMO: every question answered 'não' (133). */
function femoValido(): Record<string, unknown> {
  return {
    grau_estudo: 127,
    peso: '72,5',
    altura: 1.75,
    pa1: '120',
    pa2: '80',
    ...Object.fromEntries(femoPerguntaIds.map((q) => [q, 133])),
    q4: [143],
    conclusao: 181,
    observacoes: '',
  };
}

function errors(input: unknown): Record<string, string[]> {
  const result = femoFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('the FEMO form', () => {
  it('accepts a complete form, reads typed numbers and leaves unchosen groups empty', () => {
    const form = femoFormSchema.parse(femoValido());
    expect(form.peso).toBe(72.5);
    expect(form.q4).toEqual([143]);
    expect(form.q3).toEqual([]);
    expect(form.q10_descricao).toBeNull();
  });

  it('requires the description only when the answer is not 133, and drops it when it is', () => {
    expect(femoDescricaoHabilitada(133)).toBe(false);
    expect(femoDescricaoHabilitada(132)).toBe(true);
    expect(femoDescricaoHabilitada(undefined)).toBe(false);
    expect(errors({ ...femoValido(), q10: 132 })).toEqual({ q10_descricao: ['Campo obrigatório'] });
    expect(errors({ ...femoValido(), q10: 132, q10_descricao: 'Queda em 2019' })).toEqual({});
    expect(femoFormSchema.parse({ ...femoValido(), q11: 133, q11_descricao: 'ignorado' }).q11_descricao).toBeNull();
  });

  it('limits blood pressure to 3 digits and requires the measures, education and conclusion', () => {
    expect(errors({ ...femoValido(), pa1: '1200' })).toEqual({ pa1: ['Campo deve conter até 3 caracteres'] });
    expect(errors({ ...femoValido(), pa2: '8a' })).toEqual({ pa2: ['Valor inválido'] });
    const missing = errors({ ...femoValido(), grau_estudo: null, peso: '', conclusao: undefined, q12: undefined });
    expect(Object.keys(missing).sort()).toEqual(['conclusao', 'grau_estudo', 'peso', 'q12']);
  });

  it('accepts in each group only the items of its own list', () => {
    expect(errors({ ...femoValido(), q3: [135, 138] })).toEqual({});
    expect(errors({ ...femoValido(), q3: [140] })).toEqual({ 'q3.0': ['Selecione uma opção válida'] });
    expect(errors({ ...femoValido(), q10: 135 })).toEqual({ q10: ['Selecione uma opção válida'] });
  });

  it('has every FEMO list of spec 1 §9 in the catalogue, each group fed by one of them', () => {
    for (const codigo of femoTypeCodes) expect(typeLists[codigo]?.length, String(codigo)).toBeGreaterThan(1);
    for (const grupo of femoGrupoIds) expect(femoTypeCodes as readonly number[]).toContain(femoListas[grupo]);
  });
});
